/**
 * The server half of the duplicate-submit guard (SPEC 5, DESIGN 2): the same user sending
 * the same body to the same money or order endpoint within 1000 ms is refused. So is a replay
 * (decision 0062): the same user's request with the same `time` and body, which a signature
 * keeps valid while |now - time| <= 300 s, is served once, however late the copy comes. Kept
 * in the database so every process behind a load balancer sees the same windows; timed by the
 * app's clock (injected in tests, so they move time instead of sleeping).
 */
import { createHash } from 'node:crypto';
import { DUPLICATE_SUBMIT_WINDOW_MS, SIGN_MAX_SKEW_S } from '#shared/constants.ts';
import type { RequestGuardRepository } from './request-guard.repository.ts';

import type { RepeatGuard } from '../../route.ts';

export type RequestGuard = RepeatGuard;

/** How long a signed request can be sent again and still pass the signature check, and a second. */
const REPLAY_WINDOW_MS = (2 * SIGN_MAX_SKEW_S + 1) * 1000;

export function createRequestGuard(
  guards: RequestGuardRepository,
  now: () => number = Date.now,
): RequestGuard {
  let claims = 0;
  return async (userId, path, body, time) => {
    const at = now();
    // A signed copy is accepted from 300 s before its time to 300 s after: remember it that long.
    const signed = createHash('sha256').update(`${userId}\n${path}\n${time}\n${body}`).digest('base64url');
    if (!(await guards.claim(`r:${signed}`, new Date(at), new Date(at - REPLAY_WINDOW_MS)))) return false;
    const key = createHash('sha256').update(`${userId}\n${path}\n${body}`).digest('base64url');
    const first = await guards.claim(key, new Date(at), new Date(at - DUPLICATE_SUBMIT_WINDOW_MS));
    if (++claims % 200 === 0) await guards.forgetBefore(new Date(at - REPLAY_WINDOW_MS));
    return first;
  };
}
