/**
 * Logging in with an identity (SPEC 4, issue 4): an email, a Facebook user or a TikTok user,
 * all by one rule. An identity nobody has is bound to the current guest account ("an
 * unregistered account is automatically bound to the current device account"); a known
 * identity switches to its account, and whatever the guest held moves there in the same
 * transaction, so nothing bought as a guest is stranded. A registered account logging in with
 * an identity nobody has gets a new account with it (accounts are never linked implicitly).
 */
import { fitNickname, type LoginData } from '#shared/contract/user.ts';
import type { LanguageId } from '#shared/languages.ts';
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import type { SessionService } from '../session/session.service.ts';
import { recordNothing, type RecordEvent } from '../events/event-recorder.ts';
import { mergeInvites, rewardInviter } from '../invite/invite.rules.ts';
import { moveMoney } from '../money/merge.ts';
import { grantWelcome } from '../rewards/rewards.rules.ts';
import { displayNickname } from '../user/user.service.ts';
import type { AccountRow, Identity } from './account.repository.ts';

export type { Identity, IdentityKind } from './account.repository.ts';

function isGuest(row: AccountRow): boolean {
  return !row.email && !row.facebookId && !row.tiktokOpenId;
}

/** A unique key refused the write (PostgreSQL 23505, as pg and PGlite report it). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | undefined) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

export function createAccountService(deps: {
  uow: UnitOfWork;
  sessions: SessionService;
  now: () => number;
  /** Runs before a login reads the current account (the progress buffer writes its positions). */
  beforeLogin?: (userId: number) => Promise<void>;
  /** Viewer events (decision 0038): an invited guest registered (its inviter paid). */
  recordEvent?: RecordEvent;
}) {
  const { uow, sessions, now } = deps;
  const recordEvent = deps.recordEvent ?? recordNothing;

  /** The account the identity logs in to; `currentUserId` is absent for calls without a token. */
  async function loginOnce(currentUserId: number | undefined, identity: Identity): Promise<number> {
    const paid: { inviterId?: number | undefined } = {};
    const userId = await uow.run(async (tx) => {
      const repo = tx.accounts;
      const current = currentUserId === undefined ? undefined : await repo.byId(currentUserId);
      const owner = await repo.byIdentity(identity);
      // A blocked account (issue 18) is logged in to by no channel, and nothing merges into it.
      if (owner?.blockedAt || current?.blockedAt) throw new ApiError('accountBlocked');
      if (owner) {
        if (current && owner.id !== current.id && isGuest(current)) {
          await repo.mergeInto(current.id, owner.id);
          await moveMoney(tx, current.id, owner.id, new Date(now()));
          // Not a new person: an invite made for this guest never pays (DESIGN 3); the friends
          // the guest invited, and its invite code, are the account's now.
          await mergeInvites(tx, current.id, owner.id);
        }
        return owner.id;
      }
      if (current && isGuest(current)) {
        await repo.bindIdentity(current.id, identity);
        // The guest is now registered and logged in: its inviter is paid, once (DESIGN 3),
        // and it gets the welcome bonus (issue 15).
        paid.inviterId = await rewardInviter(tx, current.id);
        await grantWelcome(tx, current.id, now());
        return current.id;
      }
      const created = await repo.createWithIdentity(identity);
      await grantWelcome(tx, created, now());
      return created;
    });
    if (paid.inviterId !== undefined)
      recordEvent({ kind: 'invite_registered', userId, extra: { inviter: paid.inviterId } });
    return userId;
  }

  async function login(
    currentUserId: number | undefined,
    identity: Identity,
    language: LanguageId,
  ): Promise<LoginData> {
    const named: Identity = {
      ...identity,
      // A provider's display name, made to fit the nickname rules (the settings can save it).
      nickname: identity.nickname === undefined ? undefined : fitNickname(identity.nickname),
    };
    if (currentUserId !== undefined) await deps.beforeLogin?.(currentUserId);
    let userId: number;
    try {
      userId = await loginOnce(currentUserId, named);
    } catch (error) {
      // Two first logins with one new identity at once: the other one created it; switch to it.
      if (!isUniqueViolation(error)) throw error;
      userId = await loginOnce(currentUserId, named);
    }
    const token = await sessions.issue(userId, identity.kind, language);
    const row = await uow.read.accounts.byId(userId);
    return {
      user_token: token,
      nickname: row ? displayNickname(row, language) : '',
      email: row?.email ?? '',
    };
  }

  return {
    login,
    loginWithEmail: (currentUserId: number, email: string, language: LanguageId) =>
      login(currentUserId, { kind: 'email', value: email }, language),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
