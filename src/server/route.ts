/**
 * Registers one endpoint of the shared table (src/shared/contract/endpoints.ts) with its
 * schemas (src/shared/contract/schemas.ts): they validate the payload and serialise the
 * envelope; the handler returns only `data`.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { API_PREFIX } from '#shared/constants.ts';
import { envelope } from '#shared/contract/envelope.ts';
import {
  endpoints,
  type EndpointMeta,
  type EndpointName,
  type Endpoints,
} from '#shared/contract/endpoints.ts';
import { endpointSchemas } from '#shared/contract/schemas.ts';
import type { LanguageId } from '#shared/languages.ts';
import { ApiError } from './api-error.ts';
import { translate } from './i18n/messages.ts';

type Schemas = typeof endpointSchemas;
type BodyOut<N extends EndpointName> = z.output<Schemas[N]['body']>;
type DataIn<N extends EndpointName> = z.input<Schemas[N]['data']>;

/**
 * The caller's user id as the endpoint's auth allows it: a number where a login is required
 * (the session plugin answered 301 without one), maybe one where it is optional, none else.
 */
export type UserIdOf<N extends EndpointName> = Endpoints[N]['auth'] extends 'required'
  ? number
  : Endpoints[N]['auth'] extends 'optional'
    ? number | undefined
    : undefined;

export interface HandlerContext<N extends EndpointName> {
  body: BodyOut<N>;
  userId: UserIdOf<N>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * The server half of the duplicate-submit guard: true for the first of identical requests, and
 * for the first of a signed request's copies (`time` is its signed time header).
 */
export type RepeatGuard = (userId: number, path: string, body: string, time: string) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated once (routes.ts) before the endpoints whose table entry asks for it. */
    repeatGuard: RepeatGuard;
  }
}

const PRE_SERIALIZED = Symbol('pre-serialized');

/** A success envelope already checked against its schema and turned into JSON text. */
export interface PreSerialized {
  readonly [PRE_SERIALIZED]: true;
  readonly json: string;
}

/** For hot, cacheable answers: check and serialise once, send the text many times. */
export function preSerialized<N extends EndpointName>(
  name: N,
  data: DataIn<N>,
  language: LanguageId,
): PreSerialized {
  const checked = responseSchemaOf(name).encode({ code: 200, msg: translate(language, 'ok'), data } as never);
  return { [PRE_SERIALIZED]: true, json: JSON.stringify(checked) };
}

/**
 * Each endpoint's envelope schema, made once per process: the compiled JSON writers are kept
 * by schema (serializer.ts), so every app built in this process reuses them.
 */
const responseSchemas = new Map<EndpointName, z.ZodType>();
function responseSchemaOf(name: EndpointName): z.ZodType {
  let schema = responseSchemas.get(name);
  if (!schema) {
    schema = envelope(endpointSchemas[name].data as z.ZodType);
    responseSchemas.set(name, schema);
  }
  return schema;
}

function isPreSerialized(value: unknown): value is PreSerialized {
  return typeof value === 'object' && value !== null && PRE_SERIALIZED in value;
}

const endpointPatterns = Object.values(endpoints).flatMap((meta: EndpointMeta) => {
  const pattern = new RegExp(`^${API_PREFIX}${meta.path.replace(/:[^/]+/g, '[^/]+')}/?$`);
  return [{ method: meta.method, pattern }, ...(meta.alsoPost ? [{ method: 'POST', pattern }] : [])];
});

/** The methods the endpoint table answers at `path` (a concrete path, without its query). */
export function apiMethodsOf(path: string): string[] {
  const methods: string[] = endpointPatterns.filter((e) => e.pattern.test(path)).map((e) => e.method);
  if (methods.includes('GET')) methods.push('HEAD');
  return [...new Set(methods)];
}

export interface RouteOptions {
  rateLimit?: { max: number; timeWindow: number };
  /**
   * For answers that depend on nothing but the language and the query (listings): an ETag,
   * `Cache-Control: public, max-age`, `Vary: language`, and the serialised answer kept in
   * this process for `ttlMs` on the app's clock `now` (CATALOGUE_FRESHNESS).
   */
  publicCache?: PublicCache;
}

export interface PublicCache {
  maxAgeS: number;
  ttlMs: number;
  now: () => number;
}

interface SharedEntry {
  body: PreSerialized;
  etag: string;
}

/** Answers kept per route: one per language and URL, the least recently used dropped first. */
const SHARED_CACHE_MAX_ENTRIES = 500;

function createSharedCache({ maxAgeS, ttlMs, now }: PublicCache) {
  const entries = new LRUCache<string, SharedEntry, () => Promise<PreSerialized>>({
    max: SHARED_CACHE_MAX_ENTRIES,
    ttl: ttlMs,
    perf: { now },
    // Read the clock on every check, not through a timer-debounced copy.
    ttlResolution: 0,
    // Concurrent misses of one key share one load.
    fetchMethod: async (_key, _stale, { context: load }) => {
      const body = await load();
      return { body, etag: `W/"${createHash('sha1').update(body.json).digest('base64url')}"` };
    },
  });
  return {
    maxAgeS,
    async get(key: string, load: () => Promise<PreSerialized>): Promise<SharedEntry> {
      const entry = await entries.fetch(key, { context: load });
      if (!entry) throw new Error(`no answer for ${key}`);
      return entry;
    },
  };
}

/**
 * Returns the data, or a promise of it. A handler that can answer from memory (check-setting)
 * returns synchronously, and the answer then goes out in the same tick, without the promise
 * machinery of an async handler.
 */
export type EndpointHandler<N extends EndpointName> = (
  ctx: HandlerContext<N>,
) => DataIn<N> | PreSerialized | Promise<DataIn<N> | PreSerialized>;

const JSON_TYPE = 'application/json; charset=utf-8';

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return value instanceof Promise;
}

export function apiRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: EndpointHandler<N>,
  options: RouteOptions = {},
): void {
  const meta: (typeof endpoints)[EndpointName] = endpoints[name];
  // The table says which endpoints the server guards too (money and orders, DESIGN 2).
  const guard = 'serverGuard' in meta && meta.serverGuard ? app.repeatGuard : undefined;
  if ('serverGuard' in meta && meta.serverGuard && !guard)
    throw new Error(`${name}: decorate the app with repeatGuard before registering it`);
  const required = meta.auth === 'required';
  const shared = options.publicCache ? createSharedCache(options.publicCache) : undefined;
  const schemas: { body: z.ZodType; data: z.ZodType } = endpointSchemas[name];
  const responseSchema = responseSchemaOf(name);

  const send = (request: FastifyRequest, reply: FastifyReply, data: DataIn<N> | PreSerialized): void => {
    reply.header('cache-control', 'no-store');
    if (isPreSerialized(data)) reply.type(JSON_TYPE).send(data.json);
    // The response schema serialises (and checks) the envelope on the way out.
    else reply.send({ code: 200, msg: translate(request.lang, 'ok'), data });
  };

  const sendShared = async (
    cache: ReturnType<typeof createSharedCache>,
    ctx: HandlerContext<N>,
  ): Promise<void> => {
    const { request, reply } = ctx;
    // Keyed by the whole URL: path parameters (GET /comm/dictType/:types) vary the answer too.
    const entry = await cache.get(`${request.lang}${request.url}`, async () => {
      const data = await handler(ctx);
      return isPreSerialized(data) ? data : preSerialized(name, data, request.lang);
    });
    reply
      .header('cache-control', `public, max-age=${cache.maxAgeS}`)
      .header('vary', 'language')
      .header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) {
      // Not modified: the route's schema describes only its 200 answer.
      (reply as unknown as FastifyReply).code(304).send();
      return;
    }
    reply.type(JSON_TYPE).send(entry.body.json);
  };

  const sendGuarded = async (guard: RepeatGuard, userId: number, ctx: HandlerContext<N>): Promise<void> => {
    const time = ctx.request.headers.time;
    const first = await guard(userId, meta.path, ctx.request.rawBody, typeof time === 'string' ? time : '');
    if (!first) throw new ApiError('duplicateSubmit');
    send(ctx.request, ctx.reply, await handler(ctx));
  };

  // A listing's POST (decision 0051): the same handler over a JSON body, answered no-store
  // (only the GET is cached, by browsers and by this process).
  if ('alsoPost' in meta && meta.alsoPost) {
    app.route({
      method: 'POST',
      url: `${API_PREFIX}${meta.path}`,
      schema: { body: schemas.body, response: { 200: responseSchema } },
      config: { auth: meta.auth, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
      handler: async (request, reply) => {
        const ctx = {
          body: request.body as BodyOut<N>,
          userId: undefined,
          request,
          reply,
        } as HandlerContext<N>;
        send(request, reply, await handler(ctx));
      },
    });
  }

  app.route({
    method: meta.method,
    url: `${API_PREFIX}${meta.path}`,
    // Compiled by fastify-type-provider-zod's validator and serializer (set in app.ts).
    schema:
      meta.method === 'GET'
        ? { querystring: schemas.body, response: { 200: responseSchema } }
        : { body: schemas.body, response: { 200: responseSchema } },
    config: {
      auth: meta.auth,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    // Not an async function: the promise it returns (when there is one) resolves to nothing
    // once the answer is sent, and a synchronous answer is sent before it returns.
    handler: (request, reply): Promise<void> | undefined => {
      // Already validated (and transformed) against the body schema by the route's schema.
      const body = (meta.method === 'GET' ? request.query : request.body) as BodyOut<N>;
      const userId = request.session?.userId;
      // The session plugin refused a required login already; this only narrows the type.
      if (required && userId === undefined) throw new ApiError('sessionExpired');
      const ctx = { body, userId, request, reply } as HandlerContext<N>;
      if (shared) return sendShared(shared, ctx);
      if (guard && userId !== undefined) return sendGuarded(guard, userId, ctx);
      const data = handler(ctx);
      if (isPromise(data)) return data.then((value) => send(request, reply, value));
      send(request, reply, data);
      return undefined;
    },
  });
}
