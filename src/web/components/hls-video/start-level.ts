/**
 * The rendition a video starts on, chosen from the master playlist instead of a bandwidth
 * test: a test fragment of the lowest rendition, then a switch (another playlist, another init
 * segment), costs round trips before the first frame. The middle rung of the ladder (540p,
 * 540x960, src/server/modules/media/pipeline/ingest.ts) starts sharp enough on a phone and
 * light enough on a mobile network; the adaptive switching takes over from the second fragment.
 */

/** The tallest start rendition (540x960: the ladder's middle rung). */
export const START_MAX_HEIGHT = 960;

interface Rendition {
  height?: number;
}

/**
 * Index of the tallest rendition at most START_MAX_HEIGHT tall (hls.js lists them by
 * bandwidth, lowest first), else the lowest; -1 (hls.js's own choice) when nothing is known.
 */
export function startLevelOf(levels: readonly Rendition[] | undefined): number {
  if (!levels || levels.length === 0) return -1;
  let chosen = 0;
  let chosenHeight = -1;
  levels.forEach((level, index) => {
    const height = level.height ?? 0;
    if (height > 0 && height <= START_MAX_HEIGHT && height > chosenHeight) {
      chosen = index;
      chosenHeight = height;
    }
  });
  return chosen;
}
