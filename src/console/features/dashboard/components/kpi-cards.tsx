/** The range's headline figures: sums of the days (users: user-days), ARPPU and conversions. */
import { Card, Col, Row, Statistic, Tooltip } from 'antd';
import type { DailyFigures } from '#shared/contract/console-stats.ts';
import { useT, type MessageKey } from '#console/lib/i18n.ts';
import type { Figures } from '../lib/figures.ts';

export function KpiCards({ totals, f }: { totals: DailyFigures; f: Figures }) {
  const t = useT();
  const cards: { key: MessageKey; value: string; hint?: MessageKey }[] = [
    { key: 'dashboard.active_users', value: f.count(totals.active_users), hint: 'dashboard.user_days_hint' },
    { key: 'dashboard.new_users', value: f.count(totals.new_users) },
    { key: 'dashboard.plays', value: f.count(totals.plays) },
    { key: 'dashboard.minutes_watched', value: f.count(totals.minutes_watched) },
    { key: 'dashboard.revenue', value: f.money(totals.revenue_cents) },
    { key: 'dashboard.paying_users', value: f.count(totals.paying_users), hint: 'dashboard.user_days_hint' },
    { key: 'dashboard.arppu', value: f.money(totals.arppu_cents), hint: 'dashboard.arppu_hint' },
    { key: 'dashboard.topup_conversion', value: f.share(totals.topup_conversion) },
    { key: 'dashboard.invite_conversion', value: f.share(totals.invite_conversion) },
  ];
  return (
    <Row gutter={[12, 12]} data-testid="dashboard-kpis">
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={8} xl={6} xxl={4}>
          <Tooltip title={card.hint ? t(card.hint) : undefined}>
            <Card size="small">
              <Statistic
                title={t(card.key)}
                value={card.value}
                data-testid={`kpi-${card.key.split('.')[1]}`}
              />
            </Card>
          </Tooltip>
        </Col>
      ))}
    </Row>
  );
}
