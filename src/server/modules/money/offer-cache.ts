/**
 * What the pay popup offers (issue 18), kept per process: the active packages (each filtered
 * by its sale window at the moment of the request) and the channels' settings. A console
 * write in this process drops it at once; other processes read again after
 * CATALOGUE_FRESHNESS.serverTtlMs on the app's clock (decision 0033's bound).
 */
import { CATALOGUE_FRESHNESS } from '#shared/constants.ts';
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

export function createOfferCache(deps: { uow: UnitOfWork; now: () => number; ttlMs?: number }) {
  const ttlMs = deps.ttlMs ?? CATALOGUE_FRESHNESS.serverTtlMs;
  let generation = 0;
  let entry: { at: number; generation: number; value: Promise<Offers> } | undefined;

  async function load(): Promise<Offers> {
    const [goods, channels] = await Promise.all([
      deps.uow.read.goods.active(),
      deps.uow.read.settings.get(PAY_CHANNELS_SETTING),
    ]);
    return { goods, channels: channelSettings(channels) };
  }

  return {
    current(): Promise<Offers> {
      const at = deps.now();
      if (!entry || entry.generation !== generation || at - entry.at >= ttlMs || at < entry.at) {
        const value = load();
        const mine = { at, generation, value };
        entry = mine;
        value.catch(() => {
          if (entry === mine) entry = undefined;
        });
      }
      return entry.value;
    },
    /** After a write in this process: the next request reads the database. */
    invalidate(): void {
      generation += 1;
    },
  };
}
export type OfferCache = ReturnType<typeof createOfferCache>;
