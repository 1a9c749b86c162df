/**
 * Part A of the soak: at least ROUTE_RUNS fuzzed requests per route against two real server
 * processes on one fresh PostgreSQL database (one with the built-in sandbox gateway, one
 * configured for Stripe against a fake Stripe API), a few in flight at a time, spread over
 * many client addresses (the servers run with TRUST_PROXY=1, so rate limits are per address).
 * Counts, per route: answers, answers past the rate limits, 429s, 5xx, answers that are not
 * the envelope where the route promises one, and requests that got no answer at all.
 */
import fc from 'fast-check';
import type { DatabaseHandle } from '#db/client.ts';
import { allTargets } from './fuzz/index.ts';
import { fuzzEnvironment } from './fuzz/setup.ts';
import { emptyStats, recordAnswer, recordFailure, type RouteStats } from './fuzz/stats.ts';
import type { CaseFn, Target } from './fuzz/target.ts';
import { rawExchange, send, type RawResponse } from './http.ts';
import { prng, shuffle } from './random.ts';
import { errorLines, type LogLine, type ServerProcess } from './server.ts';

export interface FuzzResult {
  routes: RouteStats[];
  requests: number;
  durationMs: number;
  seed: number;
  serverErrorLogs: LogLine[];
  logFiles: string[];
  database: DatabaseHandle & { url?: string };
  servers: ServerProcess[];
  /** Servers whose process was gone at the end of the fuzz (a crash). */
  died: string[];
}

export async function runFuzz(options: {
  workDir: string;
  runsPerRoute: number;
  concurrency: number;
  seed: number;
  log: (line: string) => void;
}): Promise<FuzzResult> {
  const { workDir, runsPerRoute, concurrency, seed, log } = options;
  const began = Date.now();
  const { database, servers, stripe, pools, ctx, port, login, readOutbox } = await fuzzEnvironment(
    workDir,
    seed,
    log,
  );

  const targets: Target[] = allTargets();
  const stats: RouteStats[] = targets.map((t) => emptyStats(t.name));
  // Fresh cases per target in batches, each from its own seed: reproducible with the same seed.
  const BATCH = 50;
  const batches = targets.map(() => ({ next: 0, cases: [] as CaseFn[], n: 0 }));
  const nextCase = (i: number): CaseFn => {
    const b = batches[i];
    const target = targets[i];
    if (!b || !target) throw new Error(`no target ${i}`);
    if (b.next >= b.cases.length) {
      b.cases = fc.sample(target.arbitrary, { numRuns: BATCH, seed: (seed + i * 100_003 + b.n * 7919) | 0 });
      b.n++;
      b.next = 0;
    }
    const c = b.cases[b.next++];
    if (!c) throw new Error('empty batch');
    return c;
  };

  const schedule = shuffle(
    targets.flatMap((_, i) => Array.from({ length: runsPerRoute }, () => i)),
    prng(seed),
  );
  log(
    `fuzz: ${targets.length} routes x ${runsPerRoute} = ${schedule.length} requests, ${concurrency} in flight, seed ${seed}`,
  );

  let cursor = 0;
  let done = 0;
  let refilling = false;
  const refill = async () => {
    if (refilling || pools.size('token') >= 60) return;
    refilling = true;
    try {
      for (let i = 0; i < 40; i++) pools.add('token', await login(1000 + done + i));
    } finally {
      refilling = false;
    }
  };
  const progress = setInterval(() => {
    readOutbox();
    const s = (Date.now() - began) / 1000;
    log(`fuzz: ${done}/${schedule.length} requests (${Math.round(done / s)}/s)`);
  }, 15_000);
  const outbox = setInterval(readOutbox, 2000);

  const worker = async () => {
    while (cursor < schedule.length) {
      const i = schedule[cursor++] ?? 0;
      const target = targets[i];
      const stat = stats[i];
      if (!target || !stat) continue;
      if (pools.size('token') < 60) await refill().catch(() => undefined);
      const spec = nextCase(i)(ctx);
      stat.sent++;
      let response: RawResponse | undefined;
      try {
        response = await send(port(spec.instance), spec).catch(async (error: unknown) => {
          // A kept-alive connection the server closed after an earlier answer (it does so after
          // refusing a body it did not read): the request goes again on a new connection.
          if (!servers[spec.instance]?.alive) throw error;
          stat.resent++;
          return send(port(spec.instance), spec, { fresh: true });
        });
      } catch (error) {
        done++;
        // An answer Node's client cannot parse: read it off a raw socket. A refusal by Node's
        // HTTP parser written with Fastify's default body (not the envelope) is counted apart.
        const raw = String(error).includes('Parse Error') ? await rawExchange(port(spec.instance), spec) : '';
        recordFailure(stat, spec, error, raw);
        continue;
      }
      done++;
      const envelope = recordAnswer(stat, spec, response);
      try {
        target.after?.(ctx, spec, response, envelope);
      } catch {
        // learning is best effort
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  clearInterval(progress);
  clearInterval(outbox);

  const died = servers.filter((s) => !s.alive).map((s) => s.name);
  for (const s of servers) await s.stop();
  await stripe.close();
  const logFiles = servers.map((s) => s.logFile);
  return {
    routes: stats,
    requests: done,
    durationMs: Date.now() - began,
    seed,
    serverErrorLogs: logFiles.flatMap(errorLines),
    logFiles,
    database,
    servers,
    died,
  };
}
