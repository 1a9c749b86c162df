/**
 * What the pay popup offers (issue 18), kept per process: the active packages (each filtered
 * by its sale window at the moment of the request) and the channels' settings. A console
 * write in this process drops it at once; other processes read again after
 * CATALOGUE_FRESHNESS.serverTtlMs on the app's clock (decision 0033's bound).
 */
import { createFreshCache } from '../../lib/fresh-cache.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import type { GoodsRow } from './goods.repository.ts';
import { channelSettings, PAY_CHANNELS_SETTING, type ChannelSetting } from './pay-channels.ts';

export interface Offers {
  goods: readonly GoodsRow[];
  channels: readonly ChannelSetting[];
}

/** Whether a package is on sale at `at` (active and inside its window). */
export function onSaleAt(g: Pick<GoodsRow, 'active' | 'saleFrom' | 'saleUntil'>, at: number): boolean {
  return (
    g.active &&
    (g.saleFrom === null || g.saleFrom.getTime() <= at) &&
    (g.saleUntil === null || g.saleUntil.getTime() > at)
  );
}

export function createOfferCache(deps: { uow: UnitOfWork; now: () => number }) {
  const cache = createFreshCache(async (): Promise<Offers> => {
    const [goods, channels] = await Promise.all([
      deps.uow.read.goods.active(),
      deps.uow.read.settings.get(PAY_CHANNELS_SETTING),
    ]);
    return { goods, channels: channelSettings(channels) };
  }, deps.now);
  return {
    current: (): Promise<Offers> => cache.get(),
    /** After a write in this process: the next request reads the database. */
    invalidate: (): void => cache.invalidate(),
  };
}
export type OfferCache = ReturnType<typeof createOfferCache>;
