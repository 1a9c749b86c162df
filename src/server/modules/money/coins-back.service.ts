/**
 * Coins back when playback fails (issue 19, decision 0041). The player reports a fatal media
 * or network failure; the viewer may then take back what the episode cost, once per episode,
 * within COINS_BACK_WINDOW_H hours of the unlock, while the server's own progress records
 * show under COINS_BACK_WATCHED_MAX_MS watched, at most COINS_BACK_MONTHLY_MAX times a
 * calendar month. The coins go back to the balances they came from (one 'playback_refund'
 * ledger row per balance) and the unlock is withdrawn, all in one transaction under the
 * user's wallet lock.
 */
import type { CoinsBackData, PlaybackFailureData, PlaybackFailureKind } from '#shared/contract/coins-back.ts';
import { ApiError } from '../../api-error.ts';
import type { Repositories, UnitOfWork } from '../../unit-of-work.ts';
import type { ProgressBuffer } from '../catalogue/progress-buffer.ts';
import { refusalOf, shareOf, type CoinsBackFacts } from './coins-back.rule.ts';
import { monthStart } from './utc-month.ts';

type Repos = Pick<Repositories, 'catalogue' | 'coinsBack' | 'unlocks' | 'activity'>;

export function createCoinsBackService(deps: {
  uow: UnitOfWork;
  now: () => number;
  /** The buffered playback positions: a user's pending ones are written before the rules read them. */
  progress: Pick<ProgressBuffer, 'settle'>;
}) {
  const { uow, now, progress } = deps;

  async function episodeOf(repos: Repos, episodeId: number) {
    const episode = await repos.catalogue.episodeById(episodeId);
    if (!episode) throw new ApiError('recordNotFound');
    return episode;
  }

  /** Everything the rule needs, read through `repos` (a transaction's, under the wallet lock). */
  async function factsOf(repos: Repos, userId: number, episodeId: number) {
    const episode = await episodeOf(repos, episodeId);
    const at = now();
    const [returned, unlocked, debit, history, returnsThisMonth] = await Promise.all([
      repos.coinsBack.returned(userId, episodeId),
      repos.unlocks.isOpen(userId, episodeId),
      repos.coinsBack.paidDebit(userId, episode.dramaId, episode.number),
      repos.activity.history(userId, episode.dramaId),
      repos.coinsBack.returnsSince(userId, monthStart(at)),
    ]);
    const failure = debit
      ? await repos.coinsBack.failureBetween(userId, episodeId, debit.at, new Date(at))
      : undefined;
    const facts: CoinsBackFacts = {
      returned,
      unlocked,
      debit,
      failureReported: failure !== undefined,
      // One row per drama: the place reached in the episode the viewer is on.
      watchedMs: history && history.episodeNumber === episode.number ? history.positionMs : 0,
      durationMs: episode.durationMs,
      returnsThisMonth,
      nowMs: at,
    };
    return { episode, facts, failure };
  }

  return {
    /** Records a failure; says what a return would give now (returnable 0: nothing is offered). */
    async report(
      userId: number,
      request: { drama_id: number; episode_id: number; kind: PlaybackFailureKind; position_ms: number },
    ): Promise<PlaybackFailureData> {
      const episode = await episodeOf(uow.read, request.episode_id);
      if (episode.dramaId !== request.drama_id) throw new ApiError('recordNotFound');
      await uow.read.coinsBack.recordFailure({
        userId,
        episodeId: episode.id,
        kind: request.kind,
        positionMs: Math.min(request.position_ms, episode.durationMs),
        at: new Date(now()),
      });
      await progress.settle(userId);
      const { facts } = await factsOf(uow.read, userId, episode.id);
      if (refusalOf(facts) || !facts.debit) return { returnable: 0, coin: 0, gold: 0 };
      return { returnable: 1, ...shareOf(facts.debit) };
    },

    async giveBack(userId: number, episodeId: number): Promise<CoinsBackData> {
      // A position this process acknowledged but has not written yet counts too.
      await progress.settle(userId);
      return uow.run(async (tx) => {
        const at = new Date(now());
        // Serialises this user's money: a second return waits here, then finds the first.
        const locked = await tx.wallet.lock(userId, at);
        const { episode, facts, failure } = await factsOf(tx, userId, episodeId);
        const refusal = refusalOf(facts);
        if (refusal) throw new ApiError(refusal.error, refusal.params, refusal.messageKey);
        if (!facts.debit || !failure) throw new ApiError('coinsBackNoFailure');
        const share = shareOf(facts.debit);
        const saved = await tx.coinsBack.save({ userId, episodeId, ...share, failureId: failure.id, at });
        if (!saved) throw new ApiError('coinsBackDone');
        const entry = {
          reason: 'playback_refund' as const,
          reference: `u${userId}:e${episodeId}`,
          at,
          dramaId: episode.dramaId,
          episodeFrom: episode.number,
          episodeTo: episode.number,
        };
        // Back to where they came from; returned vouchers never lapse (decision 0041).
        const balance = { ...locked };
        if (share.coin > 0)
          balance.coin = await tx.wallet.credit(userId, { ...entry, asset: 'coin', delta: share.coin });
        if (share.gold > 0)
          balance.gold = await tx.wallet.credit(userId, { ...entry, asset: 'gold', delta: share.gold });
        // Paid for nothing, so bought nothing: watching it later is a new unlock.
        await tx.unlocks.close(userId, episodeId);
        return { ...share, balance };
      });
    },
  };
}
export type CoinsBackService = ReturnType<typeof createCoinsBackService>;
