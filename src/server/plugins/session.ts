/**
 * Resolves the session of routes that declare `auth` in their config. A route with
 * auth 'required' answers code 301 without a live session (SPEC 8).
 */
import fp from 'fastify-plugin';
import type { Auth } from '#shared/contract/endpoints.ts';
import { ApiError } from '../api-error.ts';
import type { Session, SessionService } from '../modules/session/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | undefined;
    /** The bearer token as sent (header `token`, or `Authorization: Bearer` for uploads). */
    token: string;
  }
  interface FastifyContextConfig {
    auth?: Auth;
  }
}

export function tokenFromHeaders(headers: Record<string, string | string[] | undefined>): string {
  const direct = headers.token;
  const token = Array.isArray(direct) ? direct[0] : direct;
  if (token) return token.trim();
  const authorization = headers.authorization;
  const value = Array.isArray(authorization) ? authorization[0] : authorization;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return match?.[1] ?? '';
}

export const sessionPlugin = fp<{ sessions: SessionService }>(
  async (app, { sessions }) => {
    app.decorateRequest('session', undefined);
    app.decorateRequest('token', '');
    app.addHook('preHandler', async (request) => {
      const auth = request.routeOptions.config.auth;
      if (auth === undefined || auth === 'none') return;
      request.token = tokenFromHeaders(request.headers);
      request.session = request.token ? await sessions.resolve(request.token) : undefined;
      if (auth === 'required' && !request.session) throw new ApiError('sessionExpired');
    });
  },
  { name: 'session' },
);
