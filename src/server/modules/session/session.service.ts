/**
 * Opaque bearer tokens (DESIGN.md section 2): 32 random bytes in base64url; the database
 * keeps only their SHA-256. Idle sessions expire; logout revokes.
 *
 * A live session found is kept in this process for a few seconds (decision 0023), so the
 * calls a screen makes in a burst pay for one lookup; logout forgets it here at once, and
 * another process sees the logout within SESSION_CACHE_TTL_MS.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { LAST_SEEN_STEP_MS, SESSION_IDLE_DAYS } from '#shared/constants.ts';
import { ApiError } from '../../api-error.ts';
import type { SessionKind, SessionRepository, SessionRow } from './session.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = LAST_SEEN_STEP_MS;
/** How long another process may still accept a token after a logout. */
export const SESSION_CACHE_TTL_MS = 3000;
const SESSION_CACHE_MAX = 20_000;

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

export function createSessionService(repo: SessionRepository, now: () => number = Date.now) {
  const live = new LRUCache<string, SessionRow>({
    max: SESSION_CACHE_MAX,
    ttl: SESSION_CACHE_TTL_MS,
    // The injected clock, read on every check (no timer-debounced reading).
    perf: { now },
    ttlResolution: 0,
  });
  function forgetUser(userId: number): void {
    for (const [tokenHash, row] of live.entries()) if (row.userId === userId) live.delete(tokenHash);
  }

  return {
    /**
     * Issues a new token for the user, in the language they logged in with; a blocked account
     * gets none (633: every login channel ends here).
     */
    async issue(userId: number, kind: SessionKind, language?: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      if (!(await repo.insert(hashToken(token), userId, kind, language)))
        throw new ApiError('accountBlocked');
      return token;
    },

    /**
     * Ends every session of the user (an operator's revoke or block). Pass the transaction's
     * repository to end them with the write; this process forgets them at once, another
     * within SESSION_CACHE_TTL_MS.
     */
    async revokeAll(userId: number, within: SessionRepository = repo): Promise<number> {
      const ended = await within.revokeAllOf(userId);
      forgetUser(userId);
      return ended.length;
    },

    /** Drops the user's sessions from this process's cache (again after the revoke commits). */
    forgetUser,

    /**
     * The live session of a token. `language`: the one the request asked in explicitly; a
     * session that switched language records it (one write per switch), so the console's People
     * page shows the language a person reads now, not the one they logged in with.
     */
    async resolve(token: string, language?: number): Promise<Session | undefined> {
      if (!isWellFormedToken(token)) return undefined;
      const tokenHash = hashToken(token);
      const t = now();
      let row = live.get(tokenHash);
      if (!row) {
        row = await repo.findLive(tokenHash, new Date(t - SESSION_IDLE_DAYS * DAY_MS));
        if (!row) return undefined;
        live.set(tokenHash, row);
      }
      if (t - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await repo.touch(tokenHash, new Date(t - TOUCH_EVERY_MS));
        row.lastSeenAt = new Date(t);
      }
      if (language !== undefined && row.language !== language) {
        await repo.setLanguage(tokenHash, language);
        row.language = language;
        row.lastSeenAt = new Date(t);
      }
      return { ...row, tokenHash };
    },

    async revoke(token: string): Promise<void> {
      if (!isWellFormedToken(token)) return;
      const tokenHash = hashToken(token);
      live.delete(tokenHash);
      await repo.revoke(tokenHash);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
