import { describe, expect, it } from 'vitest';
import { DAY_MS, refundTake } from './refund.rule.ts';

const at = new Date('2026-11-26T10:00:00Z');
const order = { gold: 500, bonus: 50, vipDays: 0 };

describe('refundTake', () => {
  it('takes back only what is unspent, never below zero', () => {
    expect(refundTake(order, { gold: 300, lastingCoin: 0, vipUntil: null }, at)).toMatchObject({
      gold: 300,
      coin: 0,
      vipMs: 0,
    });
    expect(refundTake(order, { gold: 900, lastingCoin: 80, vipUntil: null }, at)).toMatchObject({
      gold: 500,
      coin: 50,
    });
    expect(refundTake(order, { gold: 0, lastingCoin: 20, vipUntil: null }, at)).toMatchObject({
      gold: 0,
      coin: 20,
    });
  });

  it('shortens VIP by its days or by what is left of it, whichever is less', () => {
    const vip = { gold: 0, bonus: 0, vipDays: 7 };
    const long = new Date(at.getTime() + 30 * DAY_MS);
    expect(refundTake(vip, { gold: 0, lastingCoin: 0, vipUntil: long }, at)).toEqual({
      gold: 0,
      coin: 0,
      vipMs: 7 * DAY_MS,
      vipUntil: new Date(at.getTime() + 23 * DAY_MS),
    });
    const short = new Date(at.getTime() + 2 * DAY_MS);
    expect(refundTake(vip, { gold: 0, lastingCoin: 0, vipUntil: short }, at)).toMatchObject({
      vipMs: 2 * DAY_MS,
      vipUntil: at,
    });
    const over = new Date(at.getTime() - DAY_MS);
    expect(refundTake(vip, { gold: 0, lastingCoin: 0, vipUntil: over }, at)).toMatchObject({
      vipMs: 0,
      vipUntil: over,
    });
  });
});
