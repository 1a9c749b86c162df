/**
 * An order's timeline event as the console reads it (issue 18). The gateways' own words stay as
 * they were said (`summary`, `answer`); beside them, the outcome they report, from a closed list
 * the console words in the operator's language, and the kind of a gateway's reply to a refund
 * request recorded before replies had kinds of their own (then `refund_request` by a gateway).
 */
import type { GatewayOutcome, OrderEvent } from '#shared/contract/console-orders.ts';
import type { OrderEventRow } from './order-event.repository.ts';

/** The words of the sandbox, of Stripe (as adapters/stripe.ts reads them) and of the app's queries. */
const OUTCOME_WORDS = new Map<string, GatewayOutcome>([
  ['open', 'open'],
  ['pending', 'open'],
  ['paid', 'paid'],
  ['failed', 'failed'],
  ['canceled', 'cancelled'],
  ['cancelled', 'cancelled'],
  ['expired', 'expired'],
  ['refunded', 'refunded'],
  // Stripe's refund notifications: "charge.refunded: full", "charge.refunded: partial 100".
  ['full', 'refunded'],
  ['partial', 'partly_refunded'],
  // A query the gateway had no payment for.
  ['unknown', 'unknown'],
]);

const REPORTS = new Set(['query', 'notify', 'refund_notify', 'cancel']);

/**
 * The outcome a gateway's notification or a query's answer reports: its summary is a status
 * ("pending") or an event type and a status ("payment.updated: paid"); null for other kinds and
 * for words not known here (the console shows those as they are).
 */
export function gatewayOutcome(event: { kind: string; summary: string }): GatewayOutcome | null {
  if (!REPORTS.has(event.kind)) return null;
  const colon = event.summary.lastIndexOf(': ');
  const type = colon < 0 ? '' : event.summary.slice(0, colon);
  const [word = ''] = (colon < 0 ? event.summary : event.summary.slice(colon + 2)).trim().split(/\s+/);
  const outcome = OUTCOME_WORDS.get(word.toLowerCase()) ?? null;
  // A Checkout Session that lapsed unpaid: the app reads it as cancelled, Stripe says expired.
  return outcome === 'cancelled' && type.endsWith('.expired') ? 'expired' : outcome;
}

/** The event's kind; a gateway's reply stored as `refund_request` named as its reply now is. */
export function eventKind(event: { kind: string; source: string; answer: unknown }): string {
  if (event.kind !== 'refund_request' || event.source === 'console') return event.kind;
  const { answer } = event;
  const refused = typeof answer === 'object' && answer !== null && 'error' in answer;
  return refused ? 'refund_refused' : 'refund_accepted';
}

export function consoleEvent(e: OrderEventRow): OrderEvent {
  return {
    id: e.id,
    at: e.at.toISOString(),
    kind: eventKind(e),
    source: e.source,
    summary: e.summary,
    answer: e.answer,
    outcome: gatewayOutcome(e),
  };
}
