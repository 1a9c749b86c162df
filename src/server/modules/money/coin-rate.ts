/**
 * Plain prices (issue 19): what coins cost in money at the best rate on sale now, the coin pack
 * giving the most coins per cent (its gold and its bonus vouchers: both unlock episodes, and a
 * purchase bonus never lapses; decision 0040). Every pack sells in the one currency orders are
 * made in, whatever the channel, so the rate is the same for every viewer. Pure.
 */
import { GOODS_TYPE_COINS } from '#db/schema/wallet.ts';
import type { GoodsRow } from './goods.repository.ts';
import { onSaleAt } from './offer-cache.ts';

/** The currency every order is made in (pay.service.ts). */
export const ORDER_CURRENCY = 'USD';

export interface CoinRate {
  coins: number;
  cents: number;
  currency: string;
}

type Pack = Pick<GoodsRow, 'type' | 'priceCents' | 'gold' | 'bonus' | 'active' | 'saleFrom' | 'saleUntil'>;

/** The coin pack on sale at `at` with the most coins per cent (the cheaper one on a tie), or null. */
export function bestCoinRate(goods: readonly Pack[], at: number): CoinRate | null {
  let best: CoinRate | null = null;
  for (const g of goods) {
    const coins = g.gold + g.bonus;
    if (g.type !== GOODS_TYPE_COINS || coins <= 0 || g.priceCents <= 0 || !onSaleAt(g, at)) continue;
    // coins / cents > best.coins / best.cents, in integers.
    const better =
      !best ||
      coins * best.cents > best.coins * g.priceCents ||
      (coins * best.cents === best.coins * g.priceCents && g.priceCents < best.cents);
    if (better) best = { coins, cents: g.priceCents, currency: ORDER_CURRENCY };
  }
  return best;
}

/** `coins` in cents at `rate`, rounded up to a whole cent (never a price below the rate's). */
export function coinsToCents(coins: number, rate: CoinRate): number {
  return Math.ceil((coins * rate.cents) / rate.coins);
}
