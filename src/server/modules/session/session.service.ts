/**
 * Opaque bearer tokens (DESIGN.md section 2): 32 random bytes in base64url; the database
 * keeps only their SHA-256. Idle sessions expire; logout revokes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_IDLE_DAYS } from '#shared/constants.ts';
import type { Executor } from '#db/client.ts';
import { createSessionRepository, type SessionKind, type SessionRow } from './session.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A well-formed token is 43 base64url characters; anything else is not looked up at all. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export interface Session extends SessionRow {
  tokenHash: string;
}

export function createSessionService(db: Executor, now: () => number = Date.now) {
  const repo = createSessionRepository(db);
  return {
    /** Issues a new token for the user (inside the caller's transaction when given one). */
    async issue(userId: number, kind: SessionKind, tx: Executor = db): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await createSessionRepository(tx).insert(hashToken(token), userId, kind);
      return token;
    },

    async resolve(token: string): Promise<Session | undefined> {
      if (!isWellFormedToken(token)) return undefined;
      const tokenHash = hashToken(token);
      const t = now();
      const row = await repo.findLive(tokenHash, new Date(t - SESSION_IDLE_DAYS * DAY_MS));
      if (!row) return undefined;
      if (t - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await repo.touch(tokenHash, new Date(t - TOUCH_EVERY_MS));
      return { ...row, tokenHash };
    },

    async revoke(token: string): Promise<void> {
      if (!isWellFormedToken(token)) return;
      await repo.revoke(hashToken(token));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
