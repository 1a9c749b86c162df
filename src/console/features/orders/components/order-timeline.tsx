/** The gateway timeline: each request and answer in order, the answer (secrets removed) on demand. */
import { Collapse, Empty, Timeline, Typography } from 'antd';
import type { OrderEvent } from '#shared/contract/console-orders.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { eventLabel } from '../lib/labels.ts';

const COLOR: Record<string, string> = { refunded: 'blue', refund_request: 'orange', refund_notify: 'orange' };

export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  if (events.length === 0) return <Empty description={t('orders.timeline_empty')} />;
  return (
    <Timeline
      data-testid="order-timeline"
      items={events.map((e) => ({
        key: e.id,
        color: COLOR[e.kind] ?? 'gray',
        children: (
          <div data-testid="order-event" data-kind={e.kind}>
            <Typography.Text strong>{eventLabel(t, e.kind)}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {`${e.source} · ${formatDateTime(e.at, language)}`}
            </Typography.Text>
            {e.summary && <div>{e.summary}</div>}
            {e.answer !== null && e.answer !== undefined && (
              <Collapse
                size="small"
                ghost
                items={[
                  {
                    key: 'answer',
                    label: t('orders.answer'),
                    children: (
                      <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                        {JSON.stringify(e.answer, null, 2)}
                      </pre>
                    ),
                  },
                ]}
              />
            )}
          </div>
        ),
      }))}
    />
  );
}
