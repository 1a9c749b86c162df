/**
 * The monthly top-up limit (issue 19, decision 0040): what the wallet shows and sets, and the
 * check every new order passes before it is written. The rules are topup-limit.rule.ts; the
 * time is the app's clock.
 */
import type { LanguageId } from '#shared/languages.ts';
import type { TopupLimitData } from '#shared/contract/topup-limit.ts';
import { ApiError } from '../../api-error.ts';
import { priceText } from '../../i18n/numbers.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import { ORDER_CURRENCY } from './coin-rate.ts';
import { overLimit, requestLimit, settled, type LimitState } from './topup-limit.rule.ts';
import { monthStart } from './utc-month.ts';

const unix = (date: Date): number => Math.floor(date.getTime() / 1000);

export function createTopupLimitService(deps: { uow: UnitOfWork; now: () => number }) {
  const { uow, now } = deps;

  function data(state: LimitState, usedCents: number, at: number): TopupLimitData {
    const { limitCents, pendingCents, pendingAt } = settled(state, at);
    return {
      limit_cents: limitCents,
      pending: pendingAt ? { limit_cents: pendingCents, applies_at: unix(pendingAt) } : null,
      used_cents: usedCents,
      left_cents: limitCents === null ? null : Math.max(0, limitCents - usedCents),
      currency: ORDER_CURRENCY,
      month_start: unix(monthStart(at)),
    };
  }

  async function read(userId: number, at: number): Promise<{ state: LimitState; usedCents: number }> {
    const [state, usedCents] = await Promise.all([
      uow.read.topupLimits.get(userId),
      uow.read.topupLimits.paidSince(userId, monthStart(at)),
    ]);
    return { state, usedCents };
  }

  return {
    async state(userId: number): Promise<TopupLimitData> {
      const at = now();
      const { state, usedCents } = await read(userId, at);
      return data(state, usedCents, at);
    },

    /** Sets (cents) or clears (null) the limit: tighter at once, looser after 24 hours. */
    async set(userId: number, requested: number | null): Promise<TopupLimitData> {
      const at = now();
      const next = await uow.run(async (tx) => {
        const state = requestLimit(await tx.topupLimits.get(userId), requested, at);
        await tx.topupLimits.save(userId, state, new Date(at));
        return state;
      });
      return data(next, await uow.read.topupLimits.paidSince(userId, monthStart(at)), at);
    },

    /** 809 when an order of `amountCents` would take this month's paid top-ups past the limit. */
    async check(userId: number, language: LanguageId, amountCents: number): Promise<void> {
      const at = now();
      const state = settled(await uow.read.topupLimits.get(userId), at);
      if (state.limitCents === null) return;
      const usedCents = await uow.read.topupLimits.paidSince(userId, monthStart(at));
      const over = overLimit(state.limitCents, usedCents, amountCents);
      if (!over) return;
      const money = (cents: number) => priceText(language, cents, ORDER_CURRENCY);
      throw new ApiError('topupLimitReached', {
        amount: money(amountCents),
        limit: money(over.limitCents),
        left: money(over.leftCents),
      }).withData({ limit_cents: over.limitCents, left_cents: over.leftCents, currency: ORDER_CURRENCY });
    },
  };
}
export type TopupLimitService = ReturnType<typeof createTopupLimitService>;
