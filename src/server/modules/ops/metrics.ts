/**
 * Prometheus metrics (prom-client; decision 0034), one registry per app: requests per route
 * pattern (never the raw URL), the database pool, the job queue, the business counters the
 * money services report, and Node's process metrics.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { QueueName, QueueStats } from '../../jobs/queue.ts';

/** What the money services report when a change of theirs has committed. */
export interface BusinessCounters {
  /** An unlock that opened episodes (manual or auto). */
  unlocked(mode: 'manual' | 'auto', episodes: number): void;
  /** Coins credited by a paid top-up: `gold` (bought) or `coin` (its bonus). */
  coinsCredited(asset: 'gold' | 'coin', amount: number): void;
  /** An order the gateway said failed or was cancelled. */
  paymentFailed(status: 'failed' | 'cancelled'): void;
  /** A paid order refunded (once, whoever asked), by channel. */
  refunded(channel: string): void;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Metrics {
  readonly contentType: string;
  readonly business: BusinessCounters;
  /** One answered request: `route` is the route's pattern, or '(unmatched)'. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  render(): Promise<string>;
}

export const UNMATCHED_ROUTE = '(unmatched)';

export function createMetrics(sources: {
  /** The PostgreSQL pool (absent on PGlite, which has none). */
  pool?: () => PoolStats;
  /** The job queue per queue and state (one query per scrape). */
  queue: () => Promise<Record<QueueName, QueueStats>>;
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const { pool } = sources;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  new Gauge({
    name: 'enjoy_jobs',
    help: 'Jobs in the queue by queue and state (queued, active, failed), every process included',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      const stats = await sources.queue();
      for (const [queue, counts] of Object.entries(stats)) {
        for (const [state, value] of Object.entries(counts)) this.set({ queue, state }, value);
      }
    },
  });

  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers });
  const unlocks = counter('enjoy_unlocks_total', 'Unlocks that opened episodes, by mode (manual, auto)', [
    'mode',
  ]);
  const episodesUnlocked = counter('enjoy_episodes_unlocked_total', 'Episodes opened by unlocks');
  const coins = counter(
    'enjoy_coins_credited_total',
    'Coins credited by paid top-ups, by asset (gold: bought, coin: bonus)',
    ['asset'],
  );
  const paymentsFailed = counter(
    'enjoy_payments_failed_total',
    'Orders the gateway reported failed or cancelled',
    ['status'],
  );

  const refunds = counter('enjoy_refunds_total', 'Paid orders refunded, by channel', ['channel']);

  return {
    contentType: registry.contentType,
    business: {
      unlocked(mode, episodes) {
        unlocks.inc({ mode });
        episodesUnlocked.inc(episodes);
      },
      coinsCredited(asset, amount) {
        coins.inc({ asset }, amount);
      },
      paymentFailed(status) {
        paymentsFailed.inc({ status });
      },
      refunded(channel) {
        refunds.inc({ channel });
      },
    },
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status });
      duration.observe({ method, route }, seconds);
    },
    render: () => registry.metrics(),
  };
}
