/** The stored subtitle tracks of episodes (schema/subtitles.ts). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { episodeSubtitles } from '#db/schema/subtitles.ts';

export function createSubtitleRepository(db: Executor) {
  return {
    /** The languages with a track, per episode. */
    async localesOf(episodeIds: readonly number[]): Promise<Map<number, string[]>> {
      const out = new Map<number, string[]>();
      if (episodeIds.length === 0) return out;
      const rows = await db
        .select({ episodeId: episodeSubtitles.episodeId, locale: episodeSubtitles.locale })
        .from(episodeSubtitles)
        .where(inArray(episodeSubtitles.episodeId, [...episodeIds]))
        .orderBy(asc(episodeSubtitles.locale));
      for (const r of rows) out.set(r.episodeId, [...(out.get(r.episodeId) ?? []), r.locale]);
      return out;
    },

    async tracksOf(episodeId: number): Promise<{ locale: string; vtt: string; cueCount: number }[]> {
      return db
        .select({
          locale: episodeSubtitles.locale,
          vtt: episodeSubtitles.vtt,
          cueCount: episodeSubtitles.cueCount,
        })
        .from(episodeSubtitles)
        .where(eq(episodeSubtitles.episodeId, episodeId))
        .orderBy(asc(episodeSubtitles.locale));
    },

    async put(row: { episodeId: number; locale: string; vtt: string; cueCount: number; updatedAt: Date }) {
      await db
        .insert(episodeSubtitles)
        .values(row)
        .onConflictDoUpdate({
          target: [episodeSubtitles.episodeId, episodeSubtitles.locale],
          set: { vtt: row.vtt, cueCount: row.cueCount, updatedAt: row.updatedAt },
        });
    },

    async remove(episodeId: number, locale: string): Promise<boolean> {
      const rows = await db
        .delete(episodeSubtitles)
        .where(and(eq(episodeSubtitles.episodeId, episodeId), eq(episodeSubtitles.locale, locale)))
        .returning({ locale: episodeSubtitles.locale });
      return rows.length > 0;
    },
  };
}

export type SubtitleRepository = ReturnType<typeof createSubtitleRepository>;
