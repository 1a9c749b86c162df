/**
 * /console/people (support, finance, owner): one search box (the server works out whether a
 * uid, an order id, an email, an invite code or part of a nickname was typed) and the users
 * found. What was typed and the page live in the address (?q=&page=&size=).
 */
import { Input } from 'antd';
import { useSearchParams } from 'react-router';
import { PageTitle } from '#console/components/page-title.tsx';
import { usePeopleSearch } from '#console/features/people/api/search-people.ts';
import { PeopleTable } from '#console/features/people/components/people-table.tsx';
import { useT } from '#console/lib/i18n.ts';

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function Component() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = positive(search.get('page'), 1);
  const size = Math.min(positive(search.get('size'), 20), 100);
  const found = usePeopleSearch({ q, page, size });

  const go = (nextQ: string, nextPage: number, nextSize: number) => {
    const params = new URLSearchParams();
    if (nextQ.trim() !== '') params.set('q', nextQ.trim());
    if (nextPage > 1) params.set('page', String(nextPage));
    if (nextSize !== 20) params.set('size', String(nextSize));
    setSearch(params);
  };
  return (
    <>
      <PageTitle>{t('menu.people')}</PageTitle>
      <Input.Search
        key={q}
        defaultValue={q}
        aria-label={t('people.search_label')}
        placeholder={t('people.search_placeholder')}
        enterButton={t('people.search')}
        allowClear
        maxLength={200}
        style={{ maxWidth: 560, marginBottom: 16 }}
        onSearch={(value) => go(value, 1, size)}
      />
      {q === '' ? null : (
        <PeopleTable
          data={found.data}
          loading={found.isFetching}
          page={page}
          size={size}
          onPage={(nextPage, nextSize) => go(q, nextSize === size ? nextPage : 1, nextSize)}
        />
      )}
    </>
  );
}
