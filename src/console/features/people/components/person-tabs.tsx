/**
 * The user page's lists in tabs, each a table the server pages (20 a page unless changed); an
 * empty one says what it has none of ("No orders yet"), in the console's language.
 */
import { Table, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { EmptyList } from '#console/components/empty-list.tsx';
import { serverPagination } from '#console/components/server-pagination.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { personName } from '#console/lib/person-name.ts';
import { usePersonList, type PersonListName } from '../api/get-person-list.ts';
import {
  feedbackColumns,
  inviteColumns,
  ledgerColumns,
  orderColumns,
  sessionColumns,
  unlockColumns,
} from './person-columns.tsx';

const COLUMNS = {
  ledger: ledgerColumns,
  unlocks: unlockColumns,
  orders: orderColumns,
  sessions: sessionColumns,
  feedback: feedbackColumns,
  invites: inviteColumns,
} as const;

function PersonList({ uid, name }: { uid: number; name: PersonListName }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const list = usePersonList(uid, name, paging);
  const data = list.data;
  const invitedBy = data && 'invited_by' in data ? data.invited_by : undefined;
  const operators = data && 'operators' in data ? data.operators : [];
  const people = data && 'people' in data ? data.people : [];
  const columns = COLUMNS[name]({ t, language, operators, people }) as ColumnsType<object>;
  return (
    <>
      {invitedBy !== undefined ? (
        <Typography.Paragraph>
          {invitedBy
            ? t('people.invited_by', { uid: invitedBy.uid, nickname: personName(t, invitedBy).name })
            : t('people.invited_by_nobody')}
        </Typography.Paragraph>
      ) : null}
      <Table<object>
        rowKey={(row) => JSON.stringify(row)}
        loading={list.isFetching}
        dataSource={(data?.items ?? []) as object[]}
        size="small"
        scroll={{ x: 720 }}
        columns={columns}
        locale={{
          emptyText: (
            // These lists have no filters: empty is only ever "none yet".
            <EmptyList
              loaded={data !== undefined}
              empty={t(`people.tab_empty.${name}`)}
              filtered={t(`people.tab_empty.${name}`)}
              clearLabel=""
              onClear={undefined}
              testId={`person-${name}-empty`}
            />
          ),
        }}
        pagination={serverPagination({
          page: paging.page,
          size: paging.size,
          total: data?.total,
          onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
          showTotal: (total) => t('people.rows', { count: total }),
        })}
      />
    </>
  );
}

export function PersonTabs({ uid }: { uid: number }) {
  const t = useT();
  return (
    <Tabs
      destroyOnHidden
      items={(Object.keys(COLUMNS) as PersonListName[]).map((name) => ({
        key: name,
        label: t(`people.tab.${name}`),
        children: <PersonList uid={uid} name={name} />,
      }))}
    />
  );
}
