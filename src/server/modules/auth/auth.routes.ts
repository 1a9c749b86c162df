import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginData } from '#shared/contract/user.ts';
import { ApiError } from '../../api-error.ts';
import { apiRoute } from '../../route.ts';
import type { SessionKind } from '../session/session.repository.ts';
import type { SessionService } from '../session/session.service.ts';
import type { AccountService, LoginOptions } from './account.service.ts';
import type { EmailCodeService } from './email-code.service.ts';
import type { ThirdPartyLoginService } from './third-party.service.ts';
import { requestOrigin } from '../../lib/request-origin.ts';

/** Logins that call a provider, per IP per minute: enough for people, not for a token farm. */
export const THIRD_PARTY_LOGIN_LIMIT = { max: 30, timeWindow: 60_000 };
/** Code checks per IP per minute (each wrong one also counts against the code's 5 tries). */
export const CHECK_CODE_LIMIT = { max: 20, timeWindow: 60_000 };

export function authRoutes(
  app: FastifyInstance,
  deps: {
    codes: EmailCodeService;
    accounts: AccountService;
    thirdParty: ThirdPartyLoginService;
    sessions: Pick<SessionService, 'revoke'>;
    /** Codes can reach people (Config.emailLogin): else no code is sent. */
    emailLogin: boolean;
  },
): void {
  const { codes, accounts, thirdParty, sessions } = deps;

  /**
   * A login replaces the session it was made from: the app keeps the new token, and the old
   * one (a guest's, whose account may now be the registered one) ends, so that a logout
   * leaves no token on the device that still opens the account.
   */
  async function replacing(request: FastifyRequest, login: Promise<LoginData>): Promise<LoginData> {
    const data = await login;
    if (request.token && request.token !== data.user_token) await sessions.revoke(request.token);
    return data;
  }

  /**
   * The account a bind starts from. A token that is sent but no longer live expires as ever
   * (301: the app gets its guest session back first, so what the guest holds still merges);
   * none at all logs in with no current account, as a device whose account was blocked must
   * (it has no guest session to send; decision 0060).
   */
  function currentAccount(request: FastifyRequest, userId: number | undefined): number | undefined {
    if (userId === undefined && request.token) throw new ApiError('sessionExpired');
    return userId;
  }

  /** A bind's `link`, with how the session was made (a link keeps it: decision 0061). */
  function linking(request: FastifyRequest, link: 0 | 1 | undefined): LoginOptions {
    return { link: link === 1, sessionKind: request.session?.kind };
  }

  /** How the session of a required-login route was made (the session plugin resolved it). */
  function sessionKindOf(request: FastifyRequest): SessionKind {
    if (!request.session) throw new ApiError('sessionExpired');
    return request.session.kind;
  }

  // The per-address and per-IP limits live in the service (counted in the database).
  apiRoute(app, 'sendEmail', ({ body, request }) => {
    if (!deps.emailLogin) throw new ApiError('thirdPartyNotConfigured', {}, 'email_login_unavailable');
    return codes.send(body.email, request.ip, request.lang);
  });

  apiRoute(app, 'emailBind', async ({ body, userId, request }) => {
    const current = currentAccount(request, userId);
    await codes.verify(body.email, body.code);
    return replacing(
      request,
      accounts.loginWithEmail(current, body.email, request.lang, linking(request, body.link)),
    );
  });

  apiRoute(
    app,
    'facebookBind',
    ({ body, userId, request }) =>
      replacing(
        request,
        thirdParty.loginWithFacebook(
          currentAccount(request, userId),
          body.access_token,
          request.lang,
          linking(request, body.link),
        ),
      ),
    { rateLimit: THIRD_PARTY_LOGIN_LIMIT },
  );

  apiRoute(
    app,
    'tiktokBind',
    ({ body, userId, request }) =>
      replacing(
        request,
        thirdParty.loginWithTiktok(
          currentAccount(request, userId),
          body.code,
          requestOrigin(request),
          request.lang,
          linking(request, body.link),
        ),
      ),
    { rateLimit: THIRD_PARTY_LOGIN_LIMIT },
  );

  // Decision 0061: the session's own way in and the methods it may unlink; unlinking one.
  apiRoute(app, 'loginSession', async ({ userId, request }) => {
    const kind = sessionKindOf(request);
    return { type: kind, unlinkable: await accounts.unlinkable(userId, kind) };
  });

  apiRoute(app, 'unlink', async ({ body, userId, request }) => {
    await accounts.unlink(userId, sessionKindOf(request), body.type);
    return null;
  });

  // SPEC 7's account routes outside our model (README "Account routes"): no passwords, no
  // mobile numbers, no image captcha; they answer what to do instead.
  apiRoute(app, 'register', () => Promise.reject(new ApiError('passwordNotSupported')));
  apiRoute(app, 'retrievePassword', () => Promise.reject(new ApiError('passwordNotSupported')));
  apiRoute(app, 'bindMobileLogin', () => Promise.reject(new ApiError('mobileNotSupported')));
  apiRoute(app, 'captchaCode', () => Promise.resolve({ enabled: false }));

  apiRoute(
    app,
    'checkSmsCode',
    async ({ body }) => {
      await codes.peek(body.email, body.code);
      return { valid: true as const };
    },
    { rateLimit: CHECK_CODE_LIMIT },
  );

  apiRoute(app, 'authLoginUrl', ({ body, request }) =>
    thirdParty.authorizeUrl(body.type, body.state, requestOrigin(request)),
  );

  // No token (SPEC 6): no guest to bind to, so a new identity gets a new account.
  apiRoute(
    app,
    'authCallbackLogin',
    ({ body, request }) =>
      body.type === 'facebook'
        ? thirdParty.loginWithFacebook(undefined, body.access_token, request.lang)
        : thirdParty.loginWithTiktok(undefined, body.code, requestOrigin(request), request.lang),
    { rateLimit: THIRD_PARTY_LOGIN_LIMIT },
  );
}
