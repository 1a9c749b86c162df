/**
 * The opt-in auto-unlock of the play page: the unlock quote of a locked episode (shared with
 * the locked sheet) says whether auto-unlock is on; if so, and the order rule allows it, the
 * episode is unlocked (auto=1) once and plays on. A refusal (daily cap 703, switched off 704,
 * balance 802, order 702) leaves the episode locked, says why in a toast, and the sheet shows.
 * After ten automatic unlocks in a row with no touch in between, it asks first (issue 19);
 * "stop" leaves the episode locked with its sheet, as a refusal does.
 */
import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EpisodeItem } from '#shared/contract/catalogue.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { confirmDialog } from '#web/lib/confirm.ts';
import { notify } from '#web/lib/notify.ts';
import { useUnlockQuote } from '../api/get-unlock-quote.ts';
import { refreshLocks, unlockEpisode } from '../api/unlock-episode.ts';
import { AUTO_UNLOCK_STREAK, autoUnlockStreak } from '../utils/auto-unlock-streak.ts';

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
  const mutation = useMutation({
    mutationFn: (id: number) => unlockEpisode(id, 'one', { auto: true }),
    onSuccess: (_data, id) => {
      autoUnlockStreak.counted();
      const number = episodes.find((e) => e.episode_id === id)?.number ?? 0;
      notify(t('unlock.auto_done', { number }), { kind: 'success' });
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
  useEffect(() => autoUnlockStreak.watch(), []);
  const data = quote.data;
  const eligible =
    locked &&
    data !== undefined &&
    data.episode_id === episodeId &&
    data.playable === 0 &&
    data.can_unlock === 1 &&
    data.auto_unlock.enabled === 1;
  useEffect(() => {
    if (!eligible || tried.has(episodeId)) return;
    tried.add(episodeId);
    if (!autoUnlockStreak.mustAsk()) {
      mutation.mutate(episodeId);
      return;
    }
    // The question shows over the locked sheet: "stop" leaves the viewer right there.
    void confirmDialog({
      title: t('unlock.auto_ask_title'),
      content: t('unlock.auto_ask_text', { count: AUTO_UNLOCK_STREAK }),
      confirmText: t('unlock.auto_ask_continue'),
      cancelText: t('unlock.auto_ask_stop'),
    }).then((keepGoing) => {
      if (!keepGoing) return;
      autoUnlockStreak.reset();
      mutation.mutate(episodeId);
    });
  }, [eligible, tried, episodeId, mutation, t]);
  return {
    quote,
    /** An automatic unlock of this episode is about to run or running: hold the sheet back. */
    unlocking:
      (mutation.isPending && mutation.variables === episodeId) || (eligible && !tried.has(episodeId)),
  };
}
