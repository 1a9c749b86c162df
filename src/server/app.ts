/**
 * buildApp() wires the server; main.ts only listens. Tests call buildApp() and app.inject().
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { API_BODY_LIMIT_BYTES, API_PREFIX } from '#shared/constants.ts';
import type { DatabaseHandle } from '#db/client.ts';
import type { Config } from './env.ts';
import { loggerOptions, sanitizeUrl } from './logger.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id.ts';
import { fileIdleTimeoutPlugin } from './plugins/file-idle-timeout.ts';
import {
  errorHandlerPlugin,
  isApiPath,
  sendClientError,
  sendFrameworkError,
  sendMethodNotAllowed,
  sendUriTooLong,
  sendNotFound,
} from './plugins/error-handler.ts';
import { languagePlugin } from './plugins/language.ts';
import { namedRateLimit, rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { operatorSessionPlugin } from './plugins/operator-session.ts';
import { sessionPlugin } from './plugins/session.ts';
import { signaturePlugin } from './plugins/signature.ts';
import { registerConsoleApp } from './plugins/console-app.ts';
import { buildRuntimeConfig, registerSpa } from './plugins/spa.ts';
import { createBootData } from './boot-data.ts';
import { reachableAddresses, startWarnings } from './start-warnings.ts';
import { validatorCompiler } from './validator.ts';
import { createSerializerCompiler } from './serializer.ts';
import { seedCatalogue } from './modules/catalogue/catalogue-seed.repository.ts';
import { seedGoods } from './modules/pay/goods.seed.ts';
import { createSettingRepository } from './modules/setting/setting.repository.ts';
import { withStoredProviders } from './modules/setting/setting-console.service.ts';
import { apiMethodsOf } from './route.ts';
import { registerRoutes } from './routes.ts';
import { createServices, type Services } from './services.ts';
import { startJobQueue } from './jobs/queue.ts';
import { createOpsRepository } from './modules/ops/ops.repository.ts';
import { createReadiness } from './modules/ops/readiness.ts';
import { createMetrics, UNMATCHED_ROUTE } from './modules/ops/metrics.ts';
import { startWorkers } from './jobs/workers.ts';
import { publishSampleDrama, seedSampleCatalogue, storedManifest } from './modules/media/sample-seed.ts';
import type { OnEpisodeUploaded } from './modules/episode-upload/episode-upload.service.ts';
import { sandboxOAuthRoutes, startOAuthSandbox } from './modules/sandbox-oauth/sandbox-oauth.ts';
import { ORDER_SWEEP_SECONDS } from './modules/money/order-sweep.service.ts';
import { FEEDBACK_IMAGE_SWEEP_SECONDS } from './jobs/feedback-image-sweep.job.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_WEB_ROOT = path.join(projectRoot, 'dist', 'web');
export const DEFAULT_CONSOLE_ROOT = path.join(projectRoot, 'dist', 'console');

/**
 * Paths the server owns (its pages, the gateways', the stand-ins'): an unknown one is a 404,
 * never the SPA's shell (a stand-in turned off must not answer 200 with the app).
 */
const SERVER_PATH_PREFIXES = [
  '/sandbox-pay/',
  '/sandbox-oauth/',
  '/pay/',
  '/article/',
  '/uploads/',
  '/admin/',
  '/console-api/',
  '/health/',
];

/** How long a file response may wait on a reader that does not read. */
const FILE_IDLE_TIMEOUT_MS = 60_000;

const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/** One log line per request, after the response, with capabilities masked out of the URL. */
class OneLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && (LEVEL_VALUES[reply.log.level] ?? 0) > 30) return;
    const line = {
      method: request.method,
      url: sanitizeUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built SPA; defaults to dist/web. */
  webRoot?: string;
  /** Folder of the built operator console; defaults to dist/console. */
  consoleRoot?: string;
  /** Clock for tests. */
  now?: () => number;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** What becomes of a finished episode upload (services.ts has the default). */
  onEpisodeUploaded?: OnEpisodeUploaded;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { database } = options;
  // Provider ids and secrets the console stored fill what the environment leaves out (0037);
  // Facebook and TikTok still unconfigured get the built-in stand-in (modules/sandbox-oauth).
  const providers = await withStoredProviders(options.config, createSettingRepository(database.db));
  const { config, sandbox: oauthSandbox } = await startOAuthSandbox(providers);
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    logController: new OneLineLogController(),
    // Every line logged for a request carries its id (`reqId`, Fastify's child logger).
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: API_BODY_LIMIT_BYTES,
    // A hop count, never `true`: `true` takes the left-most X-Forwarded-For entry, the client's own.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    requestTimeout: 30_000,
    // No server-wide connectionTimeout: file routes arm their own (plugins/file-idle-timeout.ts).
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: sendClientError,
  });
  if (config.sandbox.enabled && config.sandbox.publicAddress) {
    app.log.warn(
      { publicUrl: config.publicUrl, payments: config.paySandbox, logins: oauthSandbox !== undefined },
      'SANDBOX=1 on a public address: stand-in payments and logins are on (a staging site); every page shows the sandbox ribbon. Never run a real service like this.',
    );
  } else if (config.paySandbox || oauthSandbox) {
    app.log.info(
      { payments: config.paySandbox, logins: oauthSandbox !== undefined },
      'sandbox: built-in stand-ins for what is not configured (no real money, no real logins)',
    );
  }
  for (const warning of startWarnings(config, reachableAddresses()))
    app.log.warn(warning.fields, warning.message);
  // Before everything else, so every answer names its request (errors and 404s included).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // Rate and latency per route pattern, never the raw URL (decision 0034).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  // Compiled JSON writers; outside production each answer is checked against zod's (0044).
  app.setSerializerCompiler(createSerializerCompiler({ check: config.nodeEnv !== 'production' }));

  const log = (fields: Record<string, unknown>, message: string) => app.log.info(fields, message);
  const logError = (fields: Record<string, unknown>, message: string) => app.log.error(fields, message);
  // The job queue: durable jobs in the database, worked here unless WORKERS_IN_PROCESS=0.
  const jobs = await startJobQueue({ database, config: config.jobs, logError });
  const metrics = createMetrics({
    ...(database.poolStats ? { pool: database.poolStats } : {}),
    queue: () => jobs.stats(),
  });
  const services = createServices({
    config,
    business: metrics.business,
    db: database.db,
    now: options.now,
    log,
    logError,
    jobs,
    queueStats: () => jobs.stats(),
    ...(options.onEpisodeUploaded ? { onEpisodeUploaded: options.onEpisodeUploaded } : {}),
  });
  app.decorate('services', services);
  await services.settings.seedDefaults();
  await seedGoods(database.db);
  if (services.mediaStore.localRoot !== undefined) mkdirSync(config.mediaRoot, { recursive: true });
  const manifest = await storedManifest(services.mediaStore);
  if (manifest) await seedCatalogue(database.db, manifest);
  if (config.jobs.inProcess) {
    await startWorkers(jobs, {
      media: services.episodeMedia,
      store: services.mediaStore,
      config: config.jobs,
      beforeSwitch: services.subtitles.applyStored,
      sampleReady: (drama) => publishSampleDrama(database.db, drama, (options.now ?? Date.now)()),
      stagingDir: config.uploads.stagingDir,
      log,
      aggregation: { run: services.aggregation.run, everySeconds: config.events.aggregateEverySeconds },
      releases: {
        run: services.releases.run,
        everySeconds: config.push.releaseCheckSeconds,
        push: services.push,
      },
      orderSweep: { run: () => services.orderSweep.run(), everySeconds: ORDER_SWEEP_SECONDS },
      feedbackImageSweep: {
        run: () => services.feedbackImages.sweep(),
        everySeconds: FEEDBACK_IMAGE_SWEEP_SECONDS,
      },
    });
  }
  if (config.sampleCatalogue) {
    const asked = await seedSampleCatalogue({
      db: database.db,
      media: services.episodeMedia,
      store: services.mediaStore,
    });
    if (asked > 0) app.log.info({ episodes: asked }, 'sample catalogue: transcodes queued');
  }

  // First: every response, errors included, carries the security headers (decision 0017).
  await app.register(securityHeadersPlugin, { config, pixels: () => services.settings.stored() });
  await app.register(languagePlugin);
  await app.register(fileIdleTimeoutPlugin, { ms: FILE_IDLE_TIMEOUT_MS });
  await app.register(errorHandlerPlugin);
  await app.register(signaturePlugin, {
    signKey: config.apiSignKey,
    bodyLimit: API_BODY_LIMIT_BYTES,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.register(rateLimitPlugin, { repo: services.rateLimits });
  await app.register(sessionPlugin, { sessions: services.sessions });
  // /console-api/*: the operator's session cookie, the CSRF token on writes, roles (issue 17).
  await app.register(operatorSessionPlugin, { sessions: services.operatorSessions });

  const readiness = createReadiness({
    repo: createOpsRepository(database.db),
    queue: () => jobs.stats(),
    logError,
  });
  await registerRoutes(app, services, { readiness, metrics });
  if (oauthSandbox) await sandboxOAuthRoutes(app, { sandbox: oauthSandbox, publicUrl: config.publicUrl });

  const spa = await registerSpa(app, {
    webRoot: options.webRoot ?? DEFAULT_WEB_ROOT,
    runtime: buildRuntimeConfig({
      apiSignKey: config.apiSignKey,
      mediaBaseUrl: config.mediaBaseUrl,
      facebookSdkUrl: config.facebook.sdkUrl,
      tiktokAuthorizeUrl: config.tiktok.authorizeUrl,
      sandbox: { pay: config.paySandbox, logins: oauthSandbox !== undefined },
    }),
    boot: createBootData(services),
  });
  // The operator console's page and assets under /console/ (its API is /console-api).
  await registerConsoleApp(app, { consoleRoot: options.consoleRoot ?? DEFAULT_CONSOLE_ROOT });

  // Every API path no route matched is the not-found handler's: without this, a path whose
  // parameter is far over the router's length limit fell through to the SPA's file lookup.
  app.all(`${API_PREFIX}/*`, { config: { signed: false } }, (_request, reply) => reply.callNotFound());

  // Unknown API routes get the envelope (rate-limited, as scanners hit them); client routes get the SPA.
  app.setNotFoundHandler(
    {
      // Its own counter (a page load is not a stand-in consent: see sandbox-oauth.ts).
      preHandler: namedRateLimit(app, 'not-found', { max: 300, timeWindow: 60_000 }),
    },
    async (request, reply) => {
      reply.withSecurityHeaders();
      const url = request.url;
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(url) &&
        !url.startsWith('/media/') &&
        !SERVER_PATH_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
        !path.extname(url.split('?')[0] ?? '');
      if (wantsPage && (await spa.sendIndex(reply))) return reply;
      if (isApiPath(url)) {
        const allowed = apiMethodsOf(url.split('?')[0] ?? '');
        if (allowed.includes(request.method)) return sendUriTooLong(request, reply);
        if (allowed.length > 0) return sendMethodNotAllowed(request, reply, allowed);
      }
      return sendNotFound(request, reply);
    },
  );

  app.addHook('onClose', async () => {
    // Running jobs end (or are stopped and left to a retry) before the database closes.
    await jobs.stop();
    // Every acknowledged playback position is written before the database closes (issue 16).
    await services.progress.close();
    app.log.info(services.progress.stats(), 'progress buffer closed');
    await services.events.close();
    app.log.info(services.events.stats(), 'event buffer closed');
    await oauthSandbox?.provider.close();
    await database.close();
  });
  return app;
}
