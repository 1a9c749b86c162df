/**
 * /console/audit (owner): the audit log. Filters and paging live in the address (?operator_id=
 * &entity=&action=&from=&to=&page=&size=), so a reload or a shared link shows the same rows.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { auditQuery } from '#shared/contract/console-auth.ts';
import { PageTitle } from '#console/components/page-title.tsx';
import { useAudit, type AuditFilters as Filters } from '#console/features/audit/api/get-audit.ts';
import { AuditFilters } from '#console/features/audit/components/audit-filters.tsx';
import { AuditTable } from '#console/features/audit/components/audit-table.tsx';
import { useOperators } from '#console/features/operators/api/get-operators.ts';
import { useT } from '#console/lib/i18n.ts';

const FILTER_KEYS = ['operator_id', 'entity', 'action', 'from', 'to'] as const;

/** The address's query as the contract reads it; a broken value is left out rather than sent. */
export function filtersOf(search: URLSearchParams): { filters: Filters; page: number; size: number } {
  const raw: Record<string, string> = {};
  for (const key of [...FILTER_KEYS, 'page', 'size']) {
    const value = search.get(key);
    if (value) raw[key] = value;
  }
  const parsed = auditQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : auditQuery.parse({});
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined) Object.assign(filters, { [key]: value });
  }
  return { filters, page: query.page, size: query.size };
}

export function Component() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const { filters, page, size } = useMemo(() => filtersOf(search), [search]);
  const audit = useAudit({ ...filters, page, size });
  const operators = useOperators();

  const go = (next: Filters, nextPage: number, nextSize: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value !== undefined) params.set(key, String(value));
    if (nextPage > 1) params.set('page', String(nextPage));
    if (nextSize !== 20) params.set('size', String(nextSize));
    setSearch(params);
  };
  const actions = useMemo(
    () => [...new Set((audit.data?.items ?? []).map((entry) => entry.action))].sort(),
    [audit.data],
  );
  return (
    <>
      <PageTitle>{t('menu.audit')}</PageTitle>
      <AuditFilters
        value={filters}
        onChange={(next) => go(next, 1, size)}
        operators={(operators.data?.items ?? []).map((operator) => ({
          value: operator.id,
          label: operator.name,
        }))}
        actions={actions}
      />
      <AuditTable
        data={audit.data}
        loading={audit.isFetching}
        page={page}
        size={size}
        onPage={(nextPage, nextSize) => go(filters, nextSize === size ? nextPage : 1, nextSize)}
        onClearFilters={Object.keys(filters).length > 0 ? () => go({}, 1, size) : undefined}
      />
    </>
  );
}
