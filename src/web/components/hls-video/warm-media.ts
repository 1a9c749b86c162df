/**
 * Fetches what a player asks for first, before it exists: the master playlist, the start
 * rendition's playlist (src/shared/hls-start.ts, as MediaSourceController picks it), its init
 * segment and the fragment at the start position. The media answers are cacheable (signed,
 * immutable segments), so the player's own requests are served by the browser's cache, or wait
 * for these if still under way, instead of starting the round trips from zero. When the answer
 * that signed the episode names those files (`start_files`, decision 0049), all are fetched at
 * once; else each playlist is read to find the next file, a round trip after another.
 */
import type { StartFiles } from '#shared/contract/catalogue.ts';
import { fragmentAt, parseMediaPlaylist, startVariantOf } from '#shared/hls-start.ts';

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
      const variant = startVariantOf(await text(base.href));
      if (!variant) return undefined;
      const url = new URL(variant.uri, base);
      return { url, text: await text(url.href) };
    })().catch(() => undefined);
    playlists.set(masterUrl, pending);
  }
  return pending;
}

/** Fetches each file once; nothing to do on failure: the player fetches the same files itself. */
function warmFiles(urls: readonly string[]): Promise<unknown> {
  return Promise.all(
    urls.flatMap((url) => {
      if (fetched.has(url)) return [];
      fetched.add(url);
      return [
        fetch(url)
          .then((r) => r.arrayBuffer())
          .catch(() => undefined),
      ];
    }),
  );
}

/** The init segment (and with `fragment`, the fragment at `startSeconds`) read from the playlists. */
async function warmFromPlaylists(masterUrl: string, startSeconds: number, fragment: boolean): Promise<void> {
  const playlist = await startPlaylistOf(masterUrl);
  if (!playlist) return;
  const media = parseMediaPlaylist(playlist.text);
  const files = [media.map, fragment ? fragmentAt(media, startSeconds)?.uri : undefined];
  await warmFiles(files.flatMap((file) => (file === undefined ? [] : [new URL(file, playlist.url).href])));
}

/**
 * Best effort, each file once: a failure here is the player's to meet and report. `depth`
 * 'playlists' stops at the playlists and the init segment (a finger down that may only be a
 * scroll: a few kilobytes); 'all' also fetches the fragment at the start position. `named`:
 * the episode's `start_files`; its fragment is used when it holds `startSeconds` (the viewer
 * may have watched further on this phone than the server knew).
 */
export async function warmMedia(
  masterUrl: string,
  startSeconds: number,
  depth: 'playlists' | 'all' = 'all',
  named?: StartFiles,
): Promise<void> {
  const fragment = depth === 'all';
  if (!named) return warmFromPlaylists(masterUrl, startSeconds, fragment);
  const base = new URL(masterUrl, window.location.href);
  const url = (file: string) => new URL(file, base).href;
  const init = named.init === null ? [] : [url(named.init)];
  const at = startSeconds * 1000;
  if (fragment && (at < named.fragment_from_ms || at >= named.fragment_to_ms)) {
    // Another start than the named one: the playlists tell its fragment (the init goes now).
    await Promise.all([warmFiles(init), warmFromPlaylists(masterUrl, startSeconds, true)]);
    return;
  }
  await warmFiles([base.href, url(named.playlist), ...init, ...(fragment ? [url(named.fragment)] : [])]);
}
