/**
 * The built-in stand-ins for Facebook and TikTok login (DESIGN.md section 1), on by default
 * for a provider that is not configured, while SANDBOX is on (decision 0018). They speak the
 * providers' protocols end to end, so the real adapters and the real web flows run:
 *
 * - the provider APIs (Graph debug_token and /me; TikTok's token exchange and user info) are
 *   adapters/oauth-sandbox.ts, a server on 127.0.0.1 at a free port, which the adapters call
 *   as they would call Facebook or TikTok;
 * - what the person sees is served by the app: a stand-in of Facebook's JS SDK (FB.init,
 *   FB.login opening the login dialog in a popup), Facebook's login dialog (also its
 *   redirect flow, for the manual login of /api/third-party/login), and TikTok's authorize
 *   page. Each lets the person choose the name the app receives, and Continue or Cancel.
 *
 * The same email (Facebook) or display name (TikTok) always gives the same provider user id,
 * so logging in twice reaches the same account.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { languageIdOf, type LanguageId } from '#shared/languages.ts';
import { OAUTH_CALLBACK_PATH, TIKTOK_SCOPE } from '#shared/oauth.ts';
import { startFakeOAuthProvider, type FakeOAuthProvider } from '../../adapters/oauth-sandbox.ts';
import type { Config } from '../../env.ts';
import { acceptForms } from '../../plugins/form-body.ts';
import { namedRateLimit } from '../../plugins/rate-limit.ts';
import { pageLanguage } from '../../lib/page-language.ts';
import { standInPageHeaders } from '../../lib/stand-in-page.ts';
import {
  badRequestPage,
  consentPage,
  popupResultPage,
  popupResultScript,
  type SandboxProvider,
} from './sandbox-oauth.page.ts';

const PREFIX = '/sandbox-oauth';
export const SANDBOX_FACEBOOK_SDK_PATH = `${PREFIX}/facebook/sdk.js`;
export const SANDBOX_FACEBOOK_DIALOG_BASE = `${PREFIX}/facebook`;
export const SANDBOX_TIKTOK_AUTHORIZE_PATH = `${PREFIX}/tiktok/authorize`;

const NAME_MAX = 40;
const DEFAULT_NAMES: Record<SandboxProvider, string> = {
  facebook: 'Facebook Tester',
  tiktok: 'TikTok Tester',
};

export interface OAuthSandbox {
  provider: FakeOAuthProvider;
  facebook: { appId: string; appSecret: string } | undefined;
  tiktok: { clientKey: string; clientSecret: string } | undefined;
}

/**
 * Starts the stand-in for every provider the configuration leaves out, and returns the
 * configuration that points the adapters and the browser at it.
 */
export async function startOAuthSandbox(
  config: Config,
): Promise<{ config: Config; sandbox: OAuthSandbox | undefined }> {
  const facebookConfigured = Boolean(config.facebook.appId && config.facebook.appSecret);
  const tiktokConfigured = Boolean(config.tiktok.clientKey && config.tiktok.clientSecret);
  if (!config.oauthSandbox || (facebookConfigured && tiktokConfigured)) return { config, sandbox: undefined };
  // Fresh secrets each start: they never leave this process (the browser sees the ids only).
  const facebook = { appId: 'sandbox-facebook-app', appSecret: randomBytes(24).toString('hex') };
  const tiktok = { clientKey: 'sandbox-tiktok-client', clientSecret: randomBytes(24).toString('hex') };
  const provider = await startFakeOAuthProvider({ facebook, tiktok, record: false });
  return {
    config: {
      ...config,
      facebook: facebookConfigured
        ? config.facebook
        : {
            ...facebook,
            graphUrl: provider.url,
            sdkUrl: SANDBOX_FACEBOOK_SDK_PATH,
            dialogBase: SANDBOX_FACEBOOK_DIALOG_BASE,
          },
      tiktok: tiktokConfigured
        ? config.tiktok
        : { ...tiktok, apiUrl: provider.url, authorizeUrl: SANDBOX_TIKTOK_AUTHORIZE_PATH },
    },
    sandbox: {
      provider,
      facebook: facebookConfigured ? undefined : facebook,
      tiktok: tiktokConfigured ? undefined : tiktok,
    },
  };
}

/** The part of Facebook's JS SDK the app uses, opening the stand-in's dialog in a popup. */
const SDK_SCRIPT = `(function () {
  var appId = '';
  window.FB = {
    init: function (options) { appId = String(options && options.appId || ''); },
    login: function (callback) {
      var query = 'client_id=' + encodeURIComponent(appId) + '&display=popup&hl=' + encodeURIComponent(document.documentElement.lang || '');
      var popup = window.open('${SANDBOX_FACEBOOK_DIALOG_BASE}/sdk/dialog/oauth?' + query, 'sandbox-facebook-login', 'width=420,height=640');
      var done = false;
      var timer;
      function finish(token) {
        if (done) return;
        done = true;
        window.removeEventListener('message', onMessage);
        clearInterval(timer);
        callback(token ? { status: 'connected', authResponse: { accessToken: token } } : { status: 'unknown', authResponse: null });
      }
      function onMessage(event) {
        if (event.origin !== location.origin || !event.data || event.data.type !== 'sandbox-facebook-login') return;
        finish(event.data.accessToken || null);
      }
      if (!popup) return finish(null);
      window.addEventListener('message', onMessage);
      timer = setInterval(function () { if (popup.closed) finish(null); }, 500);
    }
  };
})();
`;

const dialogQuery = z.object({
  client_id: z.string(),
  redirect_uri: z.string().optional(),
  state: z.string().max(512).optional(),
});
const authorizeQuery = z.object({
  client_key: z.string(),
  redirect_uri: z.string(),
  state: z.string().max(512).optional(),
  response_type: z.literal('code'),
});
const decision = z.object({ decision: z.enum(['allow', 'cancel']) });
/** What the person typed, checked only when they allow: Cancel always cancels. */
const identity = z.object({
  name: z.string().trim().min(1).max(NAME_MAX),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || z.email().safeParse(value).success)
    .optional(),
});

/** The language of a page: the app's (hl, the SDK passes it), else ?language=, else the browser's. */
function languageOf(request: FastifyRequest): LanguageId {
  const query = request.query as Record<string, unknown>;
  const fromLocale = typeof query.hl === 'string' ? languageIdOf(query.hl) : undefined;
  return fromLocale ?? pageLanguage(query, request.headers['accept-language']);
}

/** Only our own login callback may receive a code or token: never an open redirect. */
function ownCallback(request: FastifyRequest, publicUrl: string | undefined, value: string): URL | undefined {
  try {
    const url = new URL(value);
    const expectedHost = publicUrl ? new URL(publicUrl).host : request.headers.host;
    return url.pathname === OAUTH_CALLBACK_PATH && url.host === expectedHost && /^https?:$/.test(url.protocol)
      ? url
      : undefined;
  } catch {
    return undefined;
  }
}

type Consent =
  { answered: FastifyReply } | { allowed: false } | { allowed: true; name: string; email: string };

/** A provider user id derived from what the person typed: the same input, the same user. */
function stableId(prefix: string, input: string): string {
  return `${prefix}${createHash('sha256').update(input.toLowerCase()).digest('hex').slice(0, 20)}`;
}

export async function sandboxOAuthRoutes(
  app: FastifyInstance,
  options: { sandbox: OAuthSandbox; publicUrl: string | undefined },
): Promise<void> {
  const { sandbox, publicUrl } = options;
  await app.register(async (scope) => {
    acceptForms(scope);
    // Each allowed consent keeps a token or code in memory: a few a minute per address is plenty.
    const limit = namedRateLimit(scope, 'sandbox-oauth', { max: 30, timeWindow: 60_000 });

    const bad = (request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(400)
        .headers(standInPageHeaders())
        .securePage('stand-in')
        .send(badRequestPage(languageOf(request)));
    /**
     * The consent page (GET) or the person's answer to it (POST): `answered` when a page went
     * out (the form, again with the reason when what was typed does not fit), else the choice.
     */
    const consent = (request: FastifyRequest, reply: FastifyReply, provider: SandboxProvider): Consent => {
      const page = (status: number, typed: { name: string; email: string }, invalid: boolean) => ({
        answered: reply
          .code(status)
          .headers(standInPageHeaders())
          .securePage('stand-in')
          .send(consentPage(languageOf(request), provider, { action: request.url, ...typed, invalid })),
      });
      if (request.method === 'GET') return page(200, { name: DEFAULT_NAMES[provider], email: '' }, false);
      const choice = decision.safeParse(request.body);
      if (!choice.success) return { answered: bad(request, reply) };
      if (choice.data.decision === 'cancel') return { allowed: false };
      const typed = identity.safeParse(request.body);
      if (typed.success) return { allowed: true, name: typed.data.name, email: typed.data.email ?? '' };
      const raw = (request.body ?? {}) as Record<string, unknown>;
      const text = (value: unknown): string => (typeof value === 'string' ? value : '');
      return page(400, { name: text(raw.name), email: provider === 'facebook' ? text(raw.email) : '' }, true);
    };

    const facebook = sandbox.facebook;
    if (facebook) {
      scope.get(SANDBOX_FACEBOOK_SDK_PATH, async (_request, reply) =>
        reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('x-content-type-options', 'nosniff')
          .send(SDK_SCRIPT),
      );

      const dialog = async (request: FastifyRequest, reply: FastifyReply) => {
        const query = dialogQuery.safeParse(request.query);
        if (!query.success || query.data.client_id !== facebook.appId) return bad(request, reply);
        // The SDK's popup has no redirect: the answer goes back by postMessage.
        const redirect =
          query.data.redirect_uri === undefined
            ? undefined
            : ownCallback(request, publicUrl, query.data.redirect_uri);
        if (query.data.redirect_uri !== undefined && !redirect) return bad(request, reply);
        const answer = consent(request, reply, 'facebook');
        if ('answered' in answer) return answer.answered;
        const state = query.data.state ?? '';
        let token: string | null = null;
        if (answer.allowed) {
          const { name, email } = answer;
          token = `sbx.${randomBytes(24).toString('hex')}`;
          const id = stableId('sbx-fb-', email === '' ? `name:${name}` : `email:${email}`);
          sandbox.provider.addFacebookToken(token, { id, name, ...(email ? { email } : {}) });
        }
        if (!redirect) {
          const script = popupResultScript(token);
          return reply
            .headers(standInPageHeaders())
            .securePage('stand-in', [script])
            .send(popupResultPage(languageOf(request), script));
        }
        // Facebook's redirect flow: the token in the fragment, a refusal in the query.
        if (token) {
          const fragment = new URLSearchParams({
            access_token: token,
            token_type: 'bearer',
            expires_in: '3600',
            state,
          });
          return reply.redirect(`${redirect.origin}${redirect.pathname}#${fragment.toString()}`, 303);
        }
        redirect.search = new URLSearchParams({
          error: 'access_denied',
          error_reason: 'user_denied',
          error_description: 'Permissions error',
          state,
        }).toString();
        return reply.redirect(redirect.toString(), 303);
      };
      scope.get(`${SANDBOX_FACEBOOK_DIALOG_BASE}/:version/dialog/oauth`, dialog);
      scope.post(`${SANDBOX_FACEBOOK_DIALOG_BASE}/:version/dialog/oauth`, { preHandler: limit }, dialog);
    }

    const tiktok = sandbox.tiktok;
    if (tiktok) {
      const authorize = async (request: FastifyRequest, reply: FastifyReply) => {
        const query = authorizeQuery.safeParse(request.query);
        const redirect = query.success ? ownCallback(request, publicUrl, query.data.redirect_uri) : undefined;
        if (!query.success || query.data.client_key !== tiktok.clientKey || !redirect)
          return bad(request, reply);
        const answer = consent(request, reply, 'tiktok');
        if ('answered' in answer) return answer.answered;
        const state = query.data.state ?? '';
        if (answer.allowed) {
          const displayName = answer.name;
          const code = randomBytes(24).toString('hex');
          sandbox.provider.addTiktokCode(
            code,
            { openId: stableId('sbx-tt-', displayName), displayName },
            query.data.redirect_uri,
          );
          redirect.search = new URLSearchParams({ code, scopes: TIKTOK_SCOPE, state }).toString();
        } else {
          redirect.search = new URLSearchParams({
            error: 'access_denied',
            error_description: 'The user denied the authorization.',
            state,
          }).toString();
        }
        return reply.redirect(redirect.toString(), 303);
      };
      scope.get(SANDBOX_TIKTOK_AUTHORIZE_PATH, authorize);
      scope.post(SANDBOX_TIKTOK_AUTHORIZE_PATH, { preHandler: limit }, authorize);
    }
  });
}
