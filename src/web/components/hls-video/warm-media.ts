/**
 * Fetches what a player asks for first, before it exists: the master playlist, the start
 * rendition's playlist (start-level.ts, as MediaSourceController picks it), its init segment
 * and the fragment at the start position. The media answers are cacheable (signed, immutable
 * segments), so the player's own requests are served by the browser's cache, or wait for
 * these if still under way, instead of starting the round trips from zero.
 */
import { startLevelOf } from './start-level.ts';

interface Variant {
  uri: string;
  height: number;
}

/** The variants of a master playlist, in its order (the ladder's, lowest first). */
export function variantsOf(master: string): Variant[] {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  const variants: Variant[] = [];
  lines.forEach((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = lines.slice(index + 1).find((next) => next !== '' && !next.startsWith('#'));
    const height = Number(/RESOLUTION=\d+x(\d+)/.exec(line)?.[1] ?? 0);
    if (uri) variants.push({ uri, height });
  });
  return variants;
}

/** The init segment and the fragment holding `startSeconds` of a media playlist. */
export function firstFilesOf(playlist: string, startSeconds: number): string[] {
  const files: string[] = [];
  const map = /#EXT-X-MAP:.*URI="([^"]+)"/.exec(playlist)?.[1];
  if (map) files.push(map);
  let end = 0;
  let duration = 0;
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) duration = Number(extinf[1]);
    else if (line !== '' && !line.startsWith('#')) {
      end += duration;
      if (end > startSeconds) {
        files.push(line);
        break;
      }
    }
  }
  return files;
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(String(response.status));
  return response.text();
}

const warmed = new Set<string>();

/** Best effort, once per URL: a failure here is the player's to meet and report. */
export async function warmMedia(masterUrl: string, startSeconds: number): Promise<void> {
  if (warmed.has(masterUrl)) return;
  warmed.add(masterUrl);
  try {
    const base = new URL(masterUrl, window.location.href);
    const variants = variantsOf(await text(base.href));
    const variant = variants[startLevelOf(variants)];
    if (!variant) return;
    const playlistUrl = new URL(variant.uri, base);
    const files = firstFilesOf(await text(playlistUrl.href), startSeconds);
    await Promise.all(files.map((file) => fetch(new URL(file, playlistUrl)).then((r) => r.arrayBuffer())));
  } catch {
    // Nothing to do: the player fetches the same files itself.
  }
}
