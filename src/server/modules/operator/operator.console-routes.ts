/**
 * The console's sign-in and operator endpoints (src/shared/contract/console-auth.ts), under
 * /console-api: JSON in the usual envelope, guarded by plugins/operator-session.ts (session
 * cookie, CSRF token on writes, roles). Login and setup are public and rate-limited per IP.
 *
 *   GET  /console-api/auth/me                 the operator and the CSRF token
 *   POST /console-api/auth/login              { email, password, totp_code } → cookie + me
 *   POST /console-api/auth/setup/start        { token } → the TOTP secret to enrol
 *   POST /console-api/auth/setup/finish       { token, password, totp_code } → cookie + me
 *   POST /console-api/auth/logout             ends the session
 *   POST /console-api/auth/password           { current_password, totp_code, new_password } (own account)
 *   POST /console-api/auth/totp/start         { current_password, totp_code } → a new secret to enrol
 *   POST /console-api/auth/totp/finish        { totp_code } from the new app → it replaces the old
 *   POST /console-api/auth/sessions/end-others every other session of the operator ends
 *   GET  /console-api/operators               (owner) every operator
 *   POST /console-api/operators               (owner) { email, name, role } → setup link
 *   POST /console-api/operators/:id/disable   (owner) sessions ended, no sign-in → the operator
 *   POST /console-api/operators/:id/enable    (owner) → the operator
 *   POST /console-api/operators/:id/role      (owner) { role } → the operator
 *   POST /console-api/operators/:id/setup-link (owner) a new one-time link, as operator:reset
 *   POST /console-api/operators/:id/unlock    (owner) a lock-out ends now → the operator
 *   GET  /console-api/audit                   (owner) the audit log, filtered, newest first
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CONSOLE_API_PREFIX,
  auditQuery,
  loginPayload,
  operatorCreatePayload,
  operatorRolePayload,
  passwordChangePayload,
  setupFinishPayload,
  setupStartPayload,
  totpChangeFinishPayload,
  totpChangeStartPayload,
} from '#shared/contract/console-auth.ts';
import { numeric } from '#shared/contract/numeric.ts';
import {
  clearSessionCookie,
  operatorOf,
  setSessionCookie,
  type ConsoleRouteConfig,
} from '../../plugins/operator-session.ts';
import { sendOk, validatedRoute } from '../../validated-route.ts';
import type { AuditService } from './audit.service.ts';
import type { ClientMeta } from './operator-session.service.ts';
import type { OperatorService } from './operator.service.ts';

/** Per IP and route: enough for a person who mistypes, slow for a guesser. */
const SIGN_IN_LIMIT = { max: 20, timeWindow: 60_000 };

const PUBLIC: { config: { console: ConsoleRouteConfig; rateLimit: typeof SIGN_IN_LIMIT } } = {
  config: { console: { public: true }, rateLimit: SIGN_IN_LIMIT },
};
/** The operator's own account: any role, and where a password or code is checked, limited as sign-in. */
const CHECKED = { config: { rateLimit: SIGN_IN_LIMIT } };
const OWNER = { config: { console: { roles: ['owner'] } satisfies ConsoleRouteConfig } };
const operatorParams = z.object({ id: numeric(z.number().int().positive().max(2_147_483_647)) });

function clientOf(request: FastifyRequest): ClientMeta {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : '' };
}

export function operatorConsoleRoutes(
  app: FastifyInstance,
  deps: { operators: OperatorService; audit: AuditService },
): void {
  const { operators, audit } = deps;
  const url = (path: string) => `${CONSOLE_API_PREFIX}${path}`;

  validatedRoute(app, { method: 'GET', url: url('/auth/me') }, ({ request, reply }) =>
    sendOk(request, reply, operators.me(operatorOf(request))),
  );

  validatedRoute(
    app,
    { method: 'GET', url: url('/auth/session'), options: { config: { console: { optional: true } } } },
    ({ request, reply }) => sendOk(request, reply, request.operator ? operators.me(request.operator) : null),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/auth/login'), body: loginPayload, options: PUBLIC },
    async ({ body, request, reply }) => {
      const signedIn = await operators.login(body, clientOf(request));
      return sendOk(request, setSessionCookie(reply, signedIn.token), signedIn.me);
    },
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/auth/setup/start'), body: setupStartPayload, options: PUBLIC },
    async ({ body, request, reply }) => sendOk(request, reply, await operators.setupStart(body.token)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/auth/setup/finish'), body: setupFinishPayload, options: PUBLIC },
    async ({ body, request, reply }) => {
      const signedIn = await operators.setupFinish(body, clientOf(request));
      return sendOk(request, setSessionCookie(reply, signedIn.token), signedIn.me);
    },
  );

  validatedRoute(app, { method: 'POST', url: url('/auth/logout') }, async ({ request, reply }) => {
    await operators.logout(operatorOf(request));
    return sendOk(request, clearSessionCookie(reply), null);
  });

  validatedRoute(
    app,
    { method: 'POST', url: url('/auth/password'), body: passwordChangePayload, options: CHECKED },
    async ({ body, request, reply }) => {
      await operators.changePassword(operatorOf(request), body, clientOf(request));
      return sendOk(request, reply, null);
    },
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/auth/totp/start'), body: totpChangeStartPayload, options: CHECKED },
    async ({ body, request, reply }) =>
      sendOk(request, reply, await operators.totpChangeStart(operatorOf(request), body, clientOf(request))),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/auth/totp/finish'), body: totpChangeFinishPayload, options: CHECKED },
    async ({ body, request, reply }) => {
      await operators.totpChangeFinish(operatorOf(request), body, clientOf(request));
      return sendOk(request, reply, null);
    },
  );

  validatedRoute(app, { method: 'POST', url: url('/auth/sessions/end-others') }, async ({ request, reply }) =>
    sendOk(request, reply, await operators.endOtherSessions(operatorOf(request), clientOf(request))),
  );

  validatedRoute(app, { method: 'GET', url: url('/operators'), options: OWNER }, async ({ request, reply }) =>
    sendOk(request, reply, await operators.list()),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/operators'), body: operatorCreatePayload, options: OWNER },
    async ({ body, request, reply }) =>
      sendOk(request, reply, await operators.create(operatorOf(request), body)),
  );

  const changes = { disable: operators.disable, enable: operators.enable, unlock: operators.unlock };
  for (const [name, change] of Object.entries(changes)) {
    validatedRoute(
      app,
      { method: 'POST', url: url(`/operators/:id/${name}`), params: operatorParams, options: OWNER },
      async ({ params, request, reply }) =>
        sendOk(request, reply, await change(operatorOf(request), params.id)),
    );
  }

  validatedRoute(
    app,
    {
      method: 'POST',
      url: url('/operators/:id/role'),
      params: operatorParams,
      body: operatorRolePayload,
      options: OWNER,
    },
    async ({ params, body, request, reply }) =>
      sendOk(request, reply, await operators.setRole(operatorOf(request), params.id, body.role)),
  );

  validatedRoute(
    app,
    { method: 'POST', url: url('/operators/:id/setup-link'), params: operatorParams, options: OWNER },
    async ({ params, request, reply }) =>
      sendOk(request, reply, await operators.newSetupLink(operatorOf(request), params.id)),
  );

  validatedRoute(
    app,
    { method: 'GET', url: url('/audit'), query: auditQuery, options: OWNER },
    async ({ query, request, reply }) => sendOk(request, reply, await audit.list(query, request.lang)),
  );
}
