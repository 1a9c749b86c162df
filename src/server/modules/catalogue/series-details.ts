/**
 * A series' details as the console's form saves them (slug, status, texts, tags, free episodes,
 * default price) and their version (decision 0063). The version is a fingerprint of those
 * details: a series has no time of its last save (no migration for one), and the writes beside
 * the form (episodes, poster, publication) leave it as it is, so a details form open beside
 * them is not refused for them; any change to what the form saves is.
 */
import { createHash } from 'node:crypto';
import { CONSOLE_LOCALES, type SeriesInput, type SeriesTexts } from '#shared/contract/console-catalogue.ts';
import type { ChangedSince } from '#shared/contract/console-version.ts';
import { ApiError } from '../../api-error.ts';
import type { Repositories } from '../../unit-of-work.ts';
import type { SeriesRow } from './series.repository.ts';

type DetailsRow = Pick<SeriesRow, 'slug' | 'status' | 'freeEpisodes' | 'episodePrice'>;

/** The row's part of the details a save writes. */
export function detailsRow(input: SeriesInput, slug: string): DetailsRow {
  return { slug, status: input.status, freeEpisodes: input.free_episodes, episodePrice: input.episode_price };
}

/** The version of the details: the same details, the same version (tags in any order). */
export function detailsVersion(row: DetailsRow, texts: SeriesTexts, tagIds: readonly number[]): string {
  const canonical = JSON.stringify([
    row.slug,
    row.status,
    row.freeEpisodes,
    row.episodePrice,
    CONSOLE_LOCALES.map((locale) => [texts[locale]?.title ?? '', texts[locale]?.synopsis ?? '']),
    [...tagIds].sort((a, b) => a - b),
  ]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 22);
}

/**
 * Refuses a save (601 with `changedSince`) when the details it was made from (`version`) are no
 * longer those stored (`stored`, read under the row's lock). No version (an older console): the
 * save is taken as before.
 */
export function refuseStale(stored: string, version: string | undefined): void {
  if (version === undefined || stored === version) return;
  throw new ApiError('validation', {}, 'series_changed_since').withData({
    changed_since: true,
    version: stored,
  } satisfies ChangedSince);
}

/** The form's tags, each once; refused (601 on `tag_ids`) when one does not exist. */
export async function checkTags(repos: Repositories, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await repos.series.tagIdsExisting(unique);
  if (found.length !== unique.length)
    throw new ApiError('validation', { field: 'tag_ids' }, 'validation_field');
  return unique;
}
