/**
 * The console's door (issue 17; DESIGN 4): every route under /console-api needs a live
 * operator session (cookie `__Host-op`: httpOnly, Secure, SameSite=Strict, Path=/), unless its
 * config says `console: { public: true }` (login, setup). On top of the session:
 *
 * - a write (any method but GET/HEAD/OPTIONS) carries the session's CSRF token in
 *   `x-csrf-token`, compared in constant time (902 otherwise);
 * - `console: { roles: ['owner'] }` lets only those roles in (903 otherwise);
 * - no live session answers 901 (HTTP 401);
 * - `console: { optional: true }` (a GET that tells whether anyone is signed in) sets the
 *   operator when the session is live and lets the request through either way.
 *
 * Secure by default: a console route added later by any module is guarded without asking.
 * The cookie is read and written by hand (one cookie, one header each way) rather than through
 * @fastify/cookie: the whole need is the two small functions below.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  CONSOLE_API_PREFIX,
  CSRF_HEADER,
  OPERATOR_SESSION_DAYS,
  type OperatorRole,
} from '#shared/contract/console-auth.ts';
import { ApiError } from '../api-error.ts';
import { sameSecret } from '../modules/operator/operator-crypto.ts';
import type {
  OperatorPrincipal,
  OperatorSessionService,
} from '../modules/operator/operator-session.service.ts';

/** `__Host-`: the browser keeps it only if Secure, Path=/ and without Domain (no subdomain can set it). */
export const OPERATOR_COOKIE = '__Host-op';
const COOKIE_ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Strict';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ConsoleRouteConfig {
  /** No session needed (login, setup): the payload carries the credential. */
  public?: true;
  /** The session is read when there is one, never required (safe methods only). */
  optional?: true;
  /** Only these roles may call; any signed-in operator when absent. */
  roles?: readonly OperatorRole[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of a guarded /console-api route. */
    operator: OperatorPrincipal | undefined;
  }
  interface FastifyContextConfig {
    console?: ConsoleRouteConfig;
  }
}

/** The value of cookie `name` in a Cookie header ('' when absent). */
export function cookieValue(header: string | undefined, name: string): string {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return '';
}

export function setSessionCookie(reply: FastifyReply, token: string): FastifyReply {
  const maxAge = OPERATOR_SESSION_DAYS * 24 * 60 * 60;
  return reply.header('set-cookie', `${OPERATOR_COOKIE}=${token}; Max-Age=${maxAge}; ${COOKIE_ATTRIBUTES}`);
}

export function clearSessionCookie(reply: FastifyReply): FastifyReply {
  return reply.header('set-cookie', `${OPERATOR_COOKIE}=; Max-Age=0; ${COOKIE_ATTRIBUTES}`);
}

/** The operator of a guarded console route (the guard ran, so there is one). */
export function operatorOf(request: FastifyRequest): OperatorPrincipal {
  if (!request.operator) throw new ApiError('operatorUnauthorized');
  return request.operator;
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

const noStore: onRequestHookHandler = (_request, reply, done) => {
  reply.header('cache-control', 'no-store');
  done();
};

export const operatorSessionPlugin = fp<{ sessions: Pick<OperatorSessionService, 'resolve'> }>(
  async (app, { sessions }) => {
    app.decorateRequest('operator', undefined);

    const guard =
      (roles: readonly OperatorRole[] | undefined) =>
      async (request: FastifyRequest): Promise<void> => {
        const principal = await sessions.resolve(cookieValue(request.headers.cookie, OPERATOR_COOKIE));
        if (!principal) throw new ApiError('operatorUnauthorized');
        if (
          !SAFE_METHODS.has(request.method) &&
          !sameSecret(principal.csrfToken, headerValue(request.headers[CSRF_HEADER]))
        ) {
          throw new ApiError('operatorCsrf');
        }
        if (roles && !roles.includes(principal.role)) throw new ApiError('operatorForbidden');
        request.operator = principal;
      };

    const optional = async (request: FastifyRequest): Promise<void> => {
      if (!SAFE_METHODS.has(request.method)) throw new ApiError('operatorCsrf');
      const principal = await sessions.resolve(cookieValue(request.headers.cookie, OPERATOR_COOKIE));
      if (principal) request.operator = principal;
    };

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${CONSOLE_API_PREFIX}/`)) return;
      const existing = route.onRequest;
      const spec = route.config?.console;
      route.onRequest = [
        noStore,
        ...(spec?.public ? [] : spec?.optional ? [optional] : [guard(spec?.roles)]),
        ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      ];
    });
  },
  { name: 'operator-session' },
);
