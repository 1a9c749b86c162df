/**
 * The server half of the duplicate-submit guard (SPEC 5, DESIGN 2): the same user sending
 * the same body to the same money or order endpoint within 1000 ms is refused. Kept in the
 * database so every process behind a load balancer sees the same window; timed by the app's
 * clock (injected in tests, so they move time instead of sleeping).
 */
import { createHash } from 'node:crypto';
import { DUPLICATE_SUBMIT_WINDOW_MS } from '#shared/constants.ts';
import type { RequestGuardRepository } from './request-guard.repository.ts';

import type { RepeatGuard } from '../../route.ts';

export type RequestGuard = RepeatGuard;

export function createRequestGuard(
  guards: RequestGuardRepository,
  now: () => number = Date.now,
): RequestGuard {
  let claims = 0;
  return async (userId, path, body) => {
    const key = createHash('sha256').update(`${userId}\n${path}\n${body}`).digest('base64url');
    const at = now();
    const first = await guards.claim(key, new Date(at), new Date(at - DUPLICATE_SUBMIT_WINDOW_MS));
    if (++claims % 200 === 0) await guards.forgetBefore(new Date(at - 60_000));
    return first;
  };
}
