/**
 * Whether an episode's coins may come back after a failed playback (decision 0041), as a pure
 * function of what the server knows, and what would come back. The service gathers the facts
 * under the user's wallet lock and applies this.
 */
import { COINS_BACK_MONTHLY_MAX, COINS_BACK_WATCHED_MAX_MS, COINS_BACK_WINDOW_H } from '#shared/constants.ts';
import type { ApiErrorName } from '#shared/api-codes.ts';
import type { PaidDebit } from './coins-back.repository.ts';

export interface CoinsBackFacts {
  /** A return was made for this user and episode already. */
  returned: boolean;
  /** The user's unlock of the episode is still there (a withdrawn one has nothing to return). */
  unlocked: boolean;
  /** The debit that paid for it (undefined: free, VIP, merged in, or never bought). */
  debit: PaidDebit | undefined;
  /** A failure of this episode reported by this user since the debit. */
  failureReported: boolean;
  /** What the server's progress records say was watched of the episode (ms). */
  watchedMs: number;
  /** The episode's length (ms): a shorter one watched to its end counts as watched. */
  durationMs: number;
  /** Returns this user had this calendar month (UTC). */
  returnsThisMonth: number;
  nowMs: number;
}

export interface Refusal {
  error: ApiErrorName;
  /** A message other than the code's own (the code's own when absent). */
  messageKey?: 'coins_back_not_paid';
  /** The numbers its message names. */
  params?: Record<string, number>;
}

/** What comes back of one episode's debit: each balance its own share (rounded down). */
export function shareOf(debit: PaidDebit): { coin: number; gold: number } {
  return { coin: Math.floor(debit.coin / debit.episodes), gold: Math.floor(debit.gold / debit.episodes) };
}

/** Watched this long (ms), an episode's coins stay spent: 10 s, or the whole of a shorter one. */
export function watchedLimit(durationMs: number): number {
  return durationMs > 0 ? Math.min(COINS_BACK_WATCHED_MAX_MS, durationMs) : COINS_BACK_WATCHED_MAX_MS;
}

/** The window's end: the unlock's time plus COINS_BACK_WINDOW_H hours. */
export function windowEnd(debit: PaidDebit): number {
  return debit.at.getTime() + COINS_BACK_WINDOW_H * 3600_000;
}

/** Why the coins may not come back, in the order a viewer would want to hear it; undefined: they may. */
export function refusalOf(facts: CoinsBackFacts): Refusal | undefined {
  if (facts.returned) return { error: 'coinsBackDone' };
  const { debit } = facts;
  if (!facts.unlocked || !debit) return { error: 'coinsBackNoFailure', messageKey: 'coins_back_not_paid' };
  const share = shareOf(debit);
  if (share.coin + share.gold <= 0) return { error: 'coinsBackNoFailure', messageKey: 'coins_back_not_paid' };
  if (facts.nowMs > windowEnd(debit))
    return { error: 'coinsBackExpired', params: { hours: COINS_BACK_WINDOW_H } };
  if (!facts.failureReported) return { error: 'coinsBackNoFailure' };
  if (facts.watchedMs >= watchedLimit(facts.durationMs))
    return { error: 'coinsBackWatched', params: { seconds: COINS_BACK_WATCHED_MAX_MS / 1000 } };
  if (facts.returnsThisMonth >= COINS_BACK_MONTHLY_MAX)
    return { error: 'coinsBackMonthly', params: { max: COINS_BACK_MONTHLY_MAX } };
  return undefined;
}
