/** The columns of the user page's lists (ledger, unlocks, orders, sessions, feedback, invites). */
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { z } from 'zod';
import type {
  feedbackEntry,
  inviteEntry,
  LedgerEntry,
  orderEntry,
  sessionEntry,
  unlockEntry,
} from '#shared/contract/console-people.ts';
import { Link } from 'react-router';
import { orderPath } from '#console/config/paths.ts';
import { LastSeen } from '#console/components/last-seen.tsx';
import { feedbackTypeLabel } from '#console/lib/feedback-type.ts';
import { formatDateTime, formatMoney, formatNumber } from '#console/lib/format.ts';
import { ledgerReasonLabel } from '#console/lib/ledger-reason.ts';
import { channelLabel } from '#console/lib/pay-channel.ts';
import type { LanguageId } from '#shared/languages.ts';
import { languageLabel, sessionKindLabel, signed } from '../lib/labels.ts';
import { LedgerDetails, type LedgerNames } from './ledger-details.tsx';
import { PersonName } from './person-name.tsx';

export interface ColumnContext extends LedgerNames {
  language: LanguageId;
}

const at = ({ t, language }: ColumnContext) => ({
  key: 'at',
  title: t('people.col_at'),
  width: 190,
  render: (_v: unknown, row: { created_at: string }) => formatDateTime(row.created_at, language),
});

export function ledgerColumns(c: ColumnContext): ColumnsType<LedgerEntry> {
  const { t } = c;
  return [
    at(c),
    { key: 'asset', title: t('people.col_asset'), width: 110, render: (_v, e) => t(`people.${e.asset}`) },
    {
      key: 'delta',
      title: t('people.col_delta'),
      width: 110,
      render: (_v, e) => (
        <Typography.Text type={e.delta < 0 ? 'danger' : 'success'}>
          {signed(e.delta, c.language)}
        </Typography.Text>
      ),
    },
    {
      key: 'after',
      title: t('people.col_after'),
      width: 110,
      render: (_v, e) => formatNumber(e.balance_after, c.language),
    },
    {
      key: 'reason',
      title: t('people.col_reason'),
      width: 160,
      render: (_v, e) => <Tag>{ledgerReasonLabel(t, e.reason)}</Tag>,
    },
    {
      key: 'note',
      title: t('people.col_note'),
      render: (_v, e) => <LedgerDetails entry={e} names={c} />,
    },
  ];
}

export function unlockColumns(c: ColumnContext): ColumnsType<z.infer<typeof unlockEntry>> {
  return [
    at(c),
    { key: 'drama', title: c.t('people.col_drama'), render: (_v, u) => u.drama_title || `#${u.drama_id}` },
    { key: 'number', title: c.t('people.col_episode'), width: 110, dataIndex: 'number' },
  ];
}

const ORDER_STATUS = { 1: 'pending', 2: 'paid', 3: 'failed', 4: 'refunded' } as const;

export function orderColumns(c: ColumnContext): ColumnsType<z.infer<typeof orderEntry>> {
  const { t } = c;
  return [
    at(c),
    {
      key: 'trade',
      title: t('people.col_trade_no'),
      render: (_v, o) => <Link to={orderPath(o.trade_no)}>{o.trade_no}</Link>,
    },
    {
      key: 'package',
      title: t('people.col_package'),
      // As it is named now, in the console's language (the buyer's snapshot on hover), as on Orders.
      render: (_v, o) => <span title={o.title}>{o.package_name}</span>,
    },
    {
      key: 'channel',
      title: t('people.col_channel'),
      width: 200,
      render: (_v, o) => <span title={o.channel}>{channelLabel(t, o.channel)}</span>,
    },
    {
      key: 'amount',
      title: t('people.col_amount'),
      width: 120,
      render: (_v, o) => formatMoney(o.amount_cents, o.currency, c.language),
    },
    {
      key: 'status',
      title: t('people.col_status'),
      width: 110,
      render: (_v, o) => {
        // How it ended, when the server says (a failed order may have been cancelled).
        if (o.result) {
          return (
            <Tag color={o.result === 'paid' ? 'green' : undefined}>{t(`orders.result.${o.result}`)}</Tag>
          );
        }
        const status = ORDER_STATUS[o.status as keyof typeof ORDER_STATUS] ?? 'pending';
        return <Tag color={status === 'paid' ? 'green' : undefined}>{t(`people.order.${status}`)}</Tag>;
      },
    },
  ];
}

export function sessionColumns(c: ColumnContext): ColumnsType<z.infer<typeof sessionEntry>> {
  const { t } = c;
  return [
    at(c),
    { key: 'kind', title: t('people.col_kind'), width: 120, render: (_v, s) => sessionKindLabel(t, s.kind) },
    {
      key: 'language',
      title: t('people.language'),
      width: 150,
      render: (_v, s) => languageLabel(s.language),
    },
    {
      key: 'seen',
      title: t('people.last_seen'),
      render: (_v, s) => <LastSeen iso={s.last_seen_at} />,
    },
    {
      key: 'state',
      title: t('people.col_state'),
      width: 150,
      render: (_v, s) =>
        s.revoked_at ? (
          <Tag>{t('people.session_ended')}</Tag>
        ) : (
          <Tag color="green">{t('people.session_live')}</Tag>
        ),
    },
  ];
}

export function feedbackColumns(c: ColumnContext): ColumnsType<z.infer<typeof feedbackEntry>> {
  const { t } = c;
  return [
    at(c),
    { key: 'type', title: t('people.col_kind'), width: 120, render: (_v, f) => feedbackTypeLabel(t, f.type) },
    { key: 'content', title: t('people.col_content'), dataIndex: 'content' },
    {
      key: 'replies',
      title: t('people.col_replies'),
      width: 100,
      render: (_v, f) => formatNumber(f.replies, c.language),
    },
    {
      // The pictures sent with it (decision 0064); none leaves the cell empty.
      key: 'pictures',
      title: t('people.col_pictures'),
      width: 100,
      render: (_v, f) => (f.images > 0 ? formatNumber(f.images, c.language) : null),
    },
    {
      key: 'state',
      title: t('people.col_state'),
      width: 120,
      render: (_v, f) => (f.closed_at ? t('people.feedback_closed') : t('people.feedback_open')),
    },
  ];
}

export function inviteColumns(c: ColumnContext): ColumnsType<z.infer<typeof inviteEntry>> {
  const { t } = c;
  return [
    at(c),
    { key: 'uid', title: t('people.col_uid'), width: 120, dataIndex: 'uid' },
    {
      key: 'nickname',
      title: t('people.col_nickname'),
      render: (_v, i) => <PersonName nickname={i.nickname} email={i.email} uid={i.uid} />,
    },
    {
      key: 'rewarded',
      title: t('people.col_rewarded'),
      width: 190,
      render: (_v, i) => (i.rewarded_at ? formatDateTime(i.rewarded_at, c.language) : '—'),
    },
  ];
}
