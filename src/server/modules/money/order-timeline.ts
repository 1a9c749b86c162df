/**
 * The gateway timeline of an order (issue 18): what the app asked a gateway and what the
 * gateway said, recorded beside the payment and never in its way. A failed insert is logged
 * and swallowed, so a payment never fails or waits on its history; answers are stored without
 * the keys that name a secret or a signature.
 */
import type { OrderEventKind } from '#db/schema/order-events.ts';
import type { NewOrderEvent, OrderEventRepository } from './order-event.repository.ts';

/** Secrets, signatures and the payer's personal details never reach the timeline. */
const SECRET_KEY =
  /secret|signature|^sign$|token|password|card|^(last4|fingerprint)$|billing|email|phone|address|receipt/i;
const MAX_DEPTH = 6;
const MAX_KEYS = 60;
const MAX_STRING = 500;

/** A copy of a gateway's answer fit to keep: secrets and signatures out, long values cut. */
export function gatewayAnswer(value: unknown, depth = 0): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.slice(0, MAX_KEYS).map((v) => gatewayAnswer(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, MAX_KEYS)) {
    if (SECRET_KEY.test(key) || item === undefined || typeof item === 'function') continue;
    out[key] = gatewayAnswer(item, depth + 1);
  }
  return out;
}

export interface OrderEventInput {
  tradeNo: string;
  kind: OrderEventKind;
  /** Who spoke: sandbox, stripe, console, app. */
  source: string;
  summary: string;
  answer?: unknown;
  /** When it happened, where that is not now (a reply dated by the gateway's clock); ms. */
  at?: number;
}

/** The row an event is stored as: kept short, the answer without secrets. */
export function timelineRow(event: OrderEventInput, now: number): NewOrderEvent {
  return {
    tradeNo: event.tradeNo.slice(0, 64),
    kind: event.kind,
    source: event.source.slice(0, 40),
    summary: event.summary.slice(0, 200),
    answer: event.answer === undefined ? null : gatewayAnswer(event.answer),
    at: new Date(event.at ?? now),
  };
}

export function createOrderTimeline(deps: {
  events: () => OrderEventRepository;
  now: () => number;
  log: (fields: Record<string, unknown>, message: string) => void;
}) {
  return {
    /** Appends one event; never throws. */
    async record(event: OrderEventInput): Promise<void> {
      if (!event.tradeNo) return;
      try {
        await deps.events().append(timelineRow(event, deps.now()));
      } catch (error) {
        deps.log({ order: event.tradeNo, kind: event.kind, err: String(error) }, 'order event not recorded');
      }
    },
  };
}
export type OrderTimeline = ReturnType<typeof createOrderTimeline>;
