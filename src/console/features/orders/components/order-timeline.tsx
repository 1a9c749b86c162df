/** The gateway timeline: each request and answer in order, the answer (secrets removed) on demand. */
import { Collapse, Empty, Timeline, Typography } from 'antd';
import { z } from 'zod';
import type { OrderEvent } from '#shared/contract/console-orders.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { channelLabel } from '#console/lib/pay-channel.ts';
import { eventLabel, sourceLabel } from '../lib/labels.ts';

const COLOR: Record<string, string> = { refunded: 'blue', refund_request: 'orange', refund_notify: 'orange' };

/** The server's answers the console words itself: what a refund took back, a gateway's refusal. */
const taken = z.object({ taken: z.object({ gold: z.number(), coin: z.number(), vipDays: z.number() }) });
const refused = z.object({ error: z.string() });

function EventLine({ event: e }: { event: OrderEvent }) {
  const t = useT();
  const took = e.kind === 'refunded' ? taken.safeParse(e.answer) : undefined;
  if (took?.success) {
    const { gold, coin, vipDays } = took.data.taken;
    return <div>{t('orders.refund_takes', { gold, coin, days: vipDays })}</div>;
  }
  if (e.kind === 'refund_request' && refused.safeParse(e.answer).success)
    return <div>{t('orders.refund_refused')}</div>;
  // An order's first event names the channel it was made for.
  if (e.kind === 'created' && e.source === 'app' && e.summary) return <div>{channelLabel(t, e.summary)}</div>;
  return e.summary ? <div>{e.summary}</div> : null;
}

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
              {`${sourceLabel(t, e.source)} · ${formatDateTime(e.at, language)}`}
            </Typography.Text>
            <EventLine event={e} />
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
