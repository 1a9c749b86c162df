/**
 * Checking an operator's password and authenticator code, one way for every door that asks for
 * them: sign-in, and the operator's own account changes (a new password, a new authenticator).
 * Each attempt is counted before it is checked (operators.beginAttempt: attempts sent at once
 * cannot outrun the lock); the failure that reaches OPERATOR_MAX_FAILURES locks the account for
 * OPERATOR_LOCK_MINUTES and answers 912, as does every attempt until then, unchecked. A wrong
 * password or code answers 911. The right password with a code already used is no guess: the
 * attempt is taken back and the answer says to wait for the next code. Every failure is audited.
 */
import {
  OPERATOR_LOCK_MINUTES,
  OPERATOR_MAX_FAILURES,
  OPERATOR_PASSWORD_MAX,
  OPERATOR_PASSWORD_MIN,
  passwordProblem,
} from '#shared/contract/console-auth.ts';
import { ApiError } from '../../api-error.ts';
import type { ServerMessageKey } from '../../i18n/messages.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import type { AuditActor, AuditService } from './audit.service.ts';
import { passwordMatches, type SecretBox } from './operator-crypto.ts';
import type { OperatorRow } from './operator.repository.ts';
import { totpStepOf } from './totp.ts';

const MINUTE_MS = 60_000;
const ENTITY = 'operator';
/** The audit row's author for a login attempt on an email no account has. */
const UNKNOWN_ACTOR: AuditActor = { id: null, name: 'unknown email' };

export const actorOf = (operator: Pick<OperatorRow, 'id' | 'name'>): AuditActor => ({
  id: operator.id,
  name: operator.name,
});

export function lockedError(lockedUntil: Date, nowMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - nowMs) / 1000));
  return new ApiError('operatorLocked', { minutes: Math.ceil(seconds / 60) })
    .withData({ retry_after_s: seconds })
    .retryAfter(seconds);
}

const PASSWORD_MESSAGES = {
  short: 'operator_password_weak',
  long: 'operator.password_long',
  trivial: 'operator.password_trivial',
} as const satisfies Record<string, ServerMessageKey>;

/** 914 for a password the rules refuse (passwordProblem), with what is wrong with it. */
export function checkNewPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem)
    throw new ApiError(
      'operatorPasswordWeak',
      { min: OPERATOR_PASSWORD_MIN, max: OPERATOR_PASSWORD_MAX },
      PASSWORD_MESSAGES[problem],
    );
}

/** How a failure is recorded: its audit action and what its row says besides the reason. */
export interface FailureRecord {
  action: 'login_failed' | 'verify_failed';
  after: Record<string, unknown>;
  /** What a wrong password or code says (sign-in's "wrong email, password or code" unless given). */
  messageKey?: ServerMessageKey;
}

export interface CheckInput {
  /** The account asked about; undefined for an unknown email (the same work is done). */
  row: OperatorRow | undefined;
  /** Checked first; omitted where only a code is asked (a new authenticator's first code). */
  password?: string;
  code: string;
  /** The secret the code must come from, sealed: the account's own unless given. */
  sealedSecret?: string | null;
  /** Whether a code of the last accepted step or older is refused (not for a new secret). */
  refuseReused: boolean;
  failure: FailureRecord;
}

/** A counted attempt that passed: the account, the code's step, and the lock it would have set. */
export interface Checked {
  row: OperatorRow;
  step: number;
  lockUntil: Date | undefined;
}

export function createCredentialCheck(deps: {
  uow: UnitOfWork;
  audit: AuditService;
  box: SecretBox;
  now: () => number;
}) {
  const { uow, audit, now } = deps;
  const read = uow.read;

  async function record(
    row: OperatorRow | undefined,
    failure: FailureRecord,
    reason: string,
    lockedUntil?: Date,
  ): Promise<void> {
    await uow.run(async (tx) => {
      const actor = row ? actorOf(row) : UNKNOWN_ACTOR;
      await audit.record(tx, actor, {
        action: failure.action,
        entity: ENTITY,
        entityId: row?.id ?? null,
        after: { ...failure.after, reason },
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
  }

  /** Records the failure and throws 911, or 912 when this attempt locked the account. */
  async function fail(
    row: OperatorRow | undefined,
    failure: FailureRecord,
    reason: string,
    lockedUntil?: Date,
  ): Promise<never> {
    await record(row, failure, reason, lockedUntil);
    throw lockedUntil
      ? lockedError(lockedUntil, now())
      : new ApiError('operatorLoginFailed', {}, failure.messageKey);
  }

  return {
    /**
     * The right password and code for `row` (active, set up), or a thrown 911/912 with its
     * audit row. The attempt is counted; the caller spends the step (a conditional update) and
     * calls `codeReused` when that update finds it spent meanwhile.
     */
    async check(input: CheckInput): Promise<Checked> {
      const { row, failure } = input;
      const t = now();
      const usable = row?.status === 'active' && row.passwordHash && row.totpSecret ? row : undefined;
      const lockUntil = new Date(t + OPERATOR_LOCK_MINUTES * MINUTE_MS);
      const attempt = usable
        ? await read.operators.beginAttempt(usable.id, OPERATOR_MAX_FAILURES, lockUntil, new Date(t))
        : { locks: false };
      if (usable && !attempt) {
        await record(usable, failure, 'locked');
        throw lockedError((await read.operators.lockedUntil(usable.id)) ?? lockUntil, t);
      }
      const locks = attempt?.locks ? lockUntil : undefined;
      if (input.password !== undefined) {
        // The argon2 work is done whatever the account, so timing does not tell which emails exist.
        const passwordOk = await passwordMatches(usable?.passwordHash ?? null, input.password);
        if (!usable) return fail(row, failure, row ? `status_${row.status}` : 'unknown_email');
        if (!passwordOk) return fail(usable, failure, 'password', locks);
      }
      if (!usable) return fail(row, failure, row ? `status_${row.status}` : 'unknown_email');
      const sealed = input.sealedSecret === undefined ? usable.totpSecret : input.sealedSecret;
      const secret = sealed ? deps.box.open(sealed) : undefined;
      const step = secret === undefined ? undefined : await totpStepOf(secret, input.code, t);
      if (step === undefined) return fail(usable, failure, 'code', locks);
      const checked = { row: usable, step, lockUntil: locks };
      if (input.refuseReused && usable.lastTotpStep !== null && step <= usable.lastTotpStep) {
        return this.codeReused(checked, failure);
      }
      return checked;
    },

    /**
     * The right password with a code already accepted (a replay, or the same code typed twice):
     * audited as `code_reused`, not counted toward the lock-out, answered "wait for the next code".
     */
    async codeReused(checked: Checked, failure: FailureRecord): Promise<never> {
      await read.operators.forgiveAttempt(checked.row.id, OPERATOR_MAX_FAILURES, checked.lockUntil);
      await record(checked.row, failure, 'code_reused');
      throw new ApiError('operatorLoginFailed', {}, 'operator.code_reused');
    },
  };
}
export type CredentialCheck = ReturnType<typeof createCredentialCheck>;
