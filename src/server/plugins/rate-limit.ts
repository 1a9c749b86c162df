/**
 * @fastify/rate-limit with its counters in the database (DESIGN.md section 1: no state that
 * a second process would need lives in memory). Routes opt in with `config.rateLimit`.
 */
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../api-error.ts';
import type { RateLimitRepository } from '../modules/rate-limit/rate-limit.repository.ts';

function databaseStore(repo: RateLimitRepository, prefix = ''): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      repo
        .hit(`${prefix}${key}`, timeWindow ?? 60_000)
        .then((r) => callback(null, { current: r.count, ttl: r.ttlMs }))
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }
    // @fastify/rate-limit passes the merged route params, the route itself under `routeInfo`
    // (its own RedisStore reads it there); without it every route shared one counter per IP.
    child(routeOptions: {
      method?: string | string[];
      url?: string;
      routeInfo?: { method: string | string[]; url: string };
    }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ?? routeOptions;
      const Child = databaseStore(repo, `${String(route.method)}:${route.url}:`);
      return new Child({});
    }
  }
  return DatabaseStore;
}

export const rateLimitPlugin = fp<{ repo: RateLimitRepository }>(
  async (app, { repo }) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(repo),
      // A database hiccup must not lock everybody out.
      skipOnError: true,
      errorResponseBuilder: () => new ApiError('rateLimited'),
    });
  },
  { name: 'rate-limit' },
);

/**
 * A limit used as a handler's preHandler (not per route config). `app.rateLimit()` keys its
 * counter by the address alone in the one store, so two such handlers would share a counter
 * (a page load would use up a stand-in consent): this one always counts under its own name.
 * ESLint refuses `.rateLimit(` anywhere else.
 */
export function namedRateLimit(
  app: FastifyInstance,
  name: string,
  limit: { max: number; timeWindow: number },
): preHandlerAsyncHookHandler {
  return app.rateLimit({ ...limit, keyGenerator: (request) => `${name}:${request.ip}` });
}
