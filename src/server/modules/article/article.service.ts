/**
 * The articles as viewers get them and operators edit them (issue 18): the newest saved
 * version of an article in a locale, else its Markdown file (article.content.ts). Saving makes
 * a new version, restoring one too (never a change to an old one); each audited in its
 * transaction. Viewers' reads are kept per process for CATALOGUE_FRESHNESS.serverTtlMs and
 * dropped by a save here.
 */
import type { ArticleKey } from '#shared/contract/article.ts';
import type { ArticleDetail, ArticleList, ArticleVersion } from '#shared/contract/console-articles.ts';
import { ARTICLE_KEYS } from '#shared/contract/article.ts';
import { LOCALES, type Locale } from '#shared/languages.ts';
import { articleFromMarkdown } from '#shared/markdown.ts';
import { ApiError } from '../../api-error.ts';
import { createFreshCache } from '../../lib/fresh-cache.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import type { AuditActor, AuditService } from '../operator/audit.service.ts';
import { ARTICLES, articleSource, type Article } from './article.content.ts';
import type { ArticleVersionRow } from './article.repository.ts';

const slot = (key: string, locale: string) => `${key}/${locale}`;

function toVersion(row: ArticleVersionRow, withBody = false): ArticleVersion {
  return {
    version: row.version,
    operator_name: row.operatorName,
    created_at: row.createdAt.toISOString(),
    restored_from: row.restoredFrom,
    ...(withBody ? { body: row.body } : {}),
  };
}

export function createArticleService(deps: { uow: UnitOfWork; audit: AuditService; now: () => number }) {
  const { uow, audit, now } = deps;
  const rendered = new Map<number, Article>();
  const newest = createFreshCache(async () => {
    const rows = await uow.read.articles.newest();
    return new Map(rows.map((r) => [slot(r.key, r.locale), r]));
  }, now);

  function articleOf(row: ArticleVersionRow): Article | undefined {
    let article = rendered.get(row.id);
    if (!article) {
      const parsed = articleFromMarkdown(row.body);
      if (!parsed) return undefined;
      article = { ...parsed, updated: row.createdAt.toISOString().slice(0, 10) };
      rendered.set(row.id, article);
    }
    return article;
  }

  async function detail(key: ArticleKey, locale: Locale): Promise<ArticleDetail> {
    const history = await uow.read.articles.history(key, locale);
    const top = history[0];
    return {
      key,
      locale,
      body: top?.body ?? articleSource(key, locale),
      version: top?.version ?? 0,
      history: history.map((row) => toVersion(row)),
    };
  }

  async function append(
    actor: AuditActor,
    key: ArticleKey,
    locale: Locale,
    body: string,
    restoredFrom: number | null,
  ): Promise<ArticleDetail> {
    await uow.run(async (tx) => {
      const row = await tx.articles.append({
        key,
        locale,
        body,
        operatorId: actor.id,
        operatorName: actor.name,
        restoredFrom,
        createdAt: new Date(now()),
      });
      await audit.record(tx, actor, {
        action: restoredFrom === null ? 'update' : 'restore',
        entity: 'article',
        entityId: slot(key, locale),
        after: { version: row.version, restored_from: restoredFrom, length: body.length },
      });
    });
    newest.invalidate();
    return detail(key, locale);
  }

  return {
    /** What viewers get: the newest version, else the file. */
    async current(key: ArticleKey, locale: Locale): Promise<Article> {
      const row = (await newest.get()).get(slot(key, locale));
      return (row && articleOf(row)) ?? ARTICLES[key][locale];
    },

    async list(): Promise<ArticleList> {
      const rows = await uow.read.articles.newest();
      const bySlot = new Map(rows.map((r) => [slot(r.key, r.locale), r]));
      return {
        items: ARTICLE_KEYS.flatMap((key) =>
          LOCALES.map((locale) => {
            const row = bySlot.get(slot(key, locale));
            return {
              key,
              locale,
              title: (row && articleOf(row)?.title) ?? ARTICLES[key][locale].title,
              version: row?.version ?? 0,
              updated_at: row?.createdAt.toISOString() ?? null,
              operator_name: row?.operatorName ?? null,
            };
          }),
        ),
      };
    },

    detail,

    async version(key: ArticleKey, locale: Locale, version: number): Promise<ArticleVersion> {
      const row = await uow.read.articles.find(key, locale, version);
      if (!row) throw new ApiError('recordNotFound');
      return toVersion(row, true);
    },

    save: (actor: AuditActor, key: ArticleKey, locale: Locale, body: string) =>
      append(actor, key, locale, body, null),

    /** Restoring makes the old text the newest version again (history is never rewritten). */
    async restore(
      actor: AuditActor,
      key: ArticleKey,
      locale: Locale,
      version: number,
    ): Promise<ArticleDetail> {
      const row = await uow.read.articles.find(key, locale, version);
      if (!row) throw new ApiError('recordNotFound');
      return append(actor, key, locale, row.body, version);
    },
  };
}
export type ArticleService = ReturnType<typeof createArticleService>;
