/**
 * Operator accounts (issue 17; DESIGN 4): one-time setup links, argon2id passwords, a TOTP
 * second factor with one step of drift and no replay, lock-out after OPERATOR_MAX_FAILURES
 * failures in a row for OPERATOR_LOCK_MINUTES. A wrong email, password or code all answer 911,
 * after the same argon2 work. Every write, the failed logins and lock-outs included, adds its
 * audit row in the same transaction; secrets never reach a row, a log or an answer. The
 * owners' side (the list, new accounts, disable, enable, roles, new links) is
 * operator-accounts.service.ts, served under this service's name.
 */
import {
  OPERATOR_LOCK_MINUTES,
  OPERATOR_MAX_FAILURES,
  OPERATOR_PASSWORD_MIN,
  type LoginPayload,
  type MeResponse,
  type SetupFinishPayload,
  type SetupStartResponse,
} from '#shared/contract/console-auth.ts';
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import type { AuditActor, AuditService } from './audit.service.ts';
import { hashPassword, passwordMatches, sha256Hex, type SecretBox } from './operator-crypto.ts';
import { createOperatorAccountsService } from './operator-accounts.service.ts';
import type { OperatorRow } from './operator.repository.ts';
import type { ClientMeta, OperatorPrincipal, OperatorSessionService } from './operator-session.service.ts';
import { newTotpSecret, totpStepOf, totpUri } from './totp.ts';

const MINUTE_MS = 60_000;
const ENTITY = 'operator';
/** The audit row's author for a login attempt on an email no account has. */
const UNKNOWN_ACTOR: AuditActor = { id: null, name: 'unknown email' };

/** A signed-in operator: the cookie's value and what /auth/me answers. */
export interface SignedIn {
  token: string;
  me: MeResponse;
}

type Named = Pick<OperatorRow, 'id' | 'name'>;
const actorOf = (operator: Named): AuditActor => ({ id: operator.id, name: operator.name });

function meOf(operator: Pick<OperatorRow, 'id' | 'email' | 'name' | 'role'>, csrfToken: string): MeResponse {
  return {
    operator: { id: operator.id, email: operator.email, name: operator.name, role: operator.role },
    csrf_token: csrfToken,
  };
}

/** A name for an account made without one: the email's local part. */
export function defaultOperatorName(email: string): string {
  return (email.split('@')[0] ?? '').slice(0, 60) || email.slice(0, 60);
}

export function lockedError(lockedUntil: Date, nowMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - nowMs) / 1000));
  return new ApiError('operatorLocked', { minutes: Math.ceil(seconds / 60) })
    .withData({ retry_after_s: seconds })
    .retryAfter(seconds);
}

export function createOperatorService(deps: {
  uow: UnitOfWork;
  audit: AuditService;
  sessions: OperatorSessionService;
  now: () => number;
  /** Seals the TOTP secrets at rest. */
  box: SecretBox;
  /** Where setup links point: PUBLIC_URL, else http://127.0.0.1:PORT. */
  baseUrl: string;
  /** The issuer an authenticator app shows (the app's name). */
  issuer: () => Promise<string>;
}) {
  const { uow, audit, now } = deps;
  const read = uow.read;

  // The owners' side (list, create, disable, enable, role, new links) shares this service's name.
  const accounts = createOperatorAccountsService({ uow, audit, now, baseUrl: deps.baseUrl });

  /** The account of a live setup link, or 913. */
  async function liveSetup(token: string): Promise<{ row: OperatorRow; tokenHash: string }> {
    const tokenHash = sha256Hex(token);
    const row = await read.operators.findBySetupToken(tokenHash);
    if (row?.status !== 'pending' || !row.setupExpiresAt || row.setupExpiresAt.getTime() <= now()) {
      throw new ApiError('operatorSetupInvalid');
    }
    return { row, tokenHash };
  }

  /**
   * Records a failed login and throws 911, or 912 when this attempt locked the account
   * (`lockedUntil`: counted when it began, see beginAttempt).
   */
  async function fail(
    row: OperatorRow | undefined,
    email: string,
    reason: string,
    meta: ClientMeta,
    lockedUntil?: Date,
  ): Promise<never> {
    await uow.run(async (tx) => {
      const actor = row ? actorOf(row) : UNKNOWN_ACTOR;
      await audit.record(tx, actor, {
        action: 'login_failed',
        entity: ENTITY,
        entityId: row?.id ?? null,
        after: { email, reason, ip: meta.ip },
      });
      if (lockedUntil && row) {
        await audit.record(tx, actor, {
          action: 'lock',
          entity: ENTITY,
          entityId: row.id,
          after: { locked_until: lockedUntil, failures: OPERATOR_MAX_FAILURES },
        });
      }
    });
    throw lockedUntil ? lockedError(lockedUntil, now()) : new ApiError('operatorLoginFailed');
  }

  /** A locked account's attempt: recorded, never checked, answered 912. */
  async function refuseLocked(row: OperatorRow, email: string, meta: ClientMeta, t: number): Promise<never> {
    const until =
      (await read.operators.lockedUntil(row.id)) ?? new Date(t + OPERATOR_LOCK_MINUTES * MINUTE_MS);
    await uow.run((tx) =>
      audit.record(tx, actorOf(row), {
        action: 'login_failed',
        entity: ENTITY,
        entityId: row.id,
        after: { email, reason: 'locked', ip: meta.ip },
      }),
    );
    throw lockedError(until, t);
  }

  return {
    me: (principal: OperatorPrincipal): MeResponse => meOf(principal, principal.csrfToken),

    /** Step 1 of a setup link: a fresh TOTP secret to enrol (the previous one stops counting). */
    async setupStart(token: string): Promise<SetupStartResponse> {
      const { row } = await liveSetup(token);
      const secret = newTotpSecret();
      await read.operators.setPendingTotp(row.id, deps.box.seal(secret));
      return {
        email: row.email,
        name: row.name,
        role: row.role,
        totp_secret: secret,
        otpauth_uri: totpUri(await deps.issuer(), row.email, secret),
      };
    },

    /** Step 2: the password, the secret confirmed by a code; the link is spent and the operator signed in. */
    async setupFinish(input: SetupFinishPayload, meta: ClientMeta): Promise<SignedIn> {
      const { row, tokenHash } = await liveSetup(input.token);
      if ([...input.password].length < OPERATOR_PASSWORD_MIN) {
        throw new ApiError('operatorPasswordWeak', { min: OPERATOR_PASSWORD_MIN });
      }
      const sealed = row.totpPending;
      const secret = sealed === null ? undefined : deps.box.open(sealed);
      if (sealed === null || secret === undefined) throw new ApiError('operatorSetupInvalid');
      const step = await totpStepOf(secret, input.totp_code, now());
      if (step === undefined) throw new ApiError('operatorLoginFailed');
      const passwordHash = await hashPassword(input.password);
      const at = new Date(now());
      const session = await uow.run(async (tx) => {
        const spent = await tx.operators.finishSetup(row.id, tokenHash, {
          passwordHash,
          totpSecret: sealed,
          totpStep: step,
          at,
        });
        if (!spent) return undefined;
        await audit.record(tx, actorOf(row), {
          action: 'setup',
          entity: ENTITY,
          entityId: row.id,
          before: { status: row.status },
          after: { status: 'active', ip: meta.ip },
        });
        return deps.sessions.issue(tx, row.id, meta);
      });
      if (!session) throw new ApiError('operatorSetupInvalid');
      return { token: session.token, me: meOf(row, session.csrfToken) };
    },

    async login(input: LoginPayload, meta: ClientMeta): Promise<SignedIn> {
      const t = now();
      const row = await read.operators.findByEmail(input.email);
      const usable = row?.status === 'active' && row.passwordHash && row.totpSecret ? row : undefined;
      // Counted before it is checked: attempts sent at once are all counted (beginAttempt).
      const lockUntil = new Date(t + OPERATOR_LOCK_MINUTES * MINUTE_MS);
      const attempt = usable
        ? await read.operators.beginAttempt(usable.id, OPERATOR_MAX_FAILURES, lockUntil, new Date(t))
        : { locks: false };
      if (usable && !attempt) return refuseLocked(usable, input.email, meta, t);
      const locks = attempt?.locks ? lockUntil : undefined;
      // The argon2 work is done whatever the account, so timing does not tell which emails exist.
      const passwordOk = await passwordMatches(usable?.passwordHash ?? null, input.password);
      if (!usable) return fail(row, input.email, row ? `status_${row.status}` : 'unknown_email', meta);
      if (!passwordOk) return fail(usable, input.email, 'password', meta, locks);
      const secret = deps.box.open(usable.totpSecret ?? '');
      const step = secret === undefined ? undefined : await totpStepOf(secret, input.totp_code, t);
      if (step === undefined) return fail(usable, input.email, 'code', meta, locks);
      if (usable.lastTotpStep !== null && step <= usable.lastTotpStep) {
        return fail(usable, input.email, 'code_reused', meta, locks);
      }
      const session = await uow.run(async (tx) => {
        // Conditional on the step: of two logins racing with one code, one wins.
        if (!(await tx.operators.recordLogin(usable.id, step, new Date(t)))) return undefined;
        await audit.record(tx, actorOf(usable), {
          action: 'login',
          entity: ENTITY,
          entityId: usable.id,
          after: { ip: meta.ip, user_agent: meta.userAgent },
        });
        return deps.sessions.issue(tx, usable.id, meta);
      });
      if (!session) return fail(usable, input.email, 'code_reused', meta, locks);
      return { token: session.token, me: meOf(usable, session.csrfToken) };
    },

    async logout(principal: OperatorPrincipal): Promise<void> {
      await uow.run(async (tx) => {
        await deps.sessions.end(tx, principal.sessionId);
        await audit.record(tx, actorOf(principal), {
          action: 'logout',
          entity: ENTITY,
          entityId: principal.id,
        });
      });
    },

    ...accounts,
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;
