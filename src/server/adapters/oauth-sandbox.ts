/**
 * A stand-in for the Facebook Graph API and TikTok's Login Kit API (DESIGN.md section 1):
 * a real HTTP server on 127.0.0.1 speaking the parts of both protocols our adapters use, with
 * the checks the real providers make (our app access token on debug_token, the
 * appsecret_proof on /me, the client secret, a single-use code and its redirect_uri on the
 * token exchange). Tests point FACEBOOK_GRAPH_URL and TIKTOK_API_URL at it; the default
 * install runs it inside the app (modules/sandbox-oauth), whose consent pages issue its
 * tokens and codes, so the real adapters log people in without Facebook or TikTok.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeFacebookUser {
  id: string;
  name: string;
  email?: string;
}

export interface FakeTiktokUser {
  openId: string;
  displayName: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  authorization: string;
}

export interface FakeOAuthProvider {
  /** Base URL of both APIs (http://127.0.0.1:<port>). */
  url: string;
  /** Every request received, in order (for assertions on what the adapters sent). */
  requests: FakeRequest[];
  /** While true every call answers 503, as a provider in an outage does. */
  down: boolean;
  /** A user access token issued to `appId` (default: the configured app) for this user. */
  addFacebookToken(
    token: string,
    user: FakeFacebookUser,
    options?: { appId?: string; valid?: boolean },
  ): void;
  /** An authorization code for this user, given for `redirectUri` (any when omitted). */
  addTiktokCode(code: string, user: FakeTiktokUser, redirectUri?: string): void;
  close(): Promise<void>;
}

export interface FakeOAuthOptions {
  facebook: { appId: string; appSecret: string };
  tiktok: { clientKey: string; clientSecret: string };
  /** 0 (default) picks a free port. */
  port?: number;
  /** Keep every request in `requests` (tests); the app's stand-in keeps none. Default true. */
  record?: boolean;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const MAX_ENTRIES = 10_000;

const graphError = (message: string, code: number) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(6).toString('hex') },
});

export async function startFakeOAuthProvider(options: FakeOAuthOptions): Promise<FakeOAuthProvider> {
  const { facebook, tiktok } = options;
  const fbTokens = new Map<string, { appId: string; valid: boolean; user: FakeFacebookUser }>();
  const ttCodes = new Map<string, { user: FakeTiktokUser; redirectUri: string | undefined }>();
  const ttTokens = new Map<string, FakeTiktokUser>();
  const logId = () => randomBytes(8).toString('hex');

  const provider: FakeOAuthProvider = {
    url: '',
    requests: [],
    down: false,
    addFacebookToken(token, user, opts = {}) {
      keepBounded(fbTokens);
      fbTokens.set(token, { appId: opts.appId ?? facebook.appId, valid: opts.valid ?? true, user });
    },
    addTiktokCode(code, user, redirectUri) {
      keepBounded(ttCodes);
      ttCodes.set(code, { user, redirectUri });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  /** The oldest entries go first once a map is full: a long-running stand-in stays small. */
  function keepBounded(map: Map<string, unknown>): void {
    if (map.size < MAX_ENTRIES) return;
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }

  function debugToken(res: ServerResponse, query: Record<string, string>): void {
    if (query.access_token !== `${facebook.appId}|${facebook.appSecret}`)
      return send(res, 400, graphError('Invalid OAuth access token - Cannot parse access token', 190));
    const entry = fbTokens.get(query.input_token ?? '');
    if (!entry)
      return send(res, 200, {
        data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] },
      });
    return send(res, 200, {
      data: {
        app_id: entry.appId,
        type: 'USER',
        application: 'Fake app',
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        is_valid: entry.valid,
        scopes: ['public_profile', 'email'],
        user_id: entry.user.id,
      },
    });
  }

  function me(res: ServerResponse, query: Record<string, string>): void {
    const token = query.access_token ?? '';
    const entry = fbTokens.get(token);
    if (!entry || !entry.valid) return send(res, 400, graphError('Invalid OAuth access token.', 190));
    // The proof is keyed with the secret of the app the token belongs to.
    const secret = entry.appId === facebook.appId ? facebook.appSecret : `other-secret-${entry.appId}`;
    const expected = createHmac('sha256', secret).update(token).digest('hex');
    if (query.appsecret_proof !== expected)
      return send(res, 400, graphError('Invalid appsecret_proof provided in the API argument', 100));
    const fields = (query.fields ?? 'id,name').split(',');
    const { id, name, email } = entry.user;
    return send(res, 200, {
      id,
      ...(fields.includes('name') ? { name } : {}),
      ...(fields.includes('email') && email ? { email } : {}),
    });
  }

  function tiktokToken(res: ServerResponse, form: Record<string, string>): void {
    if (form.client_key !== tiktok.clientKey || form.client_secret !== tiktok.clientSecret)
      return send(res, 401, {
        error: 'invalid_client',
        error_description: 'Client key or secret is incorrect.',
        log_id: logId(),
      });
    if (form.grant_type !== 'authorization_code')
      return send(res, 400, { error: 'unsupported_grant_type', error_description: '', log_id: logId() });
    const entry = ttCodes.get(form.code ?? '');
    if (!entry || (entry.redirectUri !== undefined && entry.redirectUri !== form.redirect_uri))
      return send(res, 400, {
        error: 'invalid_grant',
        error_description: 'Authorization code is expired.',
        log_id: logId(),
      });
    ttCodes.delete(form.code ?? ''); // single use
    const accessToken = `act.${randomBytes(16).toString('hex')}`;
    keepBounded(ttTokens);
    ttTokens.set(accessToken, entry.user);
    return send(res, 200, {
      access_token: accessToken,
      expires_in: 86400,
      open_id: entry.user.openId,
      refresh_expires_in: 31536000,
      refresh_token: `rft.${randomBytes(16).toString('hex')}`,
      scope: 'user.info.basic',
      token_type: 'Bearer',
    });
  }

  function tiktokUserInfo(res: ServerResponse, authorization: string): void {
    const user = ttTokens.get(/^Bearer (.+)$/.exec(authorization)?.[1] ?? '');
    if (!user)
      return send(res, 401, {
        data: {},
        error: { code: 'access_token_invalid', message: 'The access token is invalid.', log_id: logId() },
      });
    return send(res, 200, {
      data: {
        user: {
          open_id: user.openId,
          display_name: user.displayName,
          avatar_url: 'https://p16.example/avatar.jpeg',
        },
      },
      error: { code: 'ok', message: '', log_id: logId() },
    });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = req.method === 'POST' ? await readBody(req) : '';
      const form =
        req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true
          ? Object.fromEntries(new URLSearchParams(text))
          : {};
      const query = Object.fromEntries(url.searchParams);
      const authorization = req.headers.authorization ?? '';
      if (options.record !== false)
        provider.requests.push({ method: req.method ?? '', path: url.pathname, query, form, authorization });
      if (provider.down) return send(res, 503, { error: 'service unavailable' });
      const route = `${req.method} ${url.pathname}`;
      if (route === 'GET /debug_token') return debugToken(res, query);
      if (route === 'GET /me') return me(res, query);
      if (route === 'POST /v2/oauth/token/') return tiktokToken(res, form);
      if (route === 'GET /v2/user/info/') return tiktokUserInfo(res, authorization);
      return send(res, 404, { error: 'not found' });
    })().catch(() => send(res, 500, { error: 'fake provider failed' }));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return provider;
}
