/**
 * GET /console-api/auth/me for the session's CSRF token, which every tus write (POST, PATCH,
 * DELETE) carries: tus requests are sent outside the API client (tus-js-client's own, the jobs
 * page's cancel), so the token is asked for here, the way the API client learns it, once, and
 * again after a 902. Here in lib/ because two features send tus writes (uploads, jobs).
 */
import { meResponse } from '#shared/contract/console-auth.ts';
import { consoleRequest, rememberSession } from './api-client.ts';

let pending: Promise<string> | undefined;

export function csrfToken(): Promise<string> {
  pending ??= consoleRequest('GET', '/auth/me', { schema: meResponse }).then(
    (me) => rememberSession(me).csrf_token,
  );
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

/** The token was refused (902) or the session changed: ask again next time. */
export function forgetCsrfToken(): void {
  pending = undefined;
}
