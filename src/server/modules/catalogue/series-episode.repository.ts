/**
 * What renumbering and deleting episodes need (series.repository.ts): whether a viewer has been
 * near an episode, a new order, and the delete that keeps the numbers 1..n.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '#db/client.ts';
import { dramas, episodes, plays, unlocks, watchHistory } from '#db/schema/catalogue.ts';
import { playbackFailures } from '#db/schema/coins-back.ts';
import { episodeReleases, notices } from '#db/schema/follows.ts';
import { qualified } from './catalogue-sql.repository.ts';

/** Numbers are moved out of the way by this much while episodes are renumbered. */
export const RENUMBER_OFFSET = 1_000_000;

const byEpisode = (table: PgTable & { episodeId: AnyPgColumn }) =>
  sql`exists (select 1 from ${table} where ${qualified(table.episodeId)} = ${qualified(episodes.id)})`;

/** Whether a viewer has any trace on the episode (see `SeriesEpisodeRow.viewerTraces`). */
export const viewerTraces = sql<boolean>`(${sql.join(
  [unlocks, plays, playbackFailures, episodeReleases, notices].map(byEpisode),
  sql` or `,
)} or exists (select 1 from ${watchHistory} where ${qualified(watchHistory.dramaId)} = ${qualified(episodes.dramaId)} and ${qualified(watchHistory.episodeNumber)} = ${qualified(episodes.number)}))`;

/**
 * Deletes an episode (its media state, subtitle rows and the like go with it) and moves the
 * later ones down by one, so the numbers stay 1..n; keeps the series' episode count.
 */
export async function deleteEpisodeRenumbering(
  db: Executor,
  seriesId: number,
  episodeId: number,
): Promise<boolean> {
  const [gone] = await db
    .delete(episodes)
    .where(and(eq(episodes.id, episodeId), eq(episodes.dramaId, seriesId)))
    .returning({ number: episodes.number });
  if (!gone) return false;
  const later = and(eq(episodes.dramaId, seriesId), sql`${episodes.number} > ${gone.number}`);
  // Out of the way first: the (drama, number) key holds after every statement.
  await db
    .update(episodes)
    .set({ number: sql`${episodes.number} + ${RENUMBER_OFFSET}` })
    .where(later);
  await db
    .update(episodes)
    .set({ number: sql`${episodes.number} - ${RENUMBER_OFFSET + 1}` })
    .where(and(eq(episodes.dramaId, seriesId), sql`${episodes.number} > ${RENUMBER_OFFSET}`));
  await db
    .update(dramas)
    .set({
      episodeCount: sql`(select count(*)::int from ${episodes} where ${episodes.dramaId} = ${seriesId})`,
    })
    .where(eq(dramas.id, seriesId));
  return true;
}

/** Episodes numbered 1..n in the given order (every episode of the series, once). */
export async function renumberEpisodes(
  db: Executor,
  seriesId: number,
  orderedIds: readonly number[],
): Promise<void> {
  // Out of the way first: the (drama, number) key holds after every statement.
  await db
    .update(episodes)
    .set({ number: sql`${episodes.number} + ${RENUMBER_OFFSET}` })
    .where(eq(episodes.dramaId, seriesId));
  for (const [index, id] of orderedIds.entries()) {
    await db
      .update(episodes)
      .set({ number: index + 1 })
      .where(and(eq(episodes.id, id), eq(episodes.dramaId, seriesId)));
  }
}
