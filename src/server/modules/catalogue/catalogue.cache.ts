/**
 * What the per-user reads need that does not depend on the user, kept in this process for
 * CATALOGUE_CACHE_TTL_MS (issue 16): a drama's card per locale with its tags, its episodes
 * with their effective prices (also by episode id), and the recommendation order's pages. An
 * operator's change (a price, a new episode, a title) is seen by every process within the
 * ttl, on the injected clock. Concurrent misses of one drama's episodes or of one page share
 * one load.
 */
import { LRUCache } from 'lru-cache';
import type { Locale } from '#shared/languages.ts';
import type { CatalogueRepository, DramaRow, EpisodeRow } from './catalogue.repository.ts';

/** At most this long between an operator's change and every process answering with it. */
export const CATALOGUE_CACHE_TTL_MS = 4000;

export interface DramaEntry {
  row: DramaRow;
  tags: { slug: string; name: string }[];
}

type Page = Awaited<ReturnType<CatalogueRepository['firstEpisodes']>>;

/** lru-cache holds objects only: a drama that does not exist is kept as `{ entry: undefined }`. */
interface Found<T> {
  entry: T;
}

export function createCatalogueCache(
  repo: CatalogueRepository,
  options: { now: () => number; ttlMs?: number; max?: number },
) {
  const common = {
    max: options.max ?? 2000,
    ttl: options.ttlMs ?? CATALOGUE_CACHE_TTL_MS,
    perf: { now: options.now },
    // Read the injected clock on every check, not through a timer-debounced copy.
    ttlResolution: 0,
  };
  const dramaEntries = new LRUCache<string, Found<DramaEntry | undefined>>(common);
  const episodes = new LRUCache<number, EpisodeRow[]>({
    ...common,
    fetchMethod: (dramaId) => repo.episodesOf(dramaId),
  });
  // By id, for the calls that name only the episode (a watch position every few seconds, a
  // play): a playable episode's row; one that is not is asked again each time.
  const episodeRows = new LRUCache<number, EpisodeRow>({
    ...common,
    max: (options.max ?? 2000) * 10,
    fetchMethod: (episodeId) => repo.episodeById(episodeId),
  });
  const pages = new LRUCache<string, Page, { page: number; pageSize: number }>({
    ...common,
    max: 100,
    fetchMethod: (_key, _stale, { context: { page, pageSize } }) => repo.firstEpisodes(page, pageSize),
  });

  /** Cards' inputs for many dramas: the ones not kept are read in one batch (two queries). */
  async function dramas(ids: readonly number[], locale: Locale): Promise<Map<number, DramaEntry>> {
    const out = new Map<number, DramaEntry>();
    const missing: number[] = [];
    for (const id of ids) {
      const found = dramaEntries.get(`${locale}:${id}`);
      if (!found) missing.push(id);
      else if (found.entry) out.set(id, found.entry);
    }
    if (missing.length > 0) {
      const [rows, tagMap] = await Promise.all([
        repo.dramasByIds(missing, locale),
        repo.tagsOf(missing, locale),
      ]);
      for (const id of missing) {
        const row = rows.get(id);
        const entry = row ? { row, tags: tagMap.get(id) ?? [] } : undefined;
        dramaEntries.set(`${locale}:${id}`, { entry });
        if (entry) out.set(id, entry);
      }
    }
    return out;
  }

  return {
    /** A drama's card inputs (row without live counters' freshness, tags), or undefined. */
    drama: async (id: number, locale: Locale): Promise<DramaEntry | undefined> =>
      (await dramas([id], locale)).get(id),

    dramas,

    /** The drama's episodes in order, with effective prices and its free episodes. */
    async episodes(dramaId: number): Promise<EpisodeRow[]> {
      return (await episodes.fetch(dramaId)) ?? [];
    },

    /** A playable episode by its id, or undefined. */
    episode: (episodeId: number): Promise<EpisodeRow | undefined> => episodeRows.fetch(episodeId),

    async firstEpisodes(page: number, pageSize: number): Promise<Page> {
      return (
        (await pages.fetch(`${page}:${pageSize}`, { context: { page, pageSize } })) ?? { rows: [], total: 0 }
      );
    },
  };
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
