/**
 * The gateway timeline: each request and answer in the order they happened, in words; the
 * gateway's own words and what it sent (secrets removed) on demand, only on the rows that carry
 * them.
 */
import { Collapse, Empty, Timeline, Typography } from 'antd';
import { z } from 'zod';
import type { OrderEvent } from '#shared/contract/console-orders.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { channelLabel } from '#console/lib/pay-channel.ts';
import { amountsText, answerLabel, eventLabel, outcomeLabel, sourceLabel } from '../lib/labels.ts';

const COLOR: Record<string, string> = {
  refunded: 'blue',
  refund_request: 'orange',
  refund_accepted: 'orange',
  refund_refused: 'red',
  refund_notify: 'orange',
  refund_failed: 'red',
};

/** The server's answer the console words itself: what a refund took back. */
const taken = z.object({ taken: z.object({ gold: z.number(), coin: z.number(), vipDays: z.number() }) });
/** A console refund's request: the operator's reason. */
const asked = z.object({ reason: z.string() });

function EventLine({ event: e }: { event: OrderEvent }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const took = e.kind === 'refunded' ? taken.safeParse(e.answer) : undefined;
  if (took?.success) {
    const { gold, coin, vipDays } = took.data.taken;
    return <div>{amountsText(t, language, { gold, coin, days: vipDays }) ?? t('orders.takes_nothing')}</div>;
  }
  if (e.outcome) return <div data-testid="order-outcome">{outcomeLabel(t, e.outcome)}</div>;
  const why = e.kind === 'refund_request' ? asked.safeParse(e.answer) : undefined;
  if (why?.success)
    return (
      <div>
        {e.summary} · {t('orders.refund_reason_line', { reason: why.data.reason })}
      </div>
    );
  // The refused reply says why in the gateway's answer; its name says enough here.
  if (e.kind === 'refund_refused') return null;
  if (e.kind === 'refund_accepted' && e.summary)
    return <div>{t('orders.refund_ref_line', { ref: e.summary })}</div>;
  // An order's first event names the channel it was made for.
  if (e.kind === 'created' && e.source === 'app' && e.summary) return <div>{channelLabel(t, e.summary)}</div>;
  return e.summary ? <div>{e.summary}</div> : null;
}

/**
 * The gateway's own words (when the line above says them in the console's) and what it sent,
 * named for what it is; nothing for the rows that carry no word of a gateway (answerLabel).
 */
function RawView({ event: e }: { event: OrderEvent }) {
  const t = useT();
  const label = answerLabel(e);
  const hasAnswer = e.answer !== null && e.answer !== undefined;
  const words = e.outcome !== null && e.summary !== '' ? e.summary : null;
  if (label === null || (!hasAnswer && words === null)) return null;
  return (
    <Collapse
      size="small"
      ghost
      items={[
        {
          key: 'answer',
          label: t(label),
          children: (
            <>
              {words !== null && (
                <Typography.Paragraph style={{ marginBottom: 8 }} data-testid="order-event-words">
                  {t('orders.gateway_words', { text: words })}
                </Typography.Paragraph>
              )}
              {hasAnswer && (
                <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {JSON.stringify(e.answer, null, 2)}
                </pre>
              )}
            </>
          ),
        },
      ]}
    />
  );
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
        content: (
          <div data-testid="order-event" data-kind={e.kind}>
            <Typography.Text strong>{eventLabel(t, e.kind)}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {`${sourceLabel(t, e.source)} · ${formatDateTime(e.at, language)}`}
            </Typography.Text>
            <EventLine event={e} />
            <RawView event={e} />
          </div>
        ),
      }))}
    />
  );
}
