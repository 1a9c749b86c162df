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
export function firstFilesOf(playlist: string, startSeconds: number): { init?: string; fragment?: string } {
  const files: { init?: string; fragment?: string } = {};
  const map = /#EXT-X-MAP:.*URI="([^"]+)"/.exec(playlist)?.[1];
  if (map) files.init = map;
  let end = 0;
  let duration = 0;
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) duration = Number(extinf[1]);
    else if (line !== '' && !line.startsWith('#')) {
      end += duration;
      if (end > startSeconds) {
        files.fragment = line;
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

interface StartPlaylist {
  url: URL;
  text: string;
}

/** Per master URL: its start rendition's playlist, fetched once (undefined after a failure). */
const playlists = new Map<string, Promise<StartPlaylist | undefined>>();
const fetched = new Set<string>();

function startPlaylistOf(masterUrl: string): Promise<StartPlaylist | undefined> {
  let pending = playlists.get(masterUrl);
  if (!pending) {
    pending = (async () => {
      const base = new URL(masterUrl, window.location.href);
      const variants = variantsOf(await text(base.href));
      const variant = variants[startLevelOf(variants)];
      if (!variant) return undefined;
      const url = new URL(variant.uri, base);
      return { url, text: await text(url.href) };
    })().catch(() => undefined);
    playlists.set(masterUrl, pending);
  }
  return pending;
}

/**
 * Best effort, each file once: a failure here is the player's to meet and report. `depth`
 * 'playlists' stops at the playlists and the init segment (a finger down that may only be a
 * scroll: a few kilobytes); 'all' also fetches the fragment at the start position.
 */
export async function warmMedia(
  masterUrl: string,
  startSeconds: number,
  depth: 'playlists' | 'all' = 'all',
): Promise<void> {
  const playlist = await startPlaylistOf(masterUrl);
  if (!playlist) return;
  const { init, fragment } = firstFilesOf(playlist.text, startSeconds);
  const files = depth === 'all' ? [init, fragment] : [init];
  await Promise.all(
    files.flatMap((file) => {
      if (file === undefined) return [];
      const url = new URL(file, playlist.url).href;
      if (fetched.has(url)) return [];
      fetched.add(url);
      // Nothing to do on failure: the player fetches the same files itself.
      return [
        fetch(url)
          .then((r) => r.arrayBuffer())
          .catch(() => undefined),
      ];
    }),
  );
}
