/** SQL of the articles' versions: append-only, numbered per article and locale. */
import { and, desc, eq, max } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { articleVersions } from '#db/schema/settings.ts';

export type ArticleVersionRow = typeof articleVersions.$inferSelect;

export function createArticleRepository(db: Executor) {
  const of = (key: string, locale: string) =>
    and(eq(articleVersions.key, key), eq(articleVersions.locale, locale));
  return {
    /** The newest version of every article and locale that has one. */
    async newest(): Promise<ArticleVersionRow[]> {
      return db
        .selectDistinctOn([articleVersions.key, articleVersions.locale])
        .from(articleVersions)
        .orderBy(articleVersions.key, articleVersions.locale, desc(articleVersions.version));
    },

    /** Newest first. */
    async history(key: string, locale: string): Promise<ArticleVersionRow[]> {
      return db.select().from(articleVersions).where(of(key, locale)).orderBy(desc(articleVersions.version));
    },

    async find(key: string, locale: string, version: number): Promise<ArticleVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(articleVersions)
        .where(and(of(key, locale), eq(articleVersions.version, version)))
        .limit(1);
      return row;
    },

    /** The next version (the unique key refuses a concurrent save of the same number). */
    async append(
      row: Omit<typeof articleVersions.$inferInsert, 'id' | 'version'>,
    ): Promise<ArticleVersionRow> {
      const [top] = await db
        .select({ v: max(articleVersions.version) })
        .from(articleVersions)
        .where(of(row.key, row.locale));
      const [saved] = await db
        .insert(articleVersions)
        .values({ ...row, version: (top?.v ?? 0) + 1 })
        .returning();
      if (!saved) throw new Error('article version insert returned no row');
      return saved;
    },
  };
}
export type ArticleRepository = ReturnType<typeof createArticleRepository>;
