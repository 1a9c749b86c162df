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
import { textsRecord } from './series-parts.ts';
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
 * Locks the series' row (a save racing this one waits for it), then refuses the save (601 with
 * `changedSince`) when its details are no longer those of `version`. No version (an older
 * console): the save is taken as before.
 */
export async function refuseStale(tx: Repositories, id: number, version: string | undefined): Promise<void> {
  if (version === undefined) return;
  if (!(await tx.series.lock(id))) throw new ApiError('recordNotFound');
  const [row, texts, tagIds] = await Promise.all([
    tx.series.find(id),
    tx.series.texts([id]),
    tx.series.tagIdsOf(id),
  ]);
  if (!row) throw new ApiError('recordNotFound');
  const stored = detailsVersion(row, textsRecord(texts.get(id) ?? []), tagIds);
  if (stored !== version)
    throw new ApiError('validation', {}, 'series_changed_since').withData({
      changed_since: true,
      version: stored,
    } satisfies ChangedSince);
}
