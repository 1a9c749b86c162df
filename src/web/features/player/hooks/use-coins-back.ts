/**
 * The coins-back offer of one episode slot (decision 0041): once the source fails for good on
 * screen, the failure is reported (once per failure); when the server answers that the coins
 * may come back, the offer shows over the error; taking it returns them, says so, and
 * refreshes the drama's locks (the episode is locked again).
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MediaFailure } from '#web/components/hls-video/media-source.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { notify, notifyFailure } from '#web/lib/notify.ts';
import { reportPlaybackFailure } from '../api/report-playback-failure.ts';
import { returnCoins } from '../api/return-coins.ts';
import { refreshLocks } from '../api/unlock-episode.ts';

export interface CoinsBackAmount {
  gold: number;
  coin: number;
}

export function useCoinsBack(input: {
  active: boolean;
  dramaId: number;
  /** The episode whose source failed (null while none is pinned). */
  episodeId: number | null;
  failure: MediaFailure['kind'] | null;
  /** Where playback was when it failed (ms). */
  positionMs: () => number;
}) {
  const { active, dramaId, episodeId, failure } = input;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [offer, setOffer] = useState<(CoinsBackAmount & { episodeId: number }) | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });

  useEffect(() => {
    // 'unsupported' is the browser's, not the episode's: nothing to report.
    if (!active || episodeId === null || (failure !== 'network' && failure !== 'media')) return;
    let live = true;
    reportPlaybackFailure({ dramaId, episodeId, kind: failure, positionMs: latest.current.positionMs() })
      .then((data) => {
        if (live && data.returnable === 1) setOffer({ episodeId, gold: data.gold, coin: data.coin });
      })
      .catch(() => undefined);
    return () => {
      live = false;
      setOffer(null);
    };
  }, [active, dramaId, episodeId, failure]);

  const take = async (): Promise<void> => {
    if (!offer || busy) return;
    setBusy(true);
    try {
      await returnCoins(offer.episodeId);
      notify(t('player.coins_back_done'), { kind: 'success' });
      setOffer(null);
      await refreshLocks(queryClient, dramaId);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.kind === 'session-expired') return;
      notifyFailure(error);
      // Refused (711..715): the server's words, and the offer goes; unreachable: it stays.
      if (error.kind === 'business') setOffer(null);
    } finally {
      setBusy(false);
    }
  };

  return { offer: offer && offer.episodeId === episodeId ? offer : null, busy, take };
}
