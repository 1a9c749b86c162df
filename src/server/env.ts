/**
 * Configuration: the environment of DESIGN.md section 5, parsed once with zod at start.
 * A bad value stops the server with a readable list. Secrets left unset are generated
 * once and kept in DATA_DIR/secrets.json, never hard-coded.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = optionalString.pipe(z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl,
  API_SIGN_KEY: optionalString,
  MEDIA_SECRET: optionalString,
  /** Bearer token of the operator's HTTP API (/admin/api/*); generated into secrets.json when unset. */
  ADMIN_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  MEDIA_BASE_URL: optionalUrl,
  SMTP_URL: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** The Stripe API base (tests point it at a fake Stripe on 127.0.0.1). */
  STRIPE_API_URL: optionalUrl,
  /** The built-in sandbox gateway: on by default, off by default once Stripe is configured. */
  PAY_SANDBOX: z.enum(['0', '1']).optional(),
  /** The built-in Facebook and TikTok stand-ins: on by default for a provider not configured. */
  OAUTH_SANDBOX: z.enum(['0', '1']).optional(),
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_GRAPH_URL: optionalUrl,
  TIKTOK_CLIENT_KEY: optionalString,
  TIKTOK_CLIENT_SECRET: optionalString,
  TIKTOK_API_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set to 1 to run with the in-memory database (tests, throwaway demos). */
  DATA_IN_MEMORY: z.enum(['0', '1']).default('0'),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  /** DATA_DIR/media: episode folders (e/<key>/), posters/ and the sample manifest. */
  mediaRoot: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  inMemory: boolean;
  redisUrl: string | undefined;
  apiSignKey: string;
  mediaSecret: string;
  /** The operator's bearer token for /admin/api/* (ADMIN_TOKEN, or generated into secrets.json). */
  adminToken: string;
  mediaBaseUrl: string | undefined;
  smtpUrl: string | undefined;
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiUrl: string | undefined };
  /** Whether the built-in sandbox payment gateway is offered. */
  paySandbox: boolean;
  /** Whether a provider left unconfigured gets the built-in stand-in (modules/sandbox-oauth). */
  oauthSandbox: boolean;
  facebook: {
    appId: string | undefined;
    appSecret: string | undefined;
    graphUrl: string;
    /** The browser's JS SDK and login dialog, when not Facebook's own (the stand-in's). */
    sdkUrl?: string;
    dialogBase?: string;
  };
  tiktok: {
    clientKey: string | undefined;
    clientSecret: string | undefined;
    apiUrl: string;
    /** Where the browser asks for consent, when not TikTok's own (the stand-in's). */
    authorizeUrl?: string;
  };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type GeneratedSecrets = { apiSignKey: string; mediaSecret: string; adminToken: string };

function loadOrCreateSecrets(dataDir: string, persist: boolean): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const fresh = (): GeneratedSecrets => ({
    apiSignKey: randomBytes(24).toString('base64url'),
    mediaSecret: randomBytes(32).toString('base64url'),
    adminToken: randomBytes(24).toString('base64url'),
  });
  if (!persist) return fresh();
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<GeneratedSecrets>;
    const merged = { ...fresh(), ...stored };
    if (stored.apiSignKey && stored.mediaSecret && stored.adminToken) return merged;
    writeFileSync(file, JSON.stringify(merged, null, 2), { mode: 0o600 });
    return merged;
  }
  mkdirSync(dataDir, { recursive: true });
  const created = fresh();
  writeFileSync(file, JSON.stringify(created, null, 2), { mode: 0o600 });
  return created;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const inMemory = e.DATA_IN_MEMORY === '1';
  const needsGenerated = !e.API_SIGN_KEY || !e.MEDIA_SECRET || !e.ADMIN_TOKEN;
  const generated = needsGenerated ? loadOrCreateSecrets(dataDir, !inMemory) : undefined;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    dataDir,
    mediaRoot: path.join(dataDir, 'media'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    inMemory,
    redisUrl: e.REDIS_URL,
    apiSignKey: e.API_SIGN_KEY ?? generated?.apiSignKey ?? '',
    mediaSecret: e.MEDIA_SECRET ?? generated?.mediaSecret ?? '',
    adminToken: e.ADMIN_TOKEN ?? generated?.adminToken ?? '',
    mediaBaseUrl: e.MEDIA_BASE_URL?.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL?.replace(/\/+$/, ''),
    },
    paySandbox: e.PAY_SANDBOX ? e.PAY_SANDBOX === '1' : !e.STRIPE_SECRET_KEY,
    oauthSandbox: e.OAUTH_SANDBOX !== '0',
    facebook: {
      appId: e.FACEBOOK_APP_ID,
      appSecret: e.FACEBOOK_APP_SECRET,
      graphUrl: e.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com',
    },
    tiktok: {
      clientKey: e.TIKTOK_CLIENT_KEY,
      clientSecret: e.TIKTOK_CLIENT_SECRET,
      apiUrl: e.TIKTOK_API_URL ?? 'https://open.tiktokapis.com',
    },
    logLevel: e.LOG_LEVEL,
  };
}
