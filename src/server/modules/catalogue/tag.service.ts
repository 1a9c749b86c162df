/**
 * The catalogue's tags as the console edits them (issue 17): a slug and a name per language,
 * each write audited in its transaction. Viewers read the names through catalogue.repository.
 */
import { CONSOLE_LOCALES, isConsoleLocale, type ConsoleLocale } from '#shared/contract/console-catalogue.ts';
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import type { AuditActor, AuditService } from '../operator/audit.service.ts';

type TagNames = Partial<Record<ConsoleLocale, string>>;

function nameRows(names: TagNames): { locale: string; name: string }[] {
  return CONSOLE_LOCALES.flatMap((locale) => {
    const name = names[locale];
    return name ? [{ locale, name }] : [];
  });
}

export function createTagService(deps: { uow: UnitOfWork; audit: Pick<AuditService, 'record'> }) {
  const { uow, audit } = deps;
  return {
    async list() {
      const rows = await uow.read.series.tagList();
      return {
        items: rows.map((t) => ({
          id: t.id,
          slug: t.slug,
          names: Object.fromEntries(
            t.names.filter((n) => isConsoleLocale(n.locale)).map((n) => [n.locale, n.name]),
          ),
          drama_count: t.dramaCount,
        })),
      };
    },

    async create(actor: AuditActor, slug: string, names: TagNames): Promise<number> {
      return uow.run(async (tx) => {
        if (await tx.series.tagBySlug(slug)) throw new ApiError('slugTaken');
        const id = await tx.series.createTag(slug);
        await tx.series.setTagNames(id, nameRows(names));
        await audit.record(tx, actor, {
          action: 'create',
          entity: 'tag',
          entityId: id,
          after: { slug, names },
        });
        return id;
      });
    },

    async setNames(actor: AuditActor, id: number, names: TagNames): Promise<void> {
      await uow.run(async (tx) => {
        const before = (await tx.series.tagList()).find((t) => t.id === id);
        if (!before) throw new ApiError('recordNotFound');
        await tx.series.setTagNames(id, nameRows(names));
        await audit.record(tx, actor, {
          action: 'update',
          entity: 'tag',
          entityId: id,
          before: { slug: before.slug, names: before.names },
          after: { slug: before.slug, names },
        });
      });
    },
  };
}

export type TagService = ReturnType<typeof createTagService>;
