/**
 * The signed-in operator's own account ("My account", every role): a new password, a new
 * authenticator, and signing out every other session. Each acts on the session's account only
 * (the principal; no id is taken, so no operator can change another's). Where the password and
 * code are asked, they are checked as a sign-in checks them (operator-credentials.ts: counted
 * toward the lock-out, audited when wrong) and the code's step is spent, so it cannot be used
 * again. A new password or authenticator ends the account's other sessions; this one stays.
 * Every change adds its audit row in its transaction.
 */
import type {
  PasswordChangePayload,
  SessionsEndedResponse,
  TotpChangeFinishPayload,
  TotpChangeStartPayload,
  TotpEnrolResponse,
} from '#shared/contract/console-auth.ts';
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import type { AuditService } from './audit.service.ts';
import {
  actorOf,
  checkNewPassword,
  type Checked,
  type CredentialCheck,
  type FailureRecord,
} from './operator-credentials.ts';
import { hashPassword, type SecretBox } from './operator-crypto.ts';
import type { OperatorRow } from './operator.repository.ts';
import type { ClientMeta, OperatorPrincipal } from './operator-session.service.ts';
import { newTotpSecret, totpUri } from './totp.ts';

const ENTITY = 'operator';

type Purpose = 'password_change' | 'totp_change' | 'totp_confirm';

export function createOperatorSelfService(deps: {
  uow: UnitOfWork;
  audit: AuditService;
  credentials: CredentialCheck;
  box: SecretBox;
  /** The issuer an authenticator app shows (the app's name). */
  issuer: () => Promise<string>;
}) {
  const { uow, audit, credentials } = deps;

  /** The principal's own row (901 if it went meanwhile). */
  async function own(principal: OperatorPrincipal): Promise<OperatorRow> {
    const row = await uow.read.operators.findById(principal.id);
    if (!row) throw new ApiError('operatorUnauthorized');
    return row;
  }

  // There is no email on these forms: a wrong password or code says so in its own words.
  const failureOf = (purpose: Purpose, meta: ClientMeta): FailureRecord => ({
    action: 'verify_failed',
    after: { purpose, ip: meta.ip },
    messageKey: purpose === 'totp_confirm' ? 'operator.setup_code_wrong' : 'operator.verify_failed',
  });

  /** The current password and code, checked and counted as a sign-in's. */
  async function verify(
    principal: OperatorPrincipal,
    input: { current_password: string; totp_code: string },
    purpose: Purpose,
    meta: ClientMeta,
  ): Promise<Checked> {
    return credentials.check({
      row: await own(principal),
      password: input.current_password,
      code: input.totp_code,
      refuseReused: true,
      failure: failureOf(purpose, meta),
    });
  }

  return {
    /** A new password (checked as setup checks one); the other sessions end. */
    async changePassword(
      principal: OperatorPrincipal,
      input: PasswordChangePayload,
      meta: ClientMeta,
    ): Promise<void> {
      checkNewPassword(input.new_password);
      const checked = await verify(principal, input, 'password_change', meta);
      const passwordHash = await hashPassword(input.new_password);
      const done = await uow.run(async (tx) => {
        if (!(await tx.operators.acceptStep(checked.row.id, checked.step))) return false;
        await tx.operators.setPassword(checked.row.id, passwordHash);
        const ended = await tx.operators.deleteSessionsOf(checked.row.id, principal.sessionId);
        await audit.record(tx, actorOf(checked.row), {
          action: 'password_change',
          entity: ENTITY,
          entityId: checked.row.id,
          after: { sessions_ended: ended, ip: meta.ip },
        });
        return true;
      });
      if (!done) await credentials.codeReused(checked, failureOf('password_change', meta));
    },

    /**
     * Step 1 of a new authenticator: the current password and code, then a new secret to enrol
     * (kept sealed as pending; the current authenticator works until step 2).
     */
    async totpChangeStart(
      principal: OperatorPrincipal,
      input: TotpChangeStartPayload,
      meta: ClientMeta,
    ): Promise<TotpEnrolResponse> {
      const checked = await verify(principal, input, 'totp_change', meta);
      const secret = newTotpSecret();
      const done = await uow.run(async (tx) => {
        if (!(await tx.operators.acceptStep(checked.row.id, checked.step))) return false;
        await tx.operators.setPendingTotp(checked.row.id, deps.box.seal(secret));
        await audit.record(tx, actorOf(checked.row), {
          action: 'totp_change_start',
          entity: ENTITY,
          entityId: checked.row.id,
          after: { ip: meta.ip },
        });
        return true;
      });
      if (!done) await credentials.codeReused(checked, failureOf('totp_change', meta));
      return { totp_secret: secret, otpauth_uri: totpUri(await deps.issuer(), checked.row.email, secret) };
    },

    /** Step 2: a code from the new app confirms it; it replaces the old one, the other sessions end. */
    async totpChangeFinish(
      principal: OperatorPrincipal,
      input: TotpChangeFinishPayload,
      meta: ClientMeta,
    ): Promise<void> {
      const row = await own(principal);
      const pending = row.totpPending;
      if (pending === null) throw new ApiError('validation', {}, 'operator.totp_not_started');
      const checked = await credentials.check({
        row,
        code: input.totp_code,
        sealedSecret: pending,
        // A new secret has no code used yet: its first code may share the step just spent.
        refuseReused: false,
        failure: failureOf('totp_confirm', meta),
      });
      const done = await uow.run(async (tx) => {
        if (!(await tx.operators.confirmTotp(row.id, pending, checked.step))) return false;
        const ended = await tx.operators.deleteSessionsOf(row.id, principal.sessionId);
        await audit.record(tx, actorOf(row), {
          action: 'totp_change',
          entity: ENTITY,
          entityId: row.id,
          after: { sessions_ended: ended, ip: meta.ip },
        });
        return true;
      });
      if (!done) throw new ApiError('validation', {}, 'operator.totp_not_started');
    },

    /** Every other session of the account ends; this one stays. */
    async endOtherSessions(principal: OperatorPrincipal, meta: ClientMeta): Promise<SessionsEndedResponse> {
      return uow.run(async (tx) => {
        const ended = await tx.operators.deleteSessionsOf(principal.id, principal.sessionId);
        await audit.record(tx, actorOf(principal), {
          action: 'sign_out_others',
          entity: ENTITY,
          entityId: principal.id,
          after: { sessions_ended: ended, ip: meta.ip },
        });
        return { sessions_ended: ended };
      });
    },
  };
}
export type OperatorSelfService = ReturnType<typeof createOperatorSelfService>;
