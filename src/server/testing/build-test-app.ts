/**
 * A real app on a real, fresh database, plus a signed client for app.inject.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_PREFIX } from '#shared/constants.ts';
import type { AnyEnvelope } from '#shared/contract/envelope.ts';
import { canonicalQuery, signRequest } from '#shared/signing.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../env.ts';
import type { OnEpisodeUploaded } from '../modules/episode-upload/episode-upload.service.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_SIGN_KEY = 'test-sign-key';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  api: SignedClient;
  close(): Promise<void>;
}

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    now?: () => number;
    database?: DatabaseHandle;
    webRoot?: string;
    consoleRoot?: string;
    onEpisodeUploaded?: OnEpisodeUploaded;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'enjoy-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATA_IN_MEMORY: '1',
    API_SIGN_KEY: TEST_SIGN_KEY,
    MEDIA_SECRET: 'test-media-secret',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // No sample catalogue, and jobs worked only where a test asks for it.
    SAMPLE_CATALOGUE: '0',
    WORKERS_IN_PROCESS: '0',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    database,
    logger: false,
    webRoot: options.webRoot ?? '/nonexistent-web-root',
    consoleRoot: options.consoleRoot ?? '/nonexistent-console-root',
    ...(options.now ? { now: options.now } : {}),
    ...(options.onEpisodeUploaded ? { onEpisodeUploaded: options.onEpisodeUploaded } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    database,
    api: signedClient(app, { now: options.now }),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string;
  language?: number | string;
  headers?: Record<string, string>;
  /** Override the signing time (seconds). */
  time?: number;
  /** Skip signing entirely. */
  unsigned?: boolean;
  /** Sign with another key. */
  signKey?: string;
}

export interface CallResult {
  status: number;
  body: AnyEnvelope;
  raw: LightMyRequestResponse;
}

export interface SignedClient {
  post(path: string, body?: unknown, options?: CallOptions): Promise<CallResult>;
  get(path: string, query?: Record<string, string>, options?: CallOptions): Promise<CallResult>;
  /** A POST with an exact body text (malformed JSON and the like), signed over that text. */
  postRaw(path: string, text: string, options?: CallOptions & { contentType?: string }): Promise<CallResult>;
}

function toResult(raw: LightMyRequestResponse): CallResult {
  let body: AnyEnvelope;
  try {
    body = JSON.parse(raw.body) as AnyEnvelope;
  } catch {
    body = { code: -1, msg: raw.body.slice(0, 200), data: null };
  }
  return { status: raw.statusCode, body, raw };
}

export function signedClient(
  app: FastifyInstance,
  defaults: { now?: (() => number) | undefined } = {},
): SignedClient {
  const now = defaults.now ?? Date.now;
  function headers(
    method: string,
    path: string,
    payload: string,
    options: CallOptions,
  ): Record<string, string> {
    const time = options.time ?? Math.floor(now() / 1000);
    const h: Record<string, string> = {
      ver: '1.0.0',
      language: String(options.language ?? 3),
      debug: '0',
      osType: '0',
      appId: '1',
      product: '1',
      time: String(time),
      ...options.headers,
    };
    if (options.token) h.token = options.token;
    if (!options.unsigned) {
      h.sign = signRequest({ key: options.signKey ?? TEST_SIGN_KEY, method, path, time, payload });
    }
    return h;
  }

  async function postRaw(path: string, text: string, options: CallOptions & { contentType?: string } = {}) {
    const raw = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}${path}`,
      payload: text,
      headers: {
        'content-type': options.contentType ?? 'application/json',
        ...headers('POST', path, text, options),
      },
    });
    return toResult(raw);
  }

  return {
    post: (path, body, options = {}) =>
      postRaw(path, body === undefined ? '' : JSON.stringify(body), options),
    postRaw,
    async get(path, query = {}, options = {}) {
      const search = new URLSearchParams(query).toString();
      const raw = await app.inject({
        method: 'GET',
        url: `${API_PREFIX}${path}${search ? `?${search}` : ''}`,
        headers: headers('GET', path, canonicalQuery(search), options),
      });
      return toResult(raw);
    },
  };
}

export const DEVICE = {
  marketChannel: 'web',
  packageName: 'localhost',
  udid: 'test-device-0000000001',
  sysVer: 'vitest',
  phoneModel: 'node',
  idfa: '',
};

/** Logs a device in and returns its token. */
export async function deviceToken(api: SignedClient, udid = DEVICE.udid): Promise<string> {
  const res = await api.post('/user/device-login', { ...DEVICE, udid });
  const data = res.body.data as { user_token?: string } | null;
  if (res.body.code !== 200 || !data?.user_token)
    throw new Error(`device login failed: ${JSON.stringify(res.body)}`);
  return data.user_token;
}
