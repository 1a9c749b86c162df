/**
 * The range's headline figures: sums of the days (users: user-days), ARPPU and conversions.
 * Revenue is net (paid minus refunded), with what was paid and refunded under it, then what
 * coin packs and VIP memberships paid (before refunds), with their orders under them; each
 * conversion with the counts it divides under it (orders: coin packs and VIP together, as the
 * daily figures count them).
 */
import { Card, Col, Row, Statistic, Tooltip, Typography } from 'antd';
import type { DailyFigures } from '#shared/contract/console-stats.ts';
import { useT, type MessageKey } from '#console/lib/i18n.ts';
import type { Figures } from '../lib/figures.ts';

interface Kpi {
  /** Its test id: `kpi-<id>`. */
  id: string;
  title: MessageKey;
  value: string;
  hint?: MessageKey;
  note?: string;
}

export function KpiCards({ totals, f }: { totals: DailyFigures; f: Figures }) {
  const t = useT();
  const cards: Kpi[] = [
    {
      id: 'active_users',
      title: 'dashboard.active_users',
      value: f.count(totals.active_users),
      hint: 'dashboard.user_days_hint',
    },
    { id: 'new_users', title: 'dashboard.new_users', value: f.count(totals.new_users) },
    { id: 'plays', title: 'dashboard.plays', value: f.count(totals.plays) },
    { id: 'minutes_watched', title: 'dashboard.minutes_watched', value: f.count(totals.minutes_watched) },
    {
      id: 'revenue',
      title: 'dashboard.net_revenue',
      value: f.money(totals.net_revenue_cents),
      hint: 'dashboard.net_revenue_hint',
      note: t('dashboard.revenue_breakdown', {
        paid: f.money(totals.revenue_cents),
        refunded: f.money(totals.refunded_cents),
      }),
    },
    // What was paid, by the package's type (coins + VIP = paid; refunds come off the net).
    {
      id: 'coin_revenue',
      title: 'dashboard.coin_revenue',
      value: f.money(totals.coin_revenue_cents),
      hint: 'dashboard.coin_revenue_hint',
      note: t('dashboard.coin_orders_note', { count: totals.coin_orders }),
    },
    {
      id: 'vip_revenue',
      title: 'dashboard.vip_revenue',
      value: f.money(totals.vip_revenue_cents),
      hint: 'dashboard.vip_revenue_hint',
      note: t('dashboard.vip_orders_note', { count: totals.vip_orders }),
    },
    {
      id: 'paying_users',
      title: 'dashboard.paying_users',
      value: f.count(totals.paying_users),
      hint: 'dashboard.user_days_hint',
    },
    {
      id: 'arppu',
      title: 'dashboard.arppu',
      value: f.money(totals.arppu_cents),
      hint: 'dashboard.arppu_hint',
    },
    {
      id: 'topup_conversion',
      title: 'dashboard.topup_conversion',
      value: f.share(totals.topup_conversion),
      hint: 'dashboard.topup_hint',
      note: t('dashboard.orders_note', {
        paid: f.count(totals.topups_paid),
        started: f.count(totals.topups_started),
      }),
    },
    {
      id: 'invite_conversion',
      title: 'dashboard.invite_conversion',
      value: f.share(totals.invite_conversion),
      hint: 'dashboard.invite_hint',
      note: t('dashboard.invites_note', {
        arrived: f.count(totals.invites_arrived),
        registered: f.count(totals.invites_registered),
      }),
    },
  ];
  return (
    <Row gutter={[12, 12]} data-testid="dashboard-kpis">
      {cards.map((card) => (
        <Col key={card.id} xs={12} md={8} xl={6} xxl={4}>
          <Tooltip title={card.hint ? t(card.hint) : undefined}>
            <Card size="small" style={{ height: '100%' }}>
              <Statistic title={t(card.title)} value={card.value} data-testid={`kpi-${card.id}`} />
              {card.note ? (
                <Typography.Text type="secondary" data-testid={`kpi-${card.id}-note`}>
                  {card.note}
                </Typography.Text>
              ) : null}
            </Card>
          </Tooltip>
        </Col>
      ))}
    </Row>
  );
}
