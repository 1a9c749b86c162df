/**
 * SQL of what a page of audit rows names (audit-target.ts words it): per kind of entity, one
 * statement for all of the page's ids of that kind, and none for a kind the page does not name.
 * An id that names nothing any more is simply not in the answer.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { banners, dramas, dramaTranslations, episodes, tags, tagTranslations } from '#db/schema/catalogue.ts';
import { feedback, feedbackReplyTemplates } from '#db/schema/community.ts';
import { operators } from '#db/schema/operators.ts';
import { users } from '#db/schema/users.ts';
import { goods } from '#db/schema/wallet.ts';
import type { AuditPerson, OperatorRole } from '#shared/contract/console-auth.ts';
import type { Locale } from '#shared/languages.ts';
import { localized } from '../catalogue/catalogue-sql.repository.ts';
import type { GoodsNaming } from '../money/order-console.repository.ts';

/** A series, or one of its episodes, that audit rows name: its title and the episode's number now. */
export interface AuditTargetRow {
  seriesId: number;
  title: string;
  /** Null on the row of a series named by id that none of the asked episodes belongs to. */
  episodeId: number | null;
  number: number | null;
}

export interface OperatorTargetRow {
  id: number;
  name: string;
  role: OperatorRole;
}

export type GoodsTargetRow = GoodsNaming & { id: number };

/** A banner and its series' title now. */
export interface BannerTargetRow {
  id: number;
  seriesId: number;
  title: string;
}

/** A tag with one of its names (a row per language; locale and name null when it has none). */
export interface TagTargetRow {
  id: number;
  slug: string;
  locale: string | null;
  name: string | null;
}

export interface FeedbackTargetRow {
  id: number;
  content: string;
  /** Who wrote it; null if their account is gone. */
  person: AuditPerson | null;
}

export interface TemplateTargetRow {
  id: number;
  title: string;
}

const seriesTitle = (locale: Locale) =>
  sql<string>`coalesce(${localized(dramaTranslations.title, locale)}, ${dramas.slug})`;

export function createAuditTargetsRepository(db: Executor) {
  return {
    /**
     * In one statement, the series among `seriesIds` and those of the episodes among
     * `episodeIds`: a row per episode still there (with its number now), and one per series
     * none of them belongs to.
     */
    async series(
      episodeIds: readonly number[],
      seriesIds: readonly number[],
      locale: Locale,
    ): Promise<AuditTargetRow[]> {
      if (episodeIds.length === 0 && seriesIds.length === 0) return [];
      const asked = episodeIds.length > 0 ? inArray(episodes.id, [...episodeIds]) : sql`false`;
      const ofEpisodes = db.select({ id: episodes.dramaId }).from(episodes).where(asked);
      return db
        .select({
          seriesId: dramas.id,
          title: seriesTitle(locale),
          episodeId: episodes.id,
          number: episodes.number,
        })
        .from(dramas)
        .leftJoin(episodes, and(eq(episodes.dramaId, dramas.id), asked))
        .where(
          or(
            seriesIds.length > 0 ? inArray(dramas.id, [...seriesIds]) : undefined,
            episodeIds.length > 0 ? inArray(dramas.id, ofEpisodes) : undefined,
          ),
        );
    },

    async operators(ids: readonly number[]): Promise<OperatorTargetRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: operators.id, name: operators.name, role: operators.role })
        .from(operators)
        .where(inArray(operators.id, [...ids]));
    },

    async people(uids: readonly number[]): Promise<AuditPerson[]> {
      if (uids.length === 0) return [];
      return db
        .select({ uid: users.id, nickname: users.nickname, email: users.email })
        .from(users)
        .where(inArray(users.id, [...uids]));
    },

    /** What names each package (goods-text.ts `goodsTitle`). */
    async goods(ids: readonly number[]): Promise<GoodsTargetRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: goods.id, type: goods.type, gold: goods.gold, vipDays: goods.vipDays })
        .from(goods)
        .where(inArray(goods.id, [...ids]));
    },

    async banners(ids: readonly number[], locale: Locale): Promise<BannerTargetRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: banners.id, seriesId: dramas.id, title: seriesTitle(locale) })
        .from(banners)
        .innerJoin(dramas, eq(dramas.id, banners.dramaId))
        .where(inArray(banners.id, [...ids]));
    },

    /** Every name of each tag (the language is picked by audit-target.ts, as for a deleted one). */
    async tags(ids: readonly number[]): Promise<TagTargetRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: tags.id, slug: tags.slug, locale: tagTranslations.locale, name: tagTranslations.name })
        .from(tags)
        .leftJoin(tagTranslations, eq(tagTranslations.tagId, tags.id))
        .where(inArray(tags.id, [...ids]));
    },

    /** Each feedback's text and who wrote it. */
    async feedback(ids: readonly number[]): Promise<FeedbackTargetRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: feedback.id,
          content: feedback.content,
          uid: users.id,
          nickname: users.nickname,
          email: users.email,
        })
        .from(feedback)
        .leftJoin(users, eq(users.id, feedback.userId))
        .where(inArray(feedback.id, [...ids]));
      return rows.map((r) => ({
        id: r.id,
        content: r.content,
        person: r.uid === null ? null : { uid: r.uid, nickname: r.nickname ?? '', email: r.email },
      }));
    },

    /** The saved replies' titles. */
    async templates(ids: readonly number[]): Promise<TemplateTargetRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: feedbackReplyTemplates.id, title: feedbackReplyTemplates.title })
        .from(feedbackReplyTemplates)
        .where(inArray(feedbackReplyTemplates.id, [...ids]));
    },
  };
}
export type AuditTargetsRepository = ReturnType<typeof createAuditTargetsRepository>;
