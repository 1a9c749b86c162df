/**
 * Configuration: the environment of DESIGN.md section 6, parsed once with zod at start; no
 * other file reads process.env for a setting. A bad value stops the server with a readable
 * list. Secrets left unset are generated once and kept in DATA_DIR/secrets.json, never
 * hard-coded.
 */
import path from 'node:path';
import { z } from 'zod';
import { loadOrCreateSecrets } from './generated-secrets.ts';
import { isPublicAddress } from './lib/public-address.ts';
import { pushConfigOf, pushEnvShape, type PushConfig } from './push-env.ts';

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
  API_SIGN_KEY: optionalString,
  MEDIA_SECRET: optionalString,
  /** Bearer token of the operator's HTTP API (/admin/api/*); generated into secrets.json when unset. */
  ADMIN_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Bearer token of GET /metrics (Prometheus); unset, the endpoint answers 404. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  MEDIA_BASE_URL: optionalUrl,
  SMTP_URL: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** The Stripe API base (tests point it at a fake Stripe on 127.0.0.1). */
  STRIPE_API_URL: optionalUrl,
  /**
   * The built-in stand-ins (sandbox gateway, Facebook and TikTok logins) for what is not
   * configured: on by default only where PUBLIC_URL is unset or a loopback or private address.
   */
  SANDBOX: z.enum(['0', '1']).optional(),
  /** Replaced by SANDBOX: named here so an old setting stops the server instead of being ignored. */
  PAY_SANDBOX: z.never({ error: 'replaced by SANDBOX (0 or 1), which decides every stand-in' }).optional(),
  OAUTH_SANDBOX: z.never({ error: 'replaced by SANDBOX (0 or 1), which decides every stand-in' }).optional(),
  /** Behind a reverse proxy: take client addresses from X-Forwarded-For (rate limits, origins). */
  TRUST_PROXY: z.enum(['0', '1', '2', '3']).default('0'),
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_GRAPH_URL: optionalUrl,
  TIKTOK_CLIENT_KEY: optionalString,
  TIKTOK_CLIENT_SECRET: optionalString,
  TIKTOK_API_URL: optionalUrl,
  /**
   * How often (ms) each process writes the buffered playback positions, as one statement
   * (issue 16); 0 writes every position through at once (the way before, for the bench).
   */
  PROGRESS_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Viewer events (decision 0038): off = none (bench); days kept; aggregation interval (s). */
  EVENTS: z.enum(['on', 'off']).default('on'),
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(7).max(3650).default(90),
  AGGREGATE_EVERY_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /** The largest episode video an operator may upload (tus, /console-api/uploads), in MB. */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1_048_576).default(2048),
  /** An unfinished upload is deleted from DATA_DIR/staging this long after it started. */
  UPLOAD_EXPIRY_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Work the job queue (transcodes) inside the server process; 0 leaves it to `npm run worker`. */
  WORKERS_IN_PROCESS: z.enum(['0', '1']).default('1'),
  /** Jobs one process (server or worker) runs at once. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  /**
   * A job still active after this long is taken as lost (its worker died) and retried; a
   * transcode stops itself before then. pg-boss 10 has no heartbeat, so this bounds both.
   */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(10).max(86_000).default(1800),
  /** How often lost jobs are looked for (pg-boss maintenance). */
  JOB_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
  /** The first retry's delay; each further retry waits about twice as long. */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** On SIGTERM, how long running jobs may finish before they are stopped and left to a retry. */
  JOB_STOP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(8000),
  /**
   * Where media lives (decision 0032): `local` = DATA_DIR/media on this machine; `s3` = an
   * S3-compatible bucket that every app and worker machine shares (the S3_* settings).
   */
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalString,
  /** An S3-compatible server (MinIO, R2, ...); unset: AWS in S3_REGION. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Both or neither; neither: the SDK's own chain (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** 1: https://host/bucket/key addressing (most S3-compatible servers); 0: bucket subdomains. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  /** Put every key under this folder of the bucket (`media/`); unset: the bucket's top. */
  S3_PREFIX: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*\/?$/, 'letters, digits, _ . - and / between folders')
      .optional(),
  ),
  /** Seed the sample catalogue (8 dramas) at the first start; its episodes are transcoded by jobs. */
  SAMPLE_CATALOGUE: z.enum(['0', '1']).default('1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set to 1 to run with the in-memory database (tests, throwaway demos). */
  DATA_IN_MEMORY: z.enum(['0', '1']).default('0'),
  ...pushEnvShape,
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
  /**
   * TRUST_PROXY=N: the N proxies in front of the server (nginx alone is 1; a CDN before it, 2)
   * are trusted for the client's address and the request's origin. The address is the one the
   * first trusted proxy saw: whatever a client writes in X-Forwarded-For before it is not
   * believed (0: no proxy, the socket's address).
   */
  trustProxy: number;
  apiSignKey: string;
  mediaSecret: string;
  /** The operator's bearer token for /admin/api/* (ADMIN_TOKEN, or generated into secrets.json). */
  adminToken: string;
  /** GET /metrics's bearer token (METRICS_TOKEN); undefined = no metrics endpoint. */
  metricsToken: string | undefined;
  mediaBaseUrl: string | undefined;
  smtpUrl: string | undefined;
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiUrl: string | undefined };
  /**
   * The stand-ins switch (SANDBOX, decision 0018): `enabled` allows the built-in stand-ins for
   * whatever is not configured; `publicAddress` says PUBLIC_URL is a public address (then the
   * default is off, and on is a staging site the server warns about at start).
   */
  sandbox: { enabled: boolean; publicAddress: boolean };
  /** Whether the built-in sandbox payment gateway is offered (sandbox on, no Stripe keys). */
  paySandbox: boolean;
  /**
   * Whether email login is offered: its codes reach people through SMTP_URL, or land in the
   * outbox (the stand-in) where stand-ins may run. Public without SMTP_URL: off, as Facebook
   * and TikTok are off without their keys.
   */
  emailLogin: boolean;
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
  /**
   * Episode uploads (tus): DATA_DIR/staging holds each unfinished or just-finished file and
   * its .json; the largest file (UPLOAD_MAX_MB); how long an unfinished one is kept.
   */
  uploads: { stagingDir: string; maxBytes: number; expiryMs: number };
  /** Interval of the progress buffer's flush (ms); 0 = write through. */
  progressFlushMs: number;
  /** The job queue (src/server/jobs): who works it and how it retries. */
  jobs: JobsConfig;
  events: { on: boolean; retentionDays: number; aggregateEverySeconds: number };
  /** Whether the sample catalogue is seeded (and transcoded by jobs) at start. */
  sampleCatalogue: boolean;
  /** Where media lives (modules/media/store); `local` keeps it in mediaRoot. */
  mediaStore: MediaStoreConfig;
  /** DATA_DIR/work: this machine's scratch space for renditions and sources (S3 store). */
  workDir: string;
  /** Web Push (issue 19): VAPID keys (push-env.ts), the test origin, the release job's period. */
  push: PushConfig;
}

export type MediaStoreConfig = { kind: 'local' } | { kind: 's3'; s3: S3Config };

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; unset: AWS. */
  endpoint: string | undefined;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Prepended to every key (`media/`), so one bucket can hold more than this app. */
  prefix: string;
}

export interface JobsConfig {
  inProcess: boolean;
  concurrency: number;
  expireSeconds: number;
  checkSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  stopTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = z.infer<typeof envSchema>;

/** The media store's settings, or the problems with them. */
function mediaStoreOf(e: Env): MediaStoreConfig | string[] {
  if (e.MEDIA_STORE === 'local') return { kind: 'local' };
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('S3_BUCKET: required when MEDIA_STORE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the SDK finds them)');
  }
  if (problems.length > 0 || !e.S3_BUCKET) return problems;
  return {
    kind: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
      prefix: e.S3_PREFIX ? `${e.S3_PREFIX.replace(/\/+$/, '')}/` : '',
    },
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const mediaStore = mediaStoreOf(e);
  if (Array.isArray(mediaStore)) throw new ConfigError(mediaStore);
  const dataDir = path.resolve(e.DATA_DIR);
  const inMemory = e.DATA_IN_MEMORY === '1';
  const push = pushConfigOf(e, { dataDir, persist: !inMemory, publicUrl: e.PUBLIC_URL });
  if (Array.isArray(push)) throw new ConfigError(push);
  const publicAddress = e.PUBLIC_URL ? isPublicAddress(e.PUBLIC_URL) : false;
  const sandbox = e.SANDBOX ? e.SANDBOX === '1' : !publicAddress;
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
    trustProxy: Number(e.TRUST_PROXY),
    apiSignKey: e.API_SIGN_KEY ?? generated?.apiSignKey ?? '',
    mediaSecret: e.MEDIA_SECRET ?? generated?.mediaSecret ?? '',
    adminToken: e.ADMIN_TOKEN ?? generated?.adminToken ?? '',
    metricsToken: e.METRICS_TOKEN,
    mediaBaseUrl: e.MEDIA_BASE_URL?.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL?.replace(/\/+$/, ''),
    },
    sandbox: { enabled: sandbox, publicAddress },
    paySandbox: sandbox && !e.STRIPE_SECRET_KEY,
    emailLogin: Boolean(e.SMTP_URL) || sandbox,
    oauthSandbox: sandbox,
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
    uploads: {
      stagingDir: path.join(dataDir, 'staging'),
      maxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
      expiryMs: e.UPLOAD_EXPIRY_HOURS * 60 * 60 * 1000,
    },
    progressFlushMs: e.PROGRESS_FLUSH_MS,
    jobs: {
      inProcess: e.WORKERS_IN_PROCESS === '1',
      concurrency: e.WORKER_CONCURRENCY,
      expireSeconds: e.JOB_EXPIRE_SECONDS,
      checkSeconds: e.JOB_CHECK_SECONDS,
      retryLimit: e.JOB_RETRY_LIMIT,
      retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
      stopTimeoutMs: e.JOB_STOP_TIMEOUT_MS,
    },
    events: {
      on: e.EVENTS === 'on',
      retentionDays: e.EVENTS_RETENTION_DAYS,
      aggregateEverySeconds: e.AGGREGATE_EVERY_SECONDS,
    },
    sampleCatalogue: e.SAMPLE_CATALOGUE === '1',
    mediaStore,
    workDir: path.join(dataDir, 'work'),
    push,
  };
}

/**
 * The media tools of the ingest pipeline (FFMPEG_PATH, FFPROBE_PATH; unset = PATH, then the
 * npm ffmpeg): read apart from loadConfig, as the media scripts run without a server.
 */
export function mediaToolPaths(env: NodeJS.ProcessEnv = process.env): { ffmpeg?: string; ffprobe?: string } {
  const ffmpeg = env.FFMPEG_PATH?.trim();
  const ffprobe = env.FFPROBE_PATH?.trim();
  return { ...(ffmpeg ? { ffmpeg } : {}), ...(ffprobe ? { ffprobe } : {}) };
}
