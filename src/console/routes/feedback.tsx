/**
 * /console/feedback (support, owner): the feedback inbox, open unanswered first. Filters, the
 * search and paging live in the address (?status=&type=&language=&q=&page=&size=), so a reload
 * keeps them.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { inboxQuery } from '#shared/contract/console-feedback.ts';
import { PageTitle } from '#console/components/page-title.tsx';
import { useInbox, type InboxFilters as Filters } from '#console/features/feedback/api/get-inbox.ts';
import { InboxFilters } from '#console/features/feedback/components/inbox-filters.tsx';
import { InboxTable } from '#console/features/feedback/components/inbox-table.tsx';
import { TemplatesDialog } from '#console/features/feedback/components/templates-dialog.tsx';
import { useT } from '#console/lib/i18n.ts';

/** The address's query as the contract reads it; a broken value is left out rather than sent. */
export function inboxFiltersOf(search: URLSearchParams): { filters: Filters; page: number; size: number } {
  const raw = Object.fromEntries([...search.entries()].filter(([, value]) => value !== ''));
  const parsed = inboxQuery.safeParse(raw);
  const { status, type, language, q, page, size } = parsed.success ? parsed.data : inboxQuery.parse({});
  const filters: Filters = {
    ...(status === 'all' ? {} : { status }),
    ...(type === undefined ? {} : { type }),
    ...(language === undefined ? {} : { language }),
    ...(q ? { q } : {}),
  };
  return { filters, page, size };
}

export function Component() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const { filters, page, size } = useMemo(() => inboxFiltersOf(search), [search]);
  const inbox = useInbox({ ...filters, page, size });

  const go = (next: Filters, nextPage: number, nextSize: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (value !== undefined && value !== 'all') params.set(key, String(value));
    }
    if (nextPage > 1) params.set('page', String(nextPage));
    if (nextSize !== 20) params.set('size', String(nextSize));
    setSearch(params);
  };
  return (
    <>
      <PageTitle extra={<TemplatesDialog />}>{t('menu.feedback')}</PageTitle>
      <InboxFilters value={filters} onChange={(next) => go(next, 1, size)} />
      <InboxTable
        data={inbox.data}
        loading={inbox.isFetching}
        page={page}
        size={size}
        onPage={(nextPage, nextSize) => go(filters, nextSize === size ? nextPage : 1, nextSize)}
        view={JSON.stringify({ ...filters, page, size })}
        onClearFilters={Object.keys(filters).length > 0 ? () => go({}, 1, size) : undefined}
      />
    </>
  );
}
