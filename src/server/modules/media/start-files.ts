/**
 * An episode's start files (contract `episodePlay.start_files`, decision 0049): the media
 * playlist, init segment and fragment a player asks for first, so the tap's warm-up fetches
 * them together with the master instead of one round trip after another. Read from the
 * episode's stored playlists once per media key and kept in a bounded cache: a published
 * rendition does not change (a new video gets a new key; adding subtitles rewrites only the
 * master, not its variants), so entries stay until pushed out; a folder without a usable start
 * rendition is asked again after a minute. A request waits at most READ_BUDGET_MS for a first
 * read (a slow bucket): it is then answered without the hint while the read goes on for the
 * next one.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { StartFiles } from '#shared/contract/catalogue.ts';
import {
  fragmentAt,
  parseMediaPlaylist,
  resolveBeside,
  startVariantOf,
  type MediaPlaylist,
} from '#shared/hls-start.ts';
import { resumeSeconds } from '#shared/watch-position.ts';
import { isSafeRelativeUri } from './pipeline/playlist.ts';
import { renditionPrefix, type MediaFolder } from './store/media-store.ts';

/** How long a request waits for an episode's playlists the first time this process needs them. */
export const READ_BUDGET_MS = 250;
/** How soon a folder without a usable start rendition is read again. */
export const MISSING_TTL_MS = 60_000;

interface StartRendition {
  /** The media playlist, relative to the master. */
  playlist: string;
  /** Its init segment, relative to the master. */
  init: string | null;
  media: MediaPlaylist;
}

/** lru-cache holds objects only: a folder without a usable start rendition is kept as such. */
interface Found {
  rendition: StartRendition | undefined;
}

/** The start rendition of `e/<mediaKey>/` as its playlists say (src/shared/hls-start.ts). */
async function readStartRendition(folder: MediaFolder): Promise<StartRendition | undefined> {
  const master = await folder.read('index.m3u8');
  if (master === undefined) return undefined;
  const variant = startVariantOf(master);
  if (!variant || !isSafeRelativeUri(variant.uri)) return undefined;
  const text = await folder.read(variant.uri);
  if (text === undefined) return undefined;
  const media = parseMediaPlaylist(text);
  const uris = [...(media.map === undefined ? [] : [media.map]), ...media.segments.map((s) => s.uri)];
  if (media.segments.length === 0 || !uris.every(isSafeRelativeUri)) return undefined;
  return {
    playlist: variant.uri,
    init: media.map === undefined ? null : resolveBeside(variant.uri, media.map),
    media,
  };
}

export function createStartFiles(options: {
  /** The folder of a media key's rendition (the media store's `e/<mediaKey>/`). */
  folderOf: (prefix: string) => MediaFolder;
  /** The clock a missing folder's minute is counted on. */
  now?: () => number;
  max?: number;
  readBudgetMs?: number;
}) {
  const budget = options.readBudgetMs ?? READ_BUDGET_MS;
  const renditions = new LRUCache<string, Found>({
    max: options.max ?? 2000,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    fetchMethod: async (mediaKey, _stale, { options: entry }) => {
      const rendition = await readStartRendition(options.folderOf(renditionPrefix(mediaKey))).catch(
        () => undefined,
      );
      if (!rendition) entry.ttl = MISSING_TTL_MS;
      return { rendition };
    },
  });

  async function renditionOf(mediaKey: string): Promise<StartRendition | undefined> {
    const kept = renditions.get(mediaKey);
    if (kept) return kept.rendition;
    // The race's loser is cancelled: no timer is left behind an answer.
    const stop = new AbortController();
    const late = delay(budget, undefined, { signal: stop.signal }).catch(() => undefined);
    try {
      return (await Promise.race([renditions.fetch(mediaKey), late]))?.rendition;
    } finally {
      stop.abort();
    }
  }

  return {
    /** The start files of an episode resumed at `positionMs`; undefined when not known (yet). */
    async at(mediaKey: string, positionMs: number, durationMs: number): Promise<StartFiles | undefined> {
      const rendition = await renditionOf(mediaKey);
      if (!rendition) return undefined;
      const fragment = fragmentAt(rendition.media, resumeSeconds(positionMs, durationMs));
      if (!fragment) return undefined;
      return {
        playlist: rendition.playlist,
        init: rendition.init,
        fragment: resolveBeside(rendition.playlist, fragment.uri),
        fragment_from_ms: Math.round(fragment.from * 1000),
        fragment_to_ms: Math.round(fragment.to * 1000),
      };
    },
  };
}
export type StartFilesLookup = ReturnType<typeof createStartFiles>;
