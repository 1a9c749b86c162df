/**
 * Console sessions: the cookie carries 32 random bytes, the database their SHA-256 (the row's
 * id), the CSRF token the console sends back on every write, and two ends: after
 * OPERATOR_IDLE_MINUTES without a call and OPERATOR_SESSION_DAYS after the login, whatever
 * happens. Time is the app's clock (`now`), so tests move it instead of waiting.
 */
import {
  OPERATOR_IDLE_MINUTES,
  OPERATOR_SESSION_DAYS,
  type OperatorRole,
} from '#shared/contract/console-auth.ts';
import type { Repositories, UnitOfWork } from '../../unit-of-work.ts';
import { isWellFormedToken, randomToken, sha256Hex } from './operator-crypto.ts';

const MINUTE_MS = 60_000;
export const OPERATOR_IDLE_MS = OPERATOR_IDLE_MINUTES * MINUTE_MS;
export const OPERATOR_SESSION_MS = OPERATOR_SESSION_DAYS * 24 * 60 * MINUTE_MS;
/** last_seen_at moves at most once a minute (a screen's burst of calls costs one write). */
const TOUCH_EVERY_MS = MINUTE_MS;

/** The signed-in operator of a request. */
export interface OperatorPrincipal {
  id: number;
  email: string;
  name: string;
  role: OperatorRole;
  sessionId: string;
  csrfToken: string;
}

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

export function createOperatorSessionService(deps: { uow: UnitOfWork; now: () => number }) {
  const repo = deps.uow.read.operatorSessions;
  return {
    /** A new session for the operator, written through `repos` (the login's transaction). */
    async issue(
      repos: Pick<Repositories, 'operatorSessions'>,
      operatorId: number,
      meta: ClientMeta,
    ): Promise<{ token: string; csrfToken: string }> {
      const token = randomToken();
      const csrfToken = randomToken();
      const at = new Date(deps.now());
      await repos.operatorSessions.purgeEnded(at, new Date(at.getTime() - OPERATOR_IDLE_MS));
      await repos.operatorSessions.insert({
        id: sha256Hex(token),
        operatorId,
        csrfSecret: csrfToken,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + OPERATOR_SESSION_MS),
        ip: meta.ip.slice(0, 64),
        userAgent: meta.userAgent.slice(0, 300),
      });
      return { token, csrfToken };
    },

    /** The live session of a cookie value: undefined when unknown, idle, past its end or the account is off. */
    async resolve(token: string): Promise<OperatorPrincipal | undefined> {
      if (!isWellFormedToken(token)) return undefined;
      const id = sha256Hex(token);
      const row = await repo.find(id);
      if (!row) return undefined;
      const t = deps.now();
      const { session, operator } = row;
      if (
        operator.status !== 'active' ||
        session.expiresAt.getTime() <= t ||
        t - session.lastSeenAt.getTime() >= OPERATOR_IDLE_MS
      ) {
        return undefined;
      }
      if (t - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await repo.touch(id, new Date(t), new Date(t - TOUCH_EVERY_MS));
      }
      return {
        id: operator.id,
        email: operator.email,
        name: operator.name,
        role: operator.role,
        sessionId: id,
        csrfToken: session.csrfSecret,
      };
    },

    async end(repos: Pick<Repositories, 'operatorSessions'>, sessionId: string): Promise<void> {
      await repos.operatorSessions.delete(sessionId);
    },
  };
}
export type OperatorSessionService = ReturnType<typeof createOperatorSessionService>;
