/**
 * POST /video/playback-failure: the player could not recover from a fatal media or network
 * error. The answer says whether the viewer may take the episode's coins back, and how many
 * (decision 0041). Silent: a report that does not arrive only means no offer.
 */
import type { PlaybackFailureData, PlaybackFailureKind } from '#shared/contract/coins-back.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function reportPlaybackFailure(input: {
  dramaId: number;
  episodeId: number;
  kind: PlaybackFailureKind;
  positionMs: number;
}): Promise<PlaybackFailureData> {
  return apiRequest(
    'playbackFailure',
    {
      drama_id: input.dramaId,
      episode_id: input.episodeId,
      kind: input.kind,
      position_ms: Math.max(0, Math.round(input.positionMs)),
    },
    { silent: true },
  );
}
