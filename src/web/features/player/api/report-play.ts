/** POST /video/play: one view of an episode (the server counts a view_id once). Silent. */
import { apiRequest } from '#web/lib/api-client.ts';

export function reportPlay(episodeId: number, viewId: string): Promise<{ counted: 0 | 1 }> {
  return apiRequest('play', { episode_id: episodeId, view_id: viewId }, { silent: true });
}
