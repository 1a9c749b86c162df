/**
 * Buying episodes with coins (DESIGN.md section 3, issue 5): the offers of the locked-episode
 * sheet, and the unlock itself. An unlock is one transaction: the unlock rows go in first
 * (the primary key makes a repeated or parallel request find them taken and charge nothing),
 * the order rule is checked against committed rows, and the wallet is debited vouchers first,
 * then gold; a short balance rolls everything back.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { episodes, unlocks } from '#db/schema/catalogue.ts';
import { discounted } from '#shared/contract/wallet-constants.ts';
import {
  UNLOCK_DISCOUNT_PERCENT,
  UNLOCK_NEXT_COUNT,
  UNLOCK_SCOPES,
  type AutoUnlockState,
  type UnlockData,
  type UnlockOffer,
  type UnlockQuoteData,
  type UnlockScope,
} from '#shared/contract/wallet.ts';
import { ApiError } from '../../api-error.ts';
import { createCatalogueRepository, type EpisodeRow } from '../catalogue/catalogue.repository.ts';
import { episodeStates, type EpisodeState } from '../catalogue/lock-rules.ts';
import { createWalletRepository, type Balances } from './wallet.repository.ts';

/** The locked episodes an offer covers, starting at `from` (in episode order). */
export function scopeEpisodes(
  states: readonly EpisodeState[],
  from: number,
  scope: UnlockScope,
): EpisodeState[] {
  const start = states.findIndex((s) => s.number === from);
  if (start < 0) return [];
  const locked = states.slice(start).filter((s) => s.locked === 1);
  if (scope === 'one') return locked.slice(0, 1).filter((s) => s.number === from);
  if (scope === 'next10') return locked.slice(0, UNLOCK_NEXT_COUNT);
  return locked;
}

function startOfUtcDay(nowMs: number): Date {
  const d = new Date(nowMs);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/**
 * The offers worth showing, in scope order (one, next10, rest): a batch only when it covers
 * more than one episode and more than the offer before it; when 'next10' and 'rest' cover the
 * same episodes (ten or fewer left), only the deeper discount.
 */
export function distinctOffers<O extends { scope: UnlockScope; count: number }>(offers: readonly O[]): O[] {
  const distinct: O[] = [];
  for (const o of offers) {
    const previous = distinct.at(-1);
    if (previous === undefined || (o.scope !== 'one' && o.count > 1 && o.count > previous.count)) {
      distinct.push(o);
    } else if (previous.scope !== 'one' && o.count === previous.count) {
      distinct[distinct.length - 1] = o;
    }
  }
  return distinct;
}

export function createUnlockService(deps: { db: Database; now: () => number }) {
  const { db, now } = deps;

  async function load(userId: number, episodeId: number) {
    const catalogue = createCatalogueRepository(db);
    const episode = await catalogue.episodeById(episodeId);
    if (!episode) throw new ApiError('recordNotFound');
    const [all, viewer, unlockedIds] = await Promise.all([
      catalogue.episodesOf(episode.dramaId),
      catalogue.viewer(userId),
      catalogue.unlockedIds(userId, episode.dramaId),
    ]);
    const isVip = (viewer.vipUntil?.getTime() ?? 0) > now();
    const states = episodeStates(
      all.map((e) => ({ id: e.id, number: e.number, durationMs: e.durationMs, price: e.price })),
      { freeEpisodes: episode.freeEpisodes, isVip, unlockedIds },
    );
    return { episode, all, states, isVip, balance: { gold: viewer.gold, coin: viewer.coin } };
  }

  async function autoState(userId: number): Promise<AutoUnlockState> {
    const wallet = createWalletRepository(db);
    const settings = await wallet.settings(userId);
    return {
      enabled: settings.autoUnlock ? 1 : 0,
      daily_cap: settings.dailyCap,
      spent_today: await wallet.spentSince(userId, 'auto_unlock', startOfUtcDay(now())),
    };
  }

  function offer(
    states: readonly EpisodeState[],
    from: number,
    scope: UnlockScope,
    balance: Balances,
  ): UnlockOffer {
    const covered = scopeEpisodes(states, from, scope);
    const listPrice = covered.reduce((sum, s) => sum + s.price, 0);
    const price = discounted(listPrice, scope);
    const fromCoin = Math.min(balance.coin, price);
    return {
      scope,
      count: covered.length,
      first_number: covered[0]?.number ?? 0,
      last_number: covered.at(-1)?.number ?? 0,
      list_price: listPrice,
      discount_percent: UNLOCK_DISCOUNT_PERCENT[scope],
      price,
      from_coin: fromCoin,
      from_gold: price - fromCoin,
      affordable: balance.coin + balance.gold >= price ? 1 : 0,
    };
  }

  return {
    async quote(userId: number, episodeId: number): Promise<UnlockQuoteData> {
      const { episode, states, balance } = await load(userId, episodeId);
      const state = states.find((s) => s.episode_id === episodeId);
      if (!state) throw new ApiError('recordNotFound');
      const blocker = states.find((s) => s.number < state.number && s.locked === 1);
      const offers =
        state.locked === 1 && state.can_unlock === 1
          ? UNLOCK_SCOPES.map((scope) => offer(states, state.number, scope, balance))
          : [];
      const distinct = distinctOffers(offers);
      return {
        drama_id: episode.dramaId,
        episode_id: episodeId,
        number: state.number,
        price: state.price,
        playable: state.locked === 1 ? 0 : 1,
        can_unlock: state.locked === 1 && state.can_unlock === 0 ? 0 : 1,
        blocked_by: state.locked === 1 && blocker ? blocker.number : 0,
        offers: distinct,
        balance,
        auto_unlock: await autoState(userId),
      };
    },

    async unlock(
      userId: number,
      request: { episode_id: number; scope: UnlockScope; auto: number },
    ): Promise<UnlockData> {
      const { episode, all, states, isVip, balance } = await load(userId, request.episode_id);
      const state = states.find((s) => s.episode_id === request.episode_id);
      if (!state) throw new ApiError('recordNotFound');
      const nothing = (b: Balances): UnlockData => ({
        unlocked_numbers: [],
        spent_coin: 0,
        spent_gold: 0,
        balance: b,
      });
      if (isVip || state.locked === 0) return nothing(balance);
      if (state.can_unlock === 0) throw new ApiError('unlockOrder');
      const scope: UnlockScope = request.auto === 1 ? 'one' : request.scope;
      const wanted = scopeEpisodes(states, state.number, scope);
      const byId = new Map<number, EpisodeRow>(all.map((e) => [e.id, e]));

      return db.transaction(async (tx) => {
        const wallet = createWalletRepository(tx);
        // Serialises this user's money: the cap and the balance are read under the lock.
        const locked = await wallet.lock(userId);
        const inserted = await tx
          .insert(unlocks)
          .values(wanted.map((s) => ({ userId, episodeId: s.episode_id })))
          .onConflictDoNothing()
          .returning({ episodeId: unlocks.episodeId });
        if (inserted.length === 0) return nothing(locked);
        const fresh = inserted
          .map((r) => byId.get(r.episodeId))
          .filter((e): e is EpisodeRow => e !== undefined)
          .sort((a, b) => a.number - b.number);
        const first = fresh[0];
        if (!first) return nothing(locked);

        // The order rule against what is committed now: every earlier paid episode unlocked.
        const [gap] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(episodes)
          .where(
            and(
              eq(episodes.dramaId, episode.dramaId),
              lt(episodes.number, first.number),
              sql`${episodes.number} > ${episode.freeEpisodes}`,
              notInArray(
                episodes.id,
                tx
                  .select({ id: unlocks.episodeId })
                  .from(unlocks)
                  .where(
                    and(
                      eq(unlocks.userId, userId),
                      inArray(
                        unlocks.episodeId,
                        all.map((e) => e.id),
                      ),
                    ),
                  ),
              ),
            ),
          );
        if ((gap?.n ?? 0) > 0) throw new ApiError('unlockOrder');

        const listPrice = fresh.reduce((sum, e) => sum + e.price, 0);
        const price = discounted(listPrice, scope);
        const reason = request.auto === 1 ? 'auto_unlock' : 'unlock';
        if (request.auto === 1) {
          const settings = await wallet.settings(userId);
          if (!settings.autoUnlock) throw new ApiError('autoUnlockOff');
          const spent = await wallet.spentSince(userId, 'auto_unlock', startOfUtcDay(now()));
          if (spent + price > settings.dailyCap) throw new ApiError('autoUnlockCap');
        }
        const last = fresh.at(-1) ?? first;
        // d<drama>:e<first>-<last>:<nonce> (the nonce keeps a re-bought episode distinct after
        // a guest account was merged away and used again).
        const reference = `d${episode.dramaId}:e${first.number}-${last.number}:${randomBytes(6).toString('hex')}`;
        const debit = await wallet.debit(userId, price, reason, reference, locked);
        if (!debit) throw new ApiError('insufficientBalance');
        return {
          unlocked_numbers: fresh.map((e) => e.number),
          spent_coin: debit.fromCoin,
          spent_gold: debit.fromGold,
          balance: debit.balance,
        };
      });
    },

    async setAutoUnlock(
      userId: number,
      enabled: boolean,
      dailyCap: number | undefined,
    ): Promise<AutoUnlockState> {
      await createWalletRepository(db).saveSettings(userId, enabled, dailyCap);
      return autoState(userId);
    },
  };
}
export type UnlockService = ReturnType<typeof createUnlockService>;
