import { describe, expect, it } from 'vitest';
import { LIMIT_RAISE_DELAY_MS, NO_LIMIT, overLimit, requestLimit, settled } from './topup-limit.rule.ts';
import { monthStart } from './utc-month.ts';

const now = Date.UTC(2026, 4, 20, 12);

describe('requestLimit', () => {
  it('sets a first limit and lowers one at once, dropping what was pending', () => {
    const first = requestLimit(NO_LIMIT, 5000, now);
    expect(first).toEqual({ limitCents: 5000, pendingCents: null, pendingAt: null });
    const raised = requestLimit(first, 9000, now);
    expect(requestLimit(raised, 2000, now + 1)).toEqual({
      limitCents: 2000,
      pendingCents: null,
      pendingAt: null,
    });
  });

  it('raises or clears only after 24 hours; a second change replaces the pending one', () => {
    const state = requestLimit(NO_LIMIT, 5000, now);
    const raised = requestLimit(state, 9000, now);
    expect(raised).toEqual({
      limitCents: 5000,
      pendingCents: 9000,
      pendingAt: new Date(now + LIMIT_RAISE_DELAY_MS),
    });
    const cleared = requestLimit(raised, null, now + 1000);
    expect(cleared).toEqual({
      limitCents: 5000,
      pendingCents: null,
      pendingAt: new Date(now + 1000 + LIMIT_RAISE_DELAY_MS),
    });
    expect(settled(cleared, now + 1000 + LIMIT_RAISE_DELAY_MS - 1).limitCents).toBe(5000);
    expect(settled(cleared, now + 1000 + LIMIT_RAISE_DELAY_MS)).toEqual(NO_LIMIT);
  });

  it('takes a due pending value as the limit before comparing', () => {
    const raised = requestLimit(requestLimit(NO_LIMIT, 5000, now), 9000, now);
    const later = now + LIMIT_RAISE_DELAY_MS;
    // 7000 is below the 9000 now in force: a lowering, at once.
    expect(requestLimit(raised, 7000, later)).toEqual({
      limitCents: 7000,
      pendingCents: null,
      pendingAt: null,
    });
  });

  it('clearing with no limit changes nothing', () => {
    expect(requestLimit(NO_LIMIT, null, now)).toEqual(NO_LIMIT);
  });
});

describe('monthStart and overLimit', () => {
  it('counts the calendar month in UTC', () => {
    expect(monthStart(Date.UTC(2026, 0, 31, 23, 59))).toEqual(new Date(Date.UTC(2026, 0, 1)));
    expect(monthStart(Date.UTC(2026, 1, 1))).toEqual(new Date(Date.UTC(2026, 1, 1)));
  });

  it('refuses a top-up that goes past the limit, saying what is left', () => {
    expect(overLimit(null, 100_000, 9999)).toBeNull();
    expect(overLimit(5000, 1000, 4000)).toBeNull();
    expect(overLimit(5000, 1000, 4001)).toEqual({ limitCents: 5000, leftCents: 4000 });
    expect(overLimit(5000, 6000, 1)).toEqual({ limitCents: 5000, leftCents: 0 });
  });
});
