/**
 * The audit log (issue 17; STYLE rule 13): every operator write adds one row in the same
 * transaction as the write. A console route does
 *
 *   await services.uow.run(async (tx) => {
 *     const before = await tx.catalogue.find(id);
 *     const after = await tx.catalogue.update(id, changes);
 *     await services.audit.record(tx, actorOf(request), {
 *       action: 'update', entity: 'drama', entityId: id, before, after,
 *     });
 *   });
 *
 * Whatever the caller passes, keys that name a secret (password, secret, token, hash, totp)
 * never reach the row. An edit that changed nothing (its after is its before, bookkeeping aside)
 * writes no row (audit-no-op.ts); any other action always does.
 */
import type { AuditQuery, AuditResponse, AuditTarget } from '#shared/contract/console-auth.ts';
import { localeOf, type LanguageId } from '#shared/languages.ts';
import type { Repositories, UnitOfWork } from '../../unit-of-work.ts';
import type { AuditRow } from './audit.repository.ts';
import { changedNothing } from './audit-no-op.ts';
import { targetIds, targetOf, type AuditTargetsFound } from './audit-target.ts';

/** Who wrote: an operator, or a tool outside the console. */
export interface AuditActor {
  id: number | null;
  name: string;
}

/** Writes through /admin/api with the ADMIN_TOKEN bearer. */
export const ADMIN_TOKEN_ACTOR: AuditActor = { id: null, name: 'admin token' };
/** Writes by `npm run admin` on the database itself. */
export const CLI_ACTOR: AuditActor = { id: null, name: 'cli' };

export interface AuditEvent {
  /** What was done: create, update, delete, publish, login, login_failed, lock, reply... */
  action: string;
  /** What it was done to: operator, drama, episode, feedback... (audit-target.ts names it in words) */
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEY = /password|secret|token|totp|(^|_)hash$/i;
const MAX_DEPTH = 8;

/** A copy of `value` as JSON would carry it, without the keys that name a secret. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key) || item === undefined || typeof item === 'function') continue;
    out[key] = redact(item, depth + 1);
  }
  return out;
}

function toEntry(row: AuditRow, target: AuditTarget | null): AuditResponse['items'][number] {
  return {
    id: row.id,
    at: row.at.toISOString(),
    operator_id: row.operatorId,
    operator_name: row.operatorName,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    target,
  };
}

export function createAuditService(deps: { uow: UnitOfWork; now: () => number }) {
  return {
    /**
     * Adds the row through `repos`: pass the transaction's repositories of the write it records.
     * An edit that changed nothing adds none.
     */
    async record(repos: Pick<Repositories, 'audit'>, actor: AuditActor, event: AuditEvent): Promise<void> {
      if (changedNothing(event)) return;
      await repos.audit.insert({
        at: new Date(deps.now()),
        operatorId: actor.id,
        operatorName: actor.name,
        action: event.action,
        entity: event.entity,
        entityId: event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
        before: redact(event.before),
        after: redact(event.after),
      });
    },

    /**
     * Newest first, with the contract's filters; what the page names in words (in `language`),
     * read with one query per kind of entity the page names, whatever its number of rows.
     */
    async list(query: AuditQuery, language: LanguageId): Promise<AuditResponse> {
      const read = deps.uow.read;
      const { rows, total } = await read.audit.page(
        {
          operatorId: query.operator_id,
          entity: query.entity,
          action: query.action,
          from: query.from === undefined ? undefined : new Date(query.from),
          to: query.to === undefined ? undefined : new Date(query.to),
        },
        query.size,
        (query.page - 1) * query.size,
      );
      const ids = targetIds(rows);
      const locale = localeOf(language);
      const lookups = read.auditTargets;
      const [series, operators, people, goods, banners, tags, feedback, templates] = await Promise.all([
        lookups.series(ids.episodes, ids.series, locale),
        lookups.operators(ids.operators),
        lookups.people(ids.people),
        lookups.goods(ids.goods),
        lookups.banners(ids.banners, locale),
        lookups.tags(ids.tags),
        lookups.feedback(ids.feedback),
        lookups.templates(ids.templates),
      ]);
      const found: AuditTargetsFound = {
        series,
        operators,
        people,
        goods,
        banners,
        tags,
        feedback,
        templates,
      };
      return { items: rows.map((row) => toEntry(row, targetOf(row, found, language))), total };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
