/**
 * Operator accounts (issue 17; DESIGN 4): one-time setup links, argon2id passwords, a TOTP
 * second factor with one step of drift and no replay, lock-out after OPERATOR_MAX_FAILURES
 * failures in a row for OPERATOR_LOCK_MINUTES. A wrong email, password or code all answer 911,
 * after the same argon2 work. Every write, the failed logins and lock-outs included, adds its
 * audit row in the same transaction; secrets never reach a row, a log or an answer. Passwords
 * and codes are checked by operator-credentials.ts. The owners' side (the list, new accounts,
 * disable, enable, roles, new links, unlock) is operator-accounts.service.ts and the operator's
 * own account (password, authenticator, other sessions) operator-self.service.ts, both served
 * under this service's name.
 */
import {
  type LoginPayload,
  type MeResponse,
  type SetupFinishPayload,
  type SetupInvalidData,
  type SetupStartResponse,
} from '#shared/contract/console-auth.ts';
import { ApiError } from '../../api-error.ts';
import type { ServerMessageKey } from '../../i18n/messages.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import type { AuditService } from './audit.service.ts';
import {
  actorOf,
  checkNewPassword,
  createCredentialCheck,
  type FailureRecord,
} from './operator-credentials.ts';
import { hashPassword, sha256Hex, type SecretBox } from './operator-crypto.ts';
import { createOperatorAccountsService } from './operator-accounts.service.ts';
import { createOperatorSelfService } from './operator-self.service.ts';
import type { OperatorRow } from './operator.repository.ts';
import type { ClientMeta, OperatorPrincipal, OperatorSessionService } from './operator-session.service.ts';
import { newTotpSecret, totpStepOf, totpUri } from './totp.ts';

const ENTITY = 'operator';

/** A signed-in operator: the cookie's value and what /auth/me answers. */
export interface SignedIn {
  token: string;
  me: MeResponse;
}

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

const SETUP_MESSAGES = {
  unknown: 'operator_setup_invalid',
  used: 'operator.setup_used',
  expired: 'operator.setup_expired',
} as const satisfies Record<SetupInvalidData['reason'], ServerMessageKey>;

function setupInvalid(reason: SetupInvalidData['reason']): ApiError {
  return new ApiError('operatorSetupInvalid', {}, SETUP_MESSAGES[reason]).withData({ reason });
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
  const credentials = createCredentialCheck({ uow, audit, box: deps.box, now });

  // The owners' side (list, create, disable, enable, role, new links, unlock) and the operator's
  // own account (password, authenticator, other sessions) share this service's name.
  const accounts = createOperatorAccountsService({ uow, audit, now, baseUrl: deps.baseUrl });
  const self = createOperatorSelfService({ ...deps, credentials });

  /** The account of a live setup link, or 913 saying why not (unknown, used, expired). */
  async function liveSetup(token: string): Promise<{ row: OperatorRow; tokenHash: string }> {
    const tokenHash = sha256Hex(token);
    const row = await read.operators.findBySetupToken(tokenHash);
    if (!row) throw setupInvalid('unknown');
    if (row.status !== 'pending') throw setupInvalid(row.setupExpiresAt === null ? 'used' : 'unknown');
    if (!row.setupExpiresAt || row.setupExpiresAt.getTime() <= now()) throw setupInvalid('expired');
    return { row, tokenHash };
  }

  return {
    me: (principal: OperatorPrincipal): MeResponse => meOf(principal, principal.csrfToken),

    /**
     * Step 1 of a setup link: the TOTP secret to enrol. Asked again (a reload) while the link
     * lives, the same secret: an app that scanned it already keeps working.
     */
    async setupStart(token: string): Promise<SetupStartResponse> {
      const { row } = await liveSetup(token);
      const offered = row.totpPending === null ? undefined : deps.box.open(row.totpPending);
      const secret = offered ?? newTotpSecret();
      if (offered === undefined) await read.operators.setPendingTotp(row.id, deps.box.seal(secret));
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
      checkNewPassword(input.password);
      const sealed = row.totpPending;
      const secret = sealed === null ? undefined : deps.box.open(sealed);
      if (sealed === null || secret === undefined) throw setupInvalid('unknown');
      const step = await totpStepOf(secret, input.totp_code, now());
      // Its own words: there is no email here, and the password is not what was wrong.
      if (step === undefined) throw new ApiError('operatorLoginFailed', {}, 'operator.setup_code_wrong');
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
      if (!session) throw setupInvalid('used');
      return { token: session.token, me: meOf(row, session.csrfToken) };
    },

    async login(input: LoginPayload, meta: ClientMeta): Promise<SignedIn> {
      const failure: FailureRecord = { action: 'login_failed', after: { email: input.email, ip: meta.ip } };
      const checked = await credentials.check({
        row: await read.operators.findByEmail(input.email),
        password: input.password,
        code: input.totp_code,
        refuseReused: true,
        failure,
      });
      const { row, step } = checked;
      const session = await uow.run(async (tx) => {
        // Conditional on the step: of two logins racing with one code, one wins.
        if (!(await tx.operators.recordLogin(row.id, step, new Date(now())))) return undefined;
        await audit.record(tx, actorOf(row), {
          action: 'login',
          entity: ENTITY,
          entityId: row.id,
          after: { ip: meta.ip, user_agent: meta.userAgent },
        });
        return deps.sessions.issue(tx, row.id, meta);
      });
      if (!session) return credentials.codeReused(checked, failure);
      return { token: session.token, me: meOf(row, session.csrfToken) };
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
    ...self,
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;
