/**
 * POST /video/progress: where the user is in an episode. Sent every few seconds while playing
 * and when leaving; `keepalive` lets the last save outlive the page. Failures are silent (the
 * next save carries the newer position anyway).
 */
import { apiRequest } from '#web/lib/api-client.ts';

export function saveProgress(
  episodeId: number,
  positionMs: number,
  options: { keepalive?: boolean } = {},
): Promise<null> {
  return apiRequest(
    'progress',
    { episode_id: episodeId, position_ms: Math.max(0, Math.round(positionMs)) },
    { silent: true, keepalive: options.keepalive === true },
  );
}
