/**
 * GET /console-api/auth/me for the session's CSRF token, which every tus write (POST, PATCH,
 * DELETE) carries: tus-js-client sends its own requests, so the token is asked for here, the
 * way the console's API client learns it, once, and again after a 902.
 */
import { meResponse } from '#shared/contract/console-auth.ts';
import { consoleRequest, rememberSession } from '#console/lib/api-client.ts';

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
