/**
 * A playable episode as the player gets it (contract `episodePlay`): its media signed for a
 * few hours, where to resume, and the files to fetch first (decision 0049).
 */
import type { EpisodePlay } from '#shared/contract/catalogue.ts';
import type { MediaService } from '../media/media.service.ts';
import type { EpisodeRow } from './catalogue.repository.ts';

export async function episodePlayOf(
  media: MediaService,
  ep: EpisodeRow,
  positionMs: number,
): Promise<EpisodePlay> {
  const signed = media.signEpisode(ep.mediaKey);
  const startFiles = await media.startFiles(ep.mediaKey, positionMs, ep.durationMs);
  return {
    episode_id: ep.id,
    drama_id: ep.dramaId,
    number: ep.number,
    duration_ms: ep.durationMs,
    url: signed.url,
    poster: signed.poster,
    expires_at: signed.expires_at,
    position_ms: positionMs,
    subtitles: ep.subtitles,
    ...(startFiles ? { start_files: startFiles } : {}),
  };
}
