/**
 * The series list: poster, title, slug, status, publication, episodes ready of all, languages
 * written. Empty, it says whether no series exists yet or none matches the search (with a way
 * to clear it).
 */
import { Badge, Table, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import type { SeriesSummary } from '#shared/contract/console-catalogue.ts';
import { EmptyList } from '#console/components/empty-list.tsx';
import { serverPagination } from '#console/components/server-pagination.ts';
import { seriesEditPath } from '#console/config/paths.ts';
import { useT } from '#console/lib/i18n.ts';
import type { SeriesList } from '../api/get-series-list.ts';
import { CompletenessTags } from './completeness-tags.tsx';
import { PosterThumb } from './poster-thumb.tsx';
import { StatusTag } from './status-tag.tsx';

export function SeriesTable({
  data,
  loading,
  page,
  size,
  onPage,
  onClearSearch,
}: {
  data: SeriesList | undefined;
  loading: boolean;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
  /** Set while a search narrows the list: the empty list offers to clear it. */
  onClearSearch?: (() => void) | undefined;
}) {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <Table<SeriesSummary>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={data?.items ?? []}
      scroll={{ x: 900 }}
      locale={{
        emptyText: (
          <EmptyList
            loaded={data !== undefined}
            empty={t('series.empty')}
            filtered={t('series.empty_search')}
            clearLabel={t('series.clear_search')}
            onClear={onClearSearch}
            testId="series-empty"
          />
        ),
      }}
      pagination={serverPagination({
        page,
        size,
        total: data?.total,
        onChange: onPage,
        showTotal: (total) => t('series.total', { count: total }),
      })}
      columns={[
        {
          key: 'poster',
          title: t('series.poster'),
          width: 72,
          render: (_value, row) => <PosterThumb src={row.poster} width={42} />,
        },
        {
          key: 'title',
          title: t('series.title'),
          render: (_value, row) => (
            <Link to={seriesEditPath(row.id)} style={{ fontWeight: 500, color: token.colorLink }}>
              {row.title}
            </Link>
          ),
        },
        {
          key: 'slug',
          title: t('series.slug'),
          render: (_value, row) => <Typography.Text type="secondary">{row.slug}</Typography.Text>,
        },
        {
          key: 'status',
          title: t('series.status'),
          width: 120,
          render: (_value, row) => <StatusTag status={row.status} />,
        },
        {
          key: 'published',
          title: t('series.publication'),
          width: 130,
          render: (_value, row) =>
            row.published_at ? (
              <Badge status="success" text={t('series.published')} />
            ) : (
              <Badge status="default" text={t('series.draft')} />
            ),
        },
        {
          key: 'episodes',
          title: t('series.episodes_ready'),
          width: 120,
          align: 'right',
          render: (_value, row) => (
            <Tag color={row.episode_count > 0 && row.ready_count === row.episode_count ? 'green' : 'default'}>
              {row.ready_count} / {row.episode_count}
            </Tag>
          ),
        },
        {
          key: 'languages',
          title: t('series.languages'),
          width: 220,
          render: (_value, row) => <CompletenessTags value={row.completeness} />,
        },
      ]}
    />
  );
}
