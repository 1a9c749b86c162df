/**
 * Logging in with an identity (SPEC 4, issue 4): an email, a Facebook user or a TikTok user,
 * all by one rule. An identity nobody has is bound to the current guest account ("an
 * unregistered account is automatically bound to the current device account"); a known
 * identity switches to its account, and whatever the guest held moves there in the same
 * transaction, so nothing bought as a guest is stranded. A registered account logging in with
 * an identity nobody has gets a new account with it (accounts are never linked implicitly).
 *
 * Linking (decision 0060) is asked for explicitly (`link: 1`): the identity joins the current
 * account when nobody has it, and is refused when another account has it; two registered
 * accounts never merge. A new provider identity whose email an account already has is refused
 * (log in with the email, then link), and a blocked current account is left as it is: the
 * login goes on as if there were none (another person may use this device).
 *
 * Unlinking (decision 0061) takes a way in away again: never the account's last one, nor the
 * one the session came by; the sessions that came by it end.
 */
import { fitNickname, type LoginData } from '#shared/contract/user.ts';
import type { LanguageId } from '#shared/languages.ts';
import { ApiError } from '../../api-error.ts';
import type { Repositories, UnitOfWork } from '../../unit-of-work.ts';
import type { SessionKind } from '../session/session.repository.ts';
import type { SessionService } from '../session/session.service.ts';
import { recordNothing, type RecordEvent } from '../events/event-recorder.ts';
import { mergeInvites, rewardInviter } from '../invite/invite.rules.ts';
import { moveMoney } from '../money/merge.ts';
import { grantWelcome } from '../rewards/rewards.rules.ts';
import { displayNickname } from '../user/user.service.ts';
import type { AccountRow, Identity, IdentityKind } from './account.repository.ts';

export type { Identity, IdentityKind } from './account.repository.ts';

function isGuest(row: AccountRow): boolean {
  return !row.email && !row.facebookId && !row.tiktokOpenId;
}

/** A unique key refused the write (PostgreSQL 23505, as pg and PGlite report it). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | undefined) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

const PROVIDER_NAMES: Record<Exclude<IdentityKind, 'email'>, string> = {
  facebook: 'Facebook',
  tiktok: 'TikTok',
};

/** The identity of this kind an account has already (null when none). */
function heldValue(row: AccountRow, kind: IdentityKind): string | null {
  if (kind === 'email') return row.email;
  return kind === 'facebook' ? row.facebookId : row.tiktokOpenId;
}

/** Another account has this identity: linking it here would take it away from that one. */
function takenError(kind: IdentityKind): ApiError {
  return kind === 'email'
    ? new ApiError('validation', {}, 'link_email_taken')
    : new ApiError('validation', { provider: PROVIDER_NAMES[kind] }, 'link_provider_taken');
}

/** The account has another identity of this kind: a link adds a way in, it replaces none. */
function alreadyLinkedError(kind: IdentityKind): ApiError {
  return kind === 'email'
    ? new ApiError('validation', {}, 'link_email_exists')
    : new ApiError('validation', { provider: PROVIDER_NAMES[kind] }, 'link_provider_exists');
}

/** The ways in an account has (none: a guest). */
function linkedKinds(row: AccountRow): IdentityKind[] {
  return (['email', 'facebook', 'tiktok'] as const).filter((kind) => heldValue(row, kind) !== null);
}

/**
 * Why a linked method may not be unlinked (decision 0061), or undefined when it may: a guest
 * has none to unlink; the last one would leave no way back in; the one this session came by
 * would leave the person in an account they could not log back in to the way they just did.
 */
function unlinkRefusal(row: AccountRow, sessionKind: SessionKind, kind: IdentityKind): ApiError | undefined {
  const linked = linkedKinds(row);
  if (linked.length === 0) return new ApiError('registeredOnly', {}, 'unlink_registered_only');
  if (linked.length === 1) return new ApiError('validation', {}, 'unlink_last_method');
  if (kind !== sessionKind) return undefined;
  return kind === 'email'
    ? new ApiError('validation', {}, 'unlink_session_email')
    : new ApiError('validation', { provider: PROVIDER_NAMES[kind] }, 'unlink_session_provider');
}

type Tx = Repositories;
/** The inviter a registration paid, for the event recorded after the transaction. */
interface Paid {
  inviterId?: number | undefined;
}

export interface LoginOptions {
  /** Link the identity to the current account instead of logging in with it (decision 0060). */
  link?: boolean | undefined;
  /** How the current session was made: a link's new token keeps it (decision 0061). */
  sessionKind?: SessionKind | undefined;
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

  /** A new identity joins an account: a guest becomes registered (its inviter paid, once). */
  async function register(tx: Tx, account: AccountRow, identity: Identity, paid: Paid): Promise<void> {
    await tx.accounts.bindIdentity(account.id, identity);
    if (!isGuest(account)) return;
    // The guest is now registered and logged in: its inviter is paid, once (DESIGN 3), and it
    // gets the welcome bonus (issue 15).
    paid.inviterId = await rewardInviter(tx, account.id);
    await grantWelcome(tx, account.id, now());
  }

  /** Linking (decision 0060): the identity joins the current account, or nothing changes. */
  async function linkOnce(
    tx: Tx,
    current: AccountRow | undefined,
    owner: AccountRow | undefined,
    identity: Identity,
    paid: Paid,
  ): Promise<number> {
    if (!current) throw new ApiError('sessionExpired');
    if (current.blockedAt) throw new ApiError('accountBlocked');
    if (owner) {
      if (owner.id === current.id) return current.id; // linked already: nothing to do
      throw takenError(identity.kind);
    }
    if (heldValue(current, identity.kind) !== null) throw alreadyLinkedError(identity.kind);
    // A registered account keeps the name it shows (the provider's is for a new account).
    await register(tx, current, isGuest(current) ? identity : { ...identity, nickname: undefined }, paid);
    return current.id;
  }

  /** The account the identity logs in to; `currentUserId` is absent for calls without a token. */
  async function loginOnce(
    currentUserId: number | undefined,
    identity: Identity,
    options: LoginOptions,
  ): Promise<number> {
    const paid: Paid = {};
    const userId = await uow.run(async (tx) => {
      const repo = tx.accounts;
      const current = currentUserId === undefined ? undefined : await repo.byId(currentUserId);
      const owner = await repo.byIdentity(identity);
      // A blocked account (issue 18) is logged in to by no channel, and nothing merges into it.
      if (owner?.blockedAt) throw new ApiError('accountBlocked');
      if (options.link) return linkOnce(tx, current, owner, identity, paid);
      // Nor out of it: a login from a blocked account's session goes on as one without a session.
      const from = current?.blockedAt ? undefined : current;
      if (owner) {
        if (from && owner.id !== from.id && isGuest(from)) {
          await repo.mergeInto(from.id, owner.id);
          await moveMoney(tx, from.id, owner.id, new Date(now()));
          // Not a new person: an invite made for this guest never pays (DESIGN 3); the friends
          // the guest invited, and its invite code, are the account's now.
          await mergeInvites(tx, from.id, owner.id);
        }
        return owner.id;
      }
      // A new provider identity with the email of an account: that person most likely has the
      // account already. Refused, not a second, empty account (decision 0060).
      if (identity.kind !== 'email' && identity.email) {
        const byEmail = await repo.byIdentity({ kind: 'email', value: identity.email });
        if (byEmail)
          throw new ApiError(
            'thirdPartyLoginFailed',
            { provider: PROVIDER_NAMES[identity.kind] },
            'provider_email_has_account',
          );
      }
      if (from && isGuest(from)) {
        await register(tx, from, identity, paid);
        return from.id;
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
    options: LoginOptions = {},
  ): Promise<LoginData> {
    const named: Identity = {
      ...identity,
      // A provider's display name, made to fit the nickname rules (the settings can save it).
      nickname: identity.nickname === undefined ? undefined : fitNickname(identity.nickname),
    };
    if (currentUserId !== undefined) await deps.beforeLogin?.(currentUserId);
    let userId: number;
    try {
      userId = await loginOnce(currentUserId, named, options);
    } catch (error) {
      // Two first logins with one new identity at once: the other one created it; switch to it
      // (a link is refused then, as another account has it).
      if (!isUniqueViolation(error)) throw error;
      userId = await loginOnce(currentUserId, named, options);
    }
    // A link adds a way in; the session still came the way it did (decision 0061), unless it was
    // a device's guest session, which the link registered with this identity.
    const kept = options.link && options.sessionKind !== 'device' ? options.sessionKind : undefined;
    const token = await sessions.issue(userId, kept ?? identity.kind, language);
    const row = await uow.read.accounts.byId(userId);
    return {
      user_token: token,
      nickname: row ? displayNickname(row, language) : '',
      email: row?.email ?? '',
    };
  }

  /** The linked methods this session may unlink now (the rules of `unlink`). */
  async function unlinkable(userId: number, sessionKind: SessionKind): Promise<IdentityKind[]> {
    const row = await uow.read.accounts.byId(userId);
    if (!row || row.blockedAt) return [];
    return linkedKinds(row).filter((kind) => !unlinkRefusal(row, sessionKind, kind));
  }

  /**
   * Unlinks a method (decision 0061): the identity no longer opens the account (a login with it
   * is a new identity), and the account's sessions that came by it end. One that is not linked
   * (a repeat) is nothing to do.
   */
  async function unlink(userId: number, sessionKind: SessionKind, kind: IdentityKind): Promise<void> {
    const changed = await uow.run(async (tx) => {
      const row = await tx.accounts.byIdForUpdate(userId);
      if (!row) throw new ApiError('sessionExpired');
      if (row.blockedAt) throw new ApiError('accountBlocked');
      if (heldValue(row, kind) === null && linkedKinds(row).length > 0) return false;
      const refusal = unlinkRefusal(row, sessionKind, kind);
      if (refusal) throw refusal;
      // An account without a name of its own showed the email's first part: it keeps showing it.
      const shown =
        kind === 'email' && row.nickname === '' ? fitNickname(row.email?.split('@')[0] ?? '') : '';
      await tx.accounts.unbindIdentity(userId, kind, shown || undefined);
      await tx.sessions.revokeAllOf(userId, kind);
      return true;
    });
    // This process forgets the ended sessions now; another within SESSION_CACHE_TTL_MS.
    if (changed) sessions.forgetUser(userId);
  }

  return {
    login,
    unlinkable,
    unlink,
    loginWithEmail: (
      currentUserId: number | undefined,
      email: string,
      language: LanguageId,
      options: LoginOptions = {},
    ) => login(currentUserId, { kind: 'email', value: email }, language, options),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
