import { describe, expect, it } from 'vitest';
import { consoleEvent, eventKind, gatewayOutcome } from './order-event-view.ts';

const outcome = (kind: string, summary: string) => gatewayOutcome({ kind, summary });

describe('gatewayOutcome', () => {
  it('reads the outcome of queries and notifications, from the sandbox, Stripe and the app', () => {
    expect(outcome('query', 'pending')).toBe('open');
    expect(outcome('query', 'paid')).toBe('paid');
    expect(outcome('query', 'cancelled')).toBe('cancelled');
    expect(outcome('query', 'unknown')).toBe('unknown');
    expect(outcome('notify', 'payment.updated: paid')).toBe('paid');
    expect(outcome('notify', 'payment.updated: open')).toBe('open');
    expect(outcome('notify', 'payment.updated: canceled')).toBe('cancelled');
    expect(outcome('notify', 'payment.updated: expired')).toBe('expired');
    expect(outcome('notify', 'payment.updated: failed')).toBe('failed');
    expect(outcome('refund_notify', 'payment.refunded: refunded')).toBe('refunded');
    expect(outcome('notify', 'checkout.session.completed: paid')).toBe('paid');
    expect(outcome('notify', 'checkout.session.async_payment_failed: failed')).toBe('failed');
    // Stripe's lapsed session: the app reads it as cancelled, the event says it expired.
    expect(outcome('notify', 'checkout.session.expired: cancelled')).toBe('expired');
    expect(outcome('refund_notify', 'charge.refunded: full')).toBe('refunded');
    expect(outcome('refund_notify', 'charge.refunded: partial 100')).toBe('partly_refunded');
  });

  it('leaves other kinds and words it does not know to be shown as they are', () => {
    expect(outcome('notify', 'payment.updated: disputed')).toBeNull();
    expect(outcome('query', '')).toBeNull();
    expect(outcome('redirect', 'sp_0123')).toBeNull();
    expect(outcome('created', 'sandbox')).toBeNull();
    expect(outcome('refund_accepted', 're_0123')).toBeNull();
  });
});

describe('eventKind', () => {
  it("names a gateway's reply to a refund request as a reply, also when stored as a request", () => {
    expect(eventKind({ kind: 'refund_request', source: 'console', answer: null })).toBe('refund_request');
    expect(eventKind({ kind: 'refund_request', source: 'sandbox', answer: { ref: 're_1' } })).toBe(
      'refund_accepted',
    );
    expect(eventKind({ kind: 'refund_request', source: 'stripe', answer: { error: 'no' } })).toBe(
      'refund_refused',
    );
    expect(eventKind({ kind: 'refund_accepted', source: 'sandbox', answer: { ref: 're_1' } })).toBe(
      'refund_accepted',
    );
    expect(eventKind({ kind: 'notify', source: 'sandbox', answer: {} })).toBe('notify');
  });

  it('keeps the wire fields and adds the outcome', () => {
    const at = new Date('2026-11-26T09:00:00.000Z');
    const row = {
      id: 4,
      tradeNo: 'T1',
      at,
      kind: 'query' as const,
      source: 'sandbox',
      summary: 'pending',
      answer: { status: 'pending' },
    };
    expect(consoleEvent(row)).toEqual({
      id: 4,
      at: at.toISOString(),
      kind: 'query',
      source: 'sandbox',
      summary: 'pending',
      answer: { status: 'pending' },
      outcome: 'open',
    });
  });
});
