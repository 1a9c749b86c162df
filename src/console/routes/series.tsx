/**
 * /console/series (editor, owner): every series, searched and paged by the server. The search
 * and the page live in the address (?q=&page=&size=), so a reload or a shared link shows the same.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { seriesListQuery } from '#shared/contract/console-catalogue.ts';
import { PageTitle } from '#console/components/page-title.tsx';
import { paths } from '#console/config/paths.ts';
import { useSeriesList, type SeriesListParams } from '#console/features/series/api/get-series-list.ts';
import { SeriesTable } from '#console/features/series/components/series-table.tsx';
import { useT } from '#console/lib/i18n.ts';

/** The address's query as the contract reads it; a broken value falls back to the default. */
export function listParamsOf(search: URLSearchParams): SeriesListParams {
  const raw: Record<string, string> = {};
  for (const key of ['q', 'page', 'size']) {
    const value = search.get(key);
    if (value) raw[key] = value;
  }
  const parsed = seriesListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : seriesListQuery.parse({});
  return { ...(query.q ? { q: query.q } : {}), page: query.page, size: query.size };
}

export function Component() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => listParamsOf(search), [search]);
  const list = useSeriesList(params);

  const go = (q: string | undefined, page: number, size: number) => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (page > 1) next.set('page', String(page));
    if (size !== 20) next.set('size', String(size));
    setSearch(next);
  };
  return (
    <>
      <PageTitle
        extra={
          <Link to={paths.seriesNew}>
            <Button type="primary" icon={<PlusOutlined />}>
              {t('series.new')}
            </Button>
          </Link>
        }
      >
        {t('menu.series')}
      </PageTitle>
      <Input.Search
        key={params.q ?? ''}
        defaultValue={params.q}
        allowClear
        enterButton
        placeholder={t('series.search')}
        aria-label={t('series.search')}
        onSearch={(value) => go(value.trim() || undefined, 1, params.size)}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      <SeriesTable
        data={list.data}
        loading={list.isFetching}
        page={params.page}
        size={params.size}
        onPage={(page, size) => go(params.q, size === params.size ? page : 1, size)}
        onClearSearch={params.q ? () => go(undefined, 1, params.size) : undefined}
      />
    </>
  );
}
