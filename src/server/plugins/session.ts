/**
 * Resolves the session of routes that declare `auth` in their config. A route with
 * auth 'required' answers code 301 without a live session (SPEC 8).
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Auth } from '#shared/contract/endpoints.ts';
import { ApiError } from '../api-error.ts';
import type { Session, SessionService } from '../modules/session/session.service.ts';
import { explicitLanguage } from './language.ts';

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
    const resolveSession = async (request: FastifyRequest): Promise<void> => {
      request.token = tokenFromHeaders(request.headers);
      request.session = request.token
        ? await sessions.resolve(request.token, explicitLanguage(request.headers.language))
        : undefined;
    };
    const requireSession = async (request: FastifyRequest): Promise<void> => {
      await resolveSession(request);
      if (!request.session) throw new ApiError('sessionExpired');
    };
    // Only routes that declare auth pay for the lookup; which lookup is decided once per route.
    app.addHook('onRoute', (route) => {
      const auth = route.config?.auth;
      if (auth === undefined || auth === 'none') return;
      const existing = route.preHandler;
      route.preHandler = [
        ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
        auth === 'required' ? requireSession : resolveSession,
      ];
    });
  },
  { name: 'session' },
);
