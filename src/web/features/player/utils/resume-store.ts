/**
 * What this tab knows of the user's place, newer than any cached server answer: the last
 * position of each episode and the last episode of each drama. The server keeps the same
 * (POST /video/progress) for other visits; this only bridges the time until a refetch.
 */
const positions = new Map<number, number>();
const lastEpisodes = new Map<number, number>();

export const resumeStore = {
  position(episodeId: number): number | undefined {
    return positions.get(episodeId);
  },
  setPosition(episodeId: number, positionMs: number): void {
    positions.set(episodeId, positionMs);
  },
  lastEpisode(dramaId: number): number | undefined {
    return lastEpisodes.get(dramaId);
  },
  setLastEpisode(dramaId: number, number: number): void {
    lastEpisodes.set(dramaId, number);
  },
};

/** The playback speed chosen last in this tab (it carries over to the next drama). */
let playbackRate = 1;

export const playerPreferences = {
  rate(): number {
    return playbackRate;
  },
  setRate(value: number): void {
    playbackRate = value;
  },
};
