/**
 * The head start of a tap on a drama (lib/play-warmup.ts): while the play page's code runs,
 *   - on press (finger down, maybe only a scroll): hls.js compiles and POST /video/detail
 *     starts, a read without side effects, then the playlists and init segment of the
 *     detail's signed start episode (decision 0046);
 *   - on open (the tap itself): once the detail is in, the first media files of the episode
 *     the page will open at into the browser's cache (warm-media.ts), from the detail's signed
 *     start episode when it names that one (decision 0046), and POST /video/episode for it
 *     (which records it in the history, as opening the page does).
 * The media files come all at once when the answer names them (`start_files`, decision 0049).
 * The page then finds both answers in the query cache and attaches the video at once.
 */
import { resumeSeconds } from '#shared/watch-position.ts';
import { preloadHls } from '#web/components/hls-video/media-source.ts';
import { warmMedia } from '#web/components/hls-video/warm-media.ts';
import type { PlayWarmStage } from '#web/lib/play-warmup.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import { startEpisode, startPlayOf } from '../utils/playback.ts';
import { resumeStore } from '../utils/resume-store.ts';
import { detailQueryOptions, fetchDetailForTap } from './get-detail.ts';
import { episodeQueryOptions, getEpisode } from './get-episode.ts';

/** For home's idle preload (app/play-warmup.ts): hls.js with this module. */
export { preloadHls };

export async function warmPlay(
  stage: PlayWarmStage,
  dramaId: number,
  episode: number | undefined,
): Promise<void> {
  const token = useSession.getState().token;
  if (token === '' || !Number.isInteger(dramaId) || dramaId <= 0) return;
  preloadHls();
  const detail = await fetchDetailForTap(
    queryClient,
    detailQueryOptions(dramaId, token, useLocale.getState().languageId),
  );
  const total = Math.max(1, detail.episodes.length || detail.drama.episode_count);
  const known = episode ?? resumeStore.lastEpisode(dramaId);
  const start = startEpisode(known, undefined, detail.history, total);
  // The detail's signed start episode (decision 0046): its media while the episode is asked;
  // on a press (maybe a scroll) only its playlists and init segment, a few kilobytes.
  const signed = startPlayOf(detail, start, Date.now());
  if (signed) {
    const at = resumeSeconds(
      resumeStore.position(signed.episode_id) ?? signed.position_ms,
      signed.duration_ms,
    );
    void warmMedia(signed.url, at, stage === 'open' ? 'all' : 'playlists', signed.start_files);
  }
  if (stage !== 'open') return;
  // A locked episode is the locked sheet's business (the page asks for its quote instead).
  if (detail.episodes.find((e) => e.number === start)?.locked === 1) return;
  if (useSession.getState().token !== token) return;
  const options = episodeQueryOptions(dramaId, start, token);
  // As the page's own prefetch of the address's episode: a 404 is the page's to handle, quietly.
  await queryClient.prefetchQuery({
    ...options,
    queryFn: ({ signal }) => getEpisode(dramaId, start, signal, { quietNotFound: true }),
  });
  const result = queryClient.getQueryData(options.queryKey);
  if (result?.status !== 'playable') return;
  const { episode: play } = result;
  const position = resumeStore.position(play.episode_id) ?? play.position_ms;
  await warmMedia(play.url, resumeSeconds(position, play.duration_ms), 'all', play.start_files);
}
