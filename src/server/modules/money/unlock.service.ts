/**
 * Buying episodes with coins (DESIGN.md section 3, issues 5 and 14): the offers of the
 * locked-episode sheet, and the unlock itself. The server alone sets the price: an unlock
 * takes the user's wallet lock (every money change of a user waits for it), reads the
 * episodes' states under it and charges the offer the quote of that very state shows for the
 * episodes it unlocks, whatever the client sent. A request whose episode is already open (a
 * repeat, a parallel tab) unlocks and charges nothing; a short balance rolls everything back.
 */
import { randomBytes } from 'node:crypto';
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
import type { Repositories, UnitOfWork } from '../../unit-of-work.ts';
import { episodeStates, isVip as vipAt, type EpisodeState } from './entitlement.ts';
import type { Balances } from './wallet.repository.ts';
import { recordNothing, type EventInput, type RecordEvent } from '../events/event-recorder.ts';

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

const DAY_S = 24 * 60 * 60;

/** Auto-unlock's day (its cap and "spent today") is a UTC day; the answer says when it ends. */
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

/** What an offer costs for the locked episodes it covers from `from` (vouchers spent first). */
export function offer(
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

/** The offers the locked-episode sheet shows for episode number `from` (none when it is open). */
export function quoteOffers(states: readonly EpisodeState[], from: number, balance: Balances): UnlockOffer[] {
  const state = states.find((s) => s.number === from);
  if (!state || state.locked === 0 || state.can_unlock === 0) return [];
  return distinctOffers(UNLOCK_SCOPES.map((scope) => offer(states, from, scope, balance)));
}

/**
 * The offer an unlock request is charged: the one the quote of the same state shows for the
 * episodes the requested scope covers. A scope the quote does not show costs what the quote
 * asks for those episodes ('rest' with one episode left is 'one', undiscounted; 'next10' with
 * ten or fewer left is 'rest'), never less. undefined when the episode cannot be unlocked.
 */
export function chargedOffer(
  states: readonly EpisodeState[],
  from: number,
  scope: UnlockScope,
  balance: Balances,
): UnlockOffer | undefined {
  const count = scopeEpisodes(states, from, scope).length;
  return quoteOffers(states, from, balance).find((o) => o.count === count);
}

/** Thrown inside an unlock's transaction to roll it back when another writer got there first. */
class RaceLost extends Error {}

export function createUnlockService(deps: {
  uow: UnitOfWork;
  now: () => number;
  /** Viewer events (decision 0038): an unlock that opened episodes, once committed. */
  recordEvent?: RecordEvent;
}) {
  const { uow, now } = deps;
  const recordEvent = deps.recordEvent ?? recordNothing;

  /**
   * The episode's drama as this user sees it, read through `repos` (a transaction's, under
   * the wallet lock whose `balance` it read, or the database's for a quote).
   */
  async function load(
    repos: Pick<Repositories, 'catalogue' | 'vip' | 'unlocks'>,
    userId: number,
    episodeId: number,
  ) {
    const episode = await repos.catalogue.episodeById(episodeId);
    if (!episode) throw new ApiError('recordNotFound');
    const [all, standing, unlockedIds] = await Promise.all([
      repos.catalogue.episodesOf(episode.dramaId),
      repos.vip.standing(userId),
      repos.unlocks.openIn(userId, episode.dramaId),
    ]);
    const isVip = vipAt(standing?.vipUntil, now());
    const states = episodeStates(
      all.map((e) => ({ id: e.id, number: e.number, durationMs: e.durationMs, price: e.price })),
      { freeEpisodes: episode.freeEpisodes, isVip, unlockedIds },
    );
    const state = states.find((s) => s.episode_id === episodeId);
    if (!state) throw new ApiError('recordNotFound');
    return { episode, state, states, isVip };
  }

  async function autoState(userId: number): Promise<AutoUnlockState> {
    const { wallet } = uow.read;
    const settings = await wallet.settings(userId);
    const dayStart = startOfUtcDay(now());
    return {
      enabled: settings.autoUnlock ? 1 : 0,
      daily_cap: settings.dailyCap,
      spent_today: await uow.read.ledger.spentSince(userId, 'auto_unlock', dayStart),
      resets_at: dayStart.getTime() / 1000 + DAY_S,
    };
  }

  return {
    async quote(userId: number, episodeId: number): Promise<UnlockQuoteData> {
      const [{ episode, state, states }, balance] = await Promise.all([
        load(uow.read, userId, episodeId),
        uow.read.wallet.balances(userId, new Date(now())),
      ]);
      const blocker = states.find((s) => s.number < state.number && s.locked === 1);
      return {
        drama_id: episode.dramaId,
        episode_id: episodeId,
        number: state.number,
        price: state.price,
        playable: state.locked === 1 ? 0 : 1,
        can_unlock: state.locked === 1 && state.can_unlock === 0 ? 0 : 1,
        blocked_by: state.locked === 1 && blocker ? blocker.number : 0,
        offers: quoteOffers(states, state.number, balance),
        balance,
        auto_unlock: await autoState(userId),
      };
    },

    async unlock(
      userId: number,
      request: { episode_id: number; scope: UnlockScope; auto: number },
    ): Promise<UnlockData> {
      const nothing = (b: Balances): UnlockData => ({
        unlocked_numbers: [],
        spent_coin: 0,
        spent_gold: 0,
        balance: b,
      });
      let event: EventInput | undefined;
      try {
        const data = await uow.run(async (tx) => {
          const { wallet } = tx;
          // Serialises this user's money: the states, the cap and the balance are read under it.
          const locked = await wallet.lock(userId, new Date(now()));
          const { episode, state, states, isVip } = await load(tx, userId, request.episode_id);
          if (isVip || state.locked === 0) return nothing(locked);
          if (state.can_unlock === 0) throw new ApiError('unlockOrder');
          // An automatic unlock is always 'one' (the contract refuses it with another scope).
          const charged = chargedOffer(states, state.number, request.scope, locked);
          if (!charged) throw new ApiError('unlockOrder');
          const covered = scopeEpisodes(states, state.number, charged.scope);
          const opened = await tx.unlocks.open(
            userId,
            covered.map((s) => s.episode_id),
          );
          // Only an account merge moving unlocks in writes them without this lock: then the
          // episodes asked for are partly open already, and this request charges nothing.
          if (opened !== covered.length) throw new RaceLost();

          const reason = request.auto === 1 ? 'auto_unlock' : 'unlock';
          if (request.auto === 1) {
            const settings = await wallet.settings(userId);
            if (!settings.autoUnlock) throw new ApiError('autoUnlockOff');
            const spent = await tx.ledger.spentSince(userId, 'auto_unlock', startOfUtcDay(now()));
            if (spent + charged.price > settings.dailyCap) throw new ApiError('autoUnlockCap');
          }
          // d<drama>:e<first>-<last>:<nonce> (the nonce keeps a re-bought episode distinct after
          // a guest account was merged away and used again).
          const reference = `d${episode.dramaId}:e${charged.first_number}-${charged.last_number}:${randomBytes(6).toString('hex')}`;
          const debit = await wallet.debit(
            userId,
            charged.price,
            {
              reason,
              reference,
              at: new Date(now()),
              dramaId: episode.dramaId,
              episodeFrom: charged.first_number,
              episodeTo: charged.last_number,
            },
            locked,
          );
          if (!debit) throw new ApiError('insufficientBalance');
          event = {
            kind: 'unlock',
            userId,
            dramaId: episode.dramaId,
            episode: charged.first_number,
            value: charged.last_number - charged.first_number + 1,
            extra: { coin: debit.fromCoin, gold: debit.fromGold },
          };
          return {
            unlocked_numbers: covered.map((s) => s.number),
            spent_coin: debit.fromCoin,
            spent_gold: debit.fromGold,
            balance: debit.balance,
          };
        });
        if (event) recordEvent(event);
        return data;
      } catch (error) {
        if (error instanceof RaceLost)
          return nothing(await uow.read.wallet.balances(userId, new Date(now())));
        throw error;
      }
    },

    async setAutoUnlock(
      userId: number,
      enabled: boolean,
      dailyCap: number | undefined,
    ): Promise<AutoUnlockState> {
      await uow.read.wallet.saveSettings(userId, enabled, dailyCap);
      return autoState(userId);
    },
  };
}
export type UnlockService = ReturnType<typeof createUnlockService>;
