/**
 * The search's answer: one row per user (how it matched, its state), paged by the server; a uid
 * opens the page.
 */
import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { PeopleSearchResponse, PersonSummary } from '#shared/contract/console-people.ts';
import { serverPagination, type ServerPageProps } from '#console/components/server-pagination.ts';
import { personPath } from '#console/config/paths.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { PersonName } from './person-name.tsx';

/**
 * Blocked or active; a guest merged away into an account (decision 0058) says which, with a link
 * to it: nobody logs in to the guest any more.
 */
function PersonState({ person }: { person: PersonSummary }) {
  const t = useT();
  const merged = person.merged_into ?? null;
  return (
    <>
      {person.blocked ? <Tag color="red">{t('people.blocked')}</Tag> : null}
      {merged !== null ? (
        <Tag color="purple" data-testid="person-merged">
          <Link to={personPath(merged)}>{t('people.merged', { uid: merged })}</Link>
        </Tag>
      ) : null}
      {!person.blocked && merged === null ? <Tag>{t('people.active')}</Tag> : null}
    </>
  );
}

export function PeopleTable({ data, loading, page, size, onPage }: ServerPageProps<PeopleSearchResponse>) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  return (
    <Table<PersonSummary>
      rowKey="uid"
      loading={loading}
      dataSource={data?.items ?? []}
      size="middle"
      scroll={{ x: 720 }}
      locale={{ emptyText: t('people.empty') }}
      pagination={serverPagination({
        page,
        size,
        total: data?.total,
        onChange: onPage,
        showTotal: (total) => t('people.total', { count: total }),
      })}
      columns={[
        {
          key: 'uid',
          title: t('people.col_uid'),
          width: 120,
          render: (_v, person) => <Link to={personPath(person.uid)}>{person.uid}</Link>,
        },
        {
          key: 'nickname',
          title: t('people.col_nickname'),
          render: (_v, person) => (
            <PersonName nickname={person.nickname} email={person.email} uid={person.uid} />
          ),
        },
        { key: 'email', title: t('people.col_email'), render: (_v, person) => person.email ?? '—' },
        {
          key: 'matched',
          title: t('people.col_matched'),
          width: 140,
          render: (_v, person) => <Tag>{t(`people.match.${person.matched_by}`)}</Tag>,
        },
        {
          key: 'state',
          title: t('people.col_state'),
          width: 170,
          render: (_v, person) => <PersonState person={person} />,
        },
        {
          key: 'created',
          title: t('people.col_created'),
          width: 190,
          render: (_v, person) => formatDateTime(person.created_at, language),
        },
      ]}
    />
  );
}
