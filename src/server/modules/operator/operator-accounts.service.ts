/**
 * Operator accounts as owners manage them (issue 17; DESIGN 4): the list, a new account and its
 * setup link, and the changes to another account: disable (every session ends at once), enable,
 * a new role, a new setup link, an early end to a lock-out. Two rules keep the console governable: an owner changes only
 * other accounts, and the last active owner is never disabled, demoted or reset (the active
 * owners' rows are locked in the change's transaction, so two owners acting at once cannot
 * both leave). Every change adds its audit row in its transaction; a change that changes
 * nothing (a double click that got through) writes nothing. The command line's reset
 * (`operator:reset`) is the way back in when every owner is lost, so it skips both rules.
 */
import {
  INVISIBLE_CHARACTERS,
  type OperatorCreatePayload,
  type OperatorCreateResponse,
  type OperatorListItem,
  type OperatorListResponse,
  type OperatorRole,
} from '#shared/contract/console-auth.ts';
import { ApiError } from '../../api-error.ts';
import type { Repositories, UnitOfWork } from '../../unit-of-work.ts';
import type { AuditActor, AuditService } from './audit.service.ts';
import type { OperatorRow } from './operator.repository.ts';
import { newSetupLink, type SetupLink } from './operator-setup-link.ts';

const ENTITY = 'operator';

type Tx = Repositories;

const isLocked = (row: OperatorRow, nowMs: number) =>
  row.status === 'active' && row.lockedUntil !== null && row.lockedUntil.getTime() > nowMs;

/** What the owners' list calls the row: locked while a lock-out runs, setup_expired once its link died. */
function listStatus(row: OperatorRow, nowMs: number): OperatorListItem['status'] {
  if (isLocked(row, nowMs)) return 'locked';
  if (row.status === 'pending' && row.setupExpiresAt !== null && row.setupExpiresAt.getTime() <= nowMs) {
    return 'setup_expired';
  }
  return row.status;
}

/** The row as the owners' list shows it. */
export function operatorItemOf(row: OperatorRow, nowMs: number): OperatorListItem {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: listStatus(row, nowMs),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const isActiveOwner = (row: OperatorRow) => row.role === 'owner' && row.status === 'active';

export function createOperatorAccountsService(deps: {
  uow: UnitOfWork;
  audit: AuditService;
  now: () => number;
  /** Where setup links point: PUBLIC_URL, else http://127.0.0.1:PORT. */
  baseUrl: string;
}) {
  const { uow, audit, now } = deps;
  const itemOf = (row: OperatorRow) => operatorItemOf(row, now());

  /** Another operator's row, locked for the change: 404 when unknown, 601 for one's own. */
  async function target(tx: Tx, actor: AuditActor, id: number): Promise<OperatorRow> {
    if (actor.id === id) throw new ApiError('validation', {}, 'operator.not_self');
    const row = await tx.operators.lockById(id);
    if (!row) throw new ApiError('recordNotFound');
    return row;
  }

  /** Refuses a change that would take the last active owner's rights. */
  async function keepAnOwner(tx: Tx, row: OperatorRow): Promise<void> {
    if (isActiveOwner(row) && (await tx.operators.otherActiveOwners(row.id)) === 0) {
      throw new ApiError('validation', {}, 'operator.last_owner');
    }
  }

  /** Password and authenticator cleared, every session ended, a new link: audited as `reset`. */
  async function renew(tx: Tx, actor: AuditActor, row: OperatorRow, link: SetupLink): Promise<void> {
    await tx.operators.resetSetup(row.id, link.tokenHash, link.expiresAt);
    const sessionsEnded = await tx.operators.deleteSessionsOf(row.id);
    await audit.record(tx, actor, {
      action: 'reset',
      entity: ENTITY,
      entityId: row.id,
      before: { status: row.status },
      after: { status: 'pending', sessions_ended: sessionsEnded },
    });
  }

  return {
    async list(): Promise<OperatorListResponse> {
      const rows = await uow.read.operators.list();
      return { items: rows.map(itemOf) };
    },

    /** A new account and its one-time setup link (915 when the email has one). */
    async create(actor: AuditActor, input: OperatorCreatePayload): Promise<OperatorCreateResponse> {
      // Bidi controls and zero-width characters make one name pass for another (601).
      if (INVISIBLE_CHARACTERS.test(input.name))
        throw new ApiError('validation', {}, 'operator.name_invisible');
      const link = newSetupLink(deps.baseUrl, now());
      return uow.run(async (tx) => {
        const row = await tx.operators.insert({
          email: input.email,
          name: input.name,
          role: input.role,
          setupTokenHash: link.tokenHash,
          setupExpiresAt: link.expiresAt,
          createdAt: new Date(now()),
        });
        if (!row) throw new ApiError('operatorExists');
        await audit.record(tx, actor, {
          action: 'create',
          entity: ENTITY,
          entityId: row.id,
          after: { email: row.email, name: row.name, role: row.role, status: row.status },
        });
        return { id: row.id, setup_url: link.url };
      });
    },

    /**
     * The command line's way back in (lost phone or password, every owner included): a new
     * setup link; the password and TOTP secret are cleared and every session of the account
     * ends. 404 (recordNotFound) for an unknown email.
     */
    async reset(actor: AuditActor, email: string): Promise<OperatorCreateResponse> {
      const row = await uow.read.operators.findByEmail(email.trim().toLowerCase());
      if (!row) throw new ApiError('recordNotFound');
      const link = newSetupLink(deps.baseUrl, now());
      await uow.run((tx) => renew(tx, actor, row, link));
      return { id: row.id, setup_url: link.url };
    },

    /** An owner's new setup link for another operator (a disabled one is enabled first: 601). */
    async newSetupLink(actor: AuditActor, id: number): Promise<OperatorCreateResponse> {
      const link = newSetupLink(deps.baseUrl, now());
      await uow.run(async (tx) => {
        const row = await target(tx, actor, id);
        if (row.status === 'disabled') throw new ApiError('validation', {}, 'operator.enable_first');
        await keepAnOwner(tx, row);
        await renew(tx, actor, row, link);
      });
      return { id, setup_url: link.url };
    },

    /** Switched off: every session ends now, sign-in answers 911, an unused setup link dies. */
    async disable(actor: AuditActor, id: number): Promise<OperatorListItem> {
      return uow.run(async (tx) => {
        const row = await target(tx, actor, id);
        if (row.status === 'disabled') return itemOf(row);
        await keepAnOwner(tx, row);
        const after = (await tx.operators.disable(row.id)) ?? row;
        const sessionsEnded = await tx.operators.deleteSessionsOf(row.id);
        await audit.record(tx, actor, {
          action: 'disable',
          entity: ENTITY,
          entityId: row.id,
          before: { status: row.status },
          after: { status: after.status, sessions_ended: sessionsEnded },
        });
        return itemOf(after);
      });
    },

    /** Back on: active with its password and authenticator, or pending (then a new link). */
    async enable(actor: AuditActor, id: number): Promise<OperatorListItem> {
      return uow.run(async (tx) => {
        const row = await target(tx, actor, id);
        if (row.status !== 'disabled') return itemOf(row);
        const after = (await tx.operators.enable(row.id)) ?? row;
        await audit.record(tx, actor, {
          action: 'enable',
          entity: ENTITY,
          entityId: row.id,
          before: { status: row.status },
          after: { status: after.status },
        });
        return itemOf(after);
      });
    },

    /** A lock-out after failed sign-ins ends now (the count starts again); not locked: nothing. */
    async unlock(actor: AuditActor, id: number): Promise<OperatorListItem> {
      return uow.run(async (tx) => {
        const row = await target(tx, actor, id);
        if (!isLocked(row, now())) return itemOf(row);
        const after = (await tx.operators.unlock(row.id)) ?? row;
        await audit.record(tx, actor, {
          action: 'unlock',
          entity: ENTITY,
          entityId: row.id,
          before: { status: 'locked', locked_until: row.lockedUntil },
          after: { status: after.status },
        });
        return itemOf(after);
      });
    },

    /** A new role, from the operator's next call on (roles are read on every call). */
    async setRole(actor: AuditActor, id: number, role: OperatorRole): Promise<OperatorListItem> {
      return uow.run(async (tx) => {
        const row = await target(tx, actor, id);
        if (row.role === role) return itemOf(row);
        if (role !== 'owner') await keepAnOwner(tx, row);
        const after = (await tx.operators.setRole(row.id, role)) ?? row;
        await audit.record(tx, actor, {
          action: 'role_change',
          entity: ENTITY,
          entityId: row.id,
          before: { role: row.role },
          after: { role: after.role },
        });
        return itemOf(after);
      });
    },
  };
}
export type OperatorAccountsService = ReturnType<typeof createOperatorAccountsService>;
