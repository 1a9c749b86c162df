/**
 * How a video starts (pure, unit-tested), one rule for the player, the tap's warm-up and the
 * server's start files hint: the rendition it starts on, chosen from the master playlist
 * instead of a bandwidth test (a test fragment of the lowest rendition, then a switch, costs
 * round trips before the first frame), and the init segment and fragment it asks for first.
 * The middle rung of the ladder (540p, 540x960, src/server/modules/media/pipeline/ladder.ts)
 * starts sharp enough on a phone and light enough on a mobile network; the adaptive switching
 * takes over from the second fragment.
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

export interface HlsVariant {
  /** Relative to the master playlist. */
  uri: string;
  height: number;
}

/** The variants of a master playlist, in its order (the ladder's, lowest first). */
export function variantsOf(master: string): HlsVariant[] {
  const lines = master.split('\n').map((line) => line.trim());
  const variants: HlsVariant[] = [];
  lines.forEach((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = lines.slice(index + 1).find((next) => next !== '' && !next.startsWith('#'));
    const height = Number(/RESOLUTION=\d+x(\d+)/.exec(line)?.[1] ?? 0);
    if (uri) variants.push({ uri, height });
  });
  return variants;
}

/** The variant a video starts on (startLevelOf over the master's variants); none when empty. */
export function startVariantOf(master: string): HlsVariant | undefined {
  const variants = variantsOf(master);
  return variants[startLevelOf(variants)];
}

export interface MediaPlaylist {
  /** The init segment (EXT-X-MAP), relative to the playlist. */
  map: string | undefined;
  segments: { uri: string; duration: number }[];
}

export function parseMediaPlaylist(text: string): MediaPlaylist {
  const segments: MediaPlaylist['segments'] = [];
  let map: string | undefined;
  let pending: number | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const mapMatch = /^#EXT-X-MAP:.*URI="([^"]*)"/.exec(line);
    if (mapMatch) map = mapMatch[1];
    const inf = /^#EXTINF:([\d.]+)/.exec(line);
    if (inf) pending = Number(inf[1]);
    if (!line.startsWith('#')) {
      segments.push({ uri: line, duration: pending ?? 0 });
      pending = undefined;
    }
  }
  return { map, segments };
}

/** The fragment holding `seconds` and its span in seconds; undefined past the end. */
export function fragmentAt(
  playlist: MediaPlaylist,
  seconds: number,
): { uri: string; from: number; to: number } | undefined {
  let from = 0;
  for (const segment of playlist.segments) {
    const to = from + segment.duration;
    if (to > seconds) return { uri: segment.uri, from, to };
    from = to;
  }
  return undefined;
}

/** `uri` relative to the folder of `playlist` (both relative to one folder). */
export function resolveBeside(playlist: string, uri: string): string {
  const slash = playlist.lastIndexOf('/');
  return slash < 0 ? uri : `${playlist.slice(0, slash + 1)}${uri}`;
}
