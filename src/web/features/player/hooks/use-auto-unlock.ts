/**
 * The opt-in auto-unlock of the play page: the unlock quote of a locked episode (shared with
 * the locked sheet) says whether auto-unlock is on; if so, and the order rule allows it, the
 * episode is unlocked (auto=1) once and plays on. A refusal (daily cap 703, switched off 704,
 * balance 802, order 702) leaves the episode locked, says why in a toast, and the sheet shows.
 * After ten automatic unlocks in a row with no touch in between, it asks first (issue 19);
 * "stop" leaves the episode locked with its sheet, as a refusal does.
 *
 * Each automatic unlock is told by a notice on the player with what it cost, what auto-unlock
 * has spent today against its cap (as the sheet's switch row says it) and a way to turn
 * auto-unlock off (auto-unlock-notice.tsx): while it is on, the locked sheet with its switch is
 * never shown. Switching it on applies from the next locked episode on: an episode whose quote
 * arrived with auto-unlock off (the one whose sheet holds the switch) is never unlocked by it.
 */
import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EpisodeItem } from '#shared/contract/catalogue.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { confirmDialog } from '#web/lib/confirm.ts';
import { notify } from '#web/lib/notify.ts';
import { useUnlockQuote } from '../api/get-unlock-quote.ts';
import { refreshLocks, unlockEpisode } from '../api/unlock-episode.ts';
import { AUTO_UNLOCK_STREAK, autoUnlockStreak } from '../utils/auto-unlock-streak.ts';

/** One automatic unlock, as the player's notice tells it. */
export interface AutoUnlockNotice {
  /** Tells two notices apart (a new one restarts the notice's time on screen). */
  key: number;
  number: number;
  /** Coins charged (vouchers and gold together); 0 when it already was unlocked. */
  price: number;
  /** Today's cap, and what auto-unlock has spent today with this unlock, as the sheet says them. */
  dailyCap: number;
  spentToday: number;
}

/** The episode, and what the notice needs from the quote the automatic unlock went by. */
interface UnlockVariables {
  id: number;
  dailyCap: number;
  spentBefore: number;
}

let noticeKey = 0;

export function useAutoUnlock(input: {
  dramaId: number;
  episodes: readonly EpisodeItem[];
  episodeId: number;
  locked: boolean;
}) {
  const { dramaId, episodes, episodeId, locked } = input;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const quote = useUnlockQuote(episodeId, locked);
  const [notice, setNotice] = useState<AutoUnlockNotice | null>(null);
  const dismissNotice = useCallback(() => setNotice(null), []);
  const mutation = useMutation({
    mutationFn: ({ id }: UnlockVariables) => unlockEpisode(id, 'one', { auto: true }),
    onSuccess: (data, { id, dailyCap, spentBefore }) => {
      autoUnlockStreak.counted();
      const number = episodes.find((e) => e.episode_id === id)?.number ?? 0;
      const price = data.spent_coin + data.spent_gold;
      noticeKey += 1;
      setNotice({ key: noticeKey, number, price, dailyCap, spentToday: spentBefore + price });
      return refreshLocks(queryClient, dramaId);
    },
    // Why the episode stayed locked (balance short, today's cap reached): said once, then the
    // sheet shows its price and the way to top up.
    onError: (error) => {
      if (error instanceof ApiRequestError && error.kind === 'business' && error.msg !== '') {
        notify(error.msg);
      }
    },
  });
  const [tried] = useState(() => new Set<number>());
  /**
   * The episodes whose "still watching?" question is open: their sheet waits (opened later, it
   * would cover the question). Kept with `tried`; the answer renders again.
   */
  const [asking] = useState(() => new Set<number>());
  const [, setAnswers] = useState(0);
  useEffect(() => autoUnlockStreak.watch(), []);
  const data = quote.data;
  const eligible =
    locked &&
    data !== undefined &&
    data.episode_id === episodeId &&
    data.playable === 0 &&
    data.can_unlock === 1 &&
    data.auto_unlock.enabled === 1;
  // This episode's quote, fresh, says auto-unlock is off: switching it on in its sheet must not
  // charge it (the switch's answer is written into this very quote).
  const offForThis =
    locked &&
    data !== undefined &&
    data.episode_id === episodeId &&
    data.auto_unlock.enabled === 0 &&
    quote.isFetching !== true;
  const dailyCap = data?.auto_unlock.daily_cap ?? 0;
  const spentBefore = data?.auto_unlock.spent_today ?? 0;
  useEffect(() => {
    if (offForThis) tried.add(episodeId);
    if (!eligible || tried.has(episodeId)) return;
    tried.add(episodeId);
    const variables: UnlockVariables = { id: episodeId, dailyCap, spentBefore };
    if (!autoUnlockStreak.mustAsk()) {
      mutation.mutate(variables);
      return;
    }
    // The sheet waits for the answer: "stop" leaves the viewer on it.
    asking.add(episodeId);
    void confirmDialog({
      title: t('unlock.auto_ask_title'),
      content: t('unlock.auto_ask_text', { count: AUTO_UNLOCK_STREAK }),
      confirmText: t('unlock.auto_ask_continue'),
      cancelText: t('unlock.auto_ask_stop'),
    }).then((keepGoing) => {
      asking.delete(variables.id);
      setAnswers((n) => n + 1);
      if (!keepGoing) return;
      autoUnlockStreak.reset();
      mutation.mutate(variables);
    });
  }, [eligible, offForThis, tried, asking, episodeId, dailyCap, spentBefore, mutation, t]);
  return {
    quote,
    /**
     * An automatic unlock of this episode is about to run, waits for the viewer's answer or is
     * running: hold the sheet back.
     */
    unlocking:
      (mutation.isPending && mutation.variables.id === episodeId) ||
      (eligible && !tried.has(episodeId)) ||
      asking.has(episodeId),
    /** The last automatic unlock, for the player's notice (null once dismissed). */
    notice,
    dismissNotice,
  };
}
