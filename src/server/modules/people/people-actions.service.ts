/**
 * The operator's actions on a viewer's account (issue 18), each in one transaction with its
 * audit row (before and after): a balance adjusted through the wallet (a ledger row 'adjust'
 * naming the operator and the reason, exactly once per idempotency key, never below zero),
 * VIP granted or extended (as a paid VIP order extends it: from max(now, vip_until)), every
 * session revoked, and the account blocked (its sessions end; no login channel lets it in:
 * session.service.ts `issue`) or unblocked. Nothing else of the account changes.
 */
import type { AdjustInput, AdjustResponse, VipInput } from '#shared/contract/console-people.ts';
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import { isUniqueViolation } from '../auth/account.service.ts';
import type { AuditActor, AuditService } from '../operator/audit.service.ts';
import type { SessionService } from '../session/session.service.ts';

export function createPeopleActionsService(deps: {
  uow: UnitOfWork;
  audit: AuditService;
  sessions: SessionService;
  now: () => number;
}) {
  const { uow, audit, sessions } = deps;

  /**
   * The answer to an adjustment already made with this key (a retry), if any. The key with other
   * values is refused, as Stripe refuses an idempotency key reused with other parameters: they
   * were not applied, and a 200 would say they were.
   */
  async function replay(
    uid: number,
    reference: string,
    input: AdjustInput,
  ): Promise<AdjustResponse | undefined> {
    const row = await uow.read.ledger.byReference('adjust', reference);
    if (!row) return undefined;
    if (row.asset !== input.asset || row.delta !== input.delta || row.note !== input.reason) {
      throw new ApiError('validation', {}, 'adjust_key_reused');
    }
    const balance = await uow.read.wallet.balances(uid, new Date(deps.now()));
    return { ...balance, ledger_id: row.id };
  }

  /** The adjustment, or undefined when the same key's was written while this one waited. */
  async function adjustOnce(actor: AuditActor, uid: number, input: AdjustInput, reference: string) {
    return uow.run(async (tx): Promise<AdjustResponse | undefined> => {
      const at = new Date(deps.now());
      if (!(await tx.people.byUid(uid))) throw new ApiError('recordNotFound');
      const before = await tx.wallet.lock(uid, at);
      // The same key at the same moment (the wallet's lock lets one through at a time): the
      // other's row decides, even for another asset, which the ledger's unique key would allow.
      if (await tx.ledger.byReference('adjust', reference)) return undefined;
      const done = await tx.wallet.adjust(uid, {
        asset: input.asset,
        delta: input.delta,
        reason: 'adjust',
        reference,
        note: input.reason,
        ...(actor.id === null ? {} : { operatorId: actor.id }),
        at,
      });
      if (!done) throw new ApiError('adjustBelowZero');
      const after = { ...before, [input.asset]: done.after };
      await audit.record(tx, actor, {
        action: 'adjust',
        entity: 'user',
        entityId: uid,
        before,
        after: { ...after, asset: input.asset, delta: input.delta, reason: input.reason, key: input.key },
      });
      return { gold: after.gold, coin: after.coin, ledger_id: done.ledgerId };
    });
  }

  /** Ends the user's sessions inside `work`'s transaction, and forgets them here once committed. */
  async function withSessionsEnded<T>(uid: number, work: () => Promise<T>): Promise<T> {
    const result = await work();
    sessions.forgetUser(uid);
    return result;
  }

  async function setBlocked(actor: AuditActor, uid: number, blocked: boolean, reason: string) {
    return withSessionsEnded(uid, () =>
      uow.run(async (tx) => {
        const before = await tx.people.lockBlockState(uid);
        if (!before) throw new ApiError('recordNotFound');
        const after = blocked
          ? { blockedAt: new Date(deps.now()), blockedReason: reason, blockedBy: actor.id }
          : { blockedAt: null, blockedReason: null, blockedBy: null };
        await tx.people.setBlockState(uid, after);
        const revoked = blocked ? await sessions.revokeAll(uid, tx.sessions) : 0;
        await audit.record(tx, actor, {
          action: blocked ? 'block' : 'unblock',
          entity: 'user',
          entityId: uid,
          before,
          // A block's reason is its blocked_reason already (once, not twice); an unblock's is its own.
          after: blocked
            ? { ...after, revoked_sessions: revoked }
            : { ...after, reason, revoked_sessions: revoked },
        });
        return { blocked, revoked };
      }),
    );
  }

  return {
    async adjust(actor: AuditActor, uid: number, input: AdjustInput): Promise<AdjustResponse> {
      // The key is the client's; scoped to the user so two users' keys never collide.
      const reference = `${uid}:${input.key}`;
      const earlier = await replay(uid, reference, input);
      if (earlier) return earlier;
      try {
        const done = await adjustOnce(actor, uid, input, reference);
        if (done) return done;
      } catch (error) {
        // The same key at the same moment: the other request wrote it; answer as a retry.
        if (!isUniqueViolation(error)) throw error;
      }
      const raced = await replay(uid, reference, input);
      if (!raced) throw new Error(`adjustment ${reference} neither written nor found`);
      return raced;
    },

    async grantVip(actor: AuditActor, uid: number, input: VipInput): Promise<{ vip_until: string }> {
      return uow.run(async (tx) => {
        const before = await tx.people.vipUntil(uid);
        if (before === undefined) throw new ApiError('recordNotFound');
        await tx.vip.extend(uid, input.days, new Date(deps.now()));
        const after = await tx.people.vipUntil(uid);
        if (!after) throw new Error(`VIP of user ${uid} not extended`);
        await audit.record(tx, actor, {
          action: 'grant_vip',
          entity: 'user',
          entityId: uid,
          before: { vip_until: before },
          after: { vip_until: after, days: input.days, reason: input.reason },
        });
        return { vip_until: after.toISOString() };
      });
    },

    async revokeSessions(actor: AuditActor, uid: number, reason: string): Promise<{ revoked: number }> {
      return withSessionsEnded(uid, () =>
        uow.run(async (tx) => {
          if (!(await tx.people.byUid(uid))) throw new ApiError('recordNotFound');
          const revoked = await sessions.revokeAll(uid, tx.sessions);
          await audit.record(tx, actor, {
            action: 'revoke_sessions',
            entity: 'user',
            entityId: uid,
            after: { revoked, reason },
          });
          return { revoked };
        }),
      );
    },

    block: (actor: AuditActor, uid: number, reason: string) => setBlocked(actor, uid, true, reason),
    unblock: (actor: AuditActor, uid: number, reason: string) => setBlocked(actor, uid, false, reason),
  };
}
export type PeopleActionsService = ReturnType<typeof createPeopleActionsService>;
