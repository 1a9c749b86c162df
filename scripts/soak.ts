/**
 * `npm run soak` (issue 14, proof at scale), on a throwaway PostgreSQL cluster
 * (scripts/with-postgres.sh): real server processes, spawned as `node --import tsx
 * src/server/main.ts`.
 *
 *   A. fuzz:   SOAK_RUNS (1000) generated requests per route, every route of the API and the
 *              pages beside it (scripts/soak/fuzz/index.ts), on two servers;
 *   B. crash:  SOAK_CYCLES (100) SIGKILLs of one of two servers on one database during a
 *              stream of top-ups, gateway notifications and unlocks;
 *   C. replay: every sandbox notification of 300 orders delivered ten times, shuffled,
 *              contradictory ones included, some at once, across both servers.
 *
 * It ends with three figures, and exits non-zero unless all are 0: answers with HTTP 5xx,
 * acknowledged operations lost, wallets whose balance is not their ledger's sum (or < 0); also
 * when an order was credited twice, a fuzz request got no answer or a server process died.
 * SOAK_SEED makes a run repeatable (the fuzz cases and the schedules; not the timing);
 * SOAK_CRASH_WORKERS (4) sets the viewers of part B.
 * Logs of every server and a summary.json stay in the work folder the report names.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checker } from './soak/checks.ts';
import { runFuzz } from './soak/fuzz.ts';
import type { RouteStats } from './soak/fuzz/stats.ts';
import { runCrash } from './soak/crash.ts';
import { moneyEnvironment } from './soak/money.ts';
import { runReplay } from './soak/replay.ts';
import type { LogLine } from './soak/server.ts';

const envNumber = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
};

const RUNS = envNumber('SOAK_RUNS', 1000);
const CYCLES = envNumber('SOAK_CYCLES', 100);
const SEED = envNumber('SOAK_SEED', Math.floor(Math.random() * 2 ** 31));
const began = Date.now();
const clock = () => `${((Date.now() - began) / 1000).toFixed(0).padStart(4)} s`;
const log = (line: string) => console.log(`[${clock()}] ${line}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    'soak: TEST_DATABASE_URL is not set; run it as `npm run soak` (scripts/with-postgres.sh starts PostgreSQL)',
  );
  process.exit(2);
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'enjoy-soak-'));
log(`soak: seed ${SEED}, ${RUNS} requests per route, ${CYCLES} kill cycles; logs in ${workDir}`);

// ---------------------------------------------------------------------------------------------
// A. Fuzz

const fuzz = await runFuzz({
  workDir,
  runsPerRoute: RUNS,
  concurrency: 12,
  seed: SEED,
  log,
});
const fuzzCheck = checker(fuzz.database.url ?? '');
const wallets = new Map<string, string>();
for (const problem of await fuzzCheck.walletProblems()) {
  wallets.set(`fuzz:${/^user (\d+)/.exec(problem)?.[1] ?? problem}`, `after the fuzz: ${problem}`);
}
await fuzzCheck.close();
await fuzz.database.close();
log(
  `fuzz: done, ${fuzz.requests} requests in ${seconds(fuzz.durationMs)} (database ${new URL(fuzz.database.url ?? 'x:').pathname})`,
);

// ---------------------------------------------------------------------------------------------
// B. Crash and C. Replay

const money = await moneyEnvironment(workDir, log);
const crash = await runCrash(money, {
  cycles: CYCLES,
  workers: envNumber('SOAK_CRASH_WORKERS', 4),
  seed: SEED,
  log,
});
log(`crash: done in ${seconds(crash.durationMs)}`);
const replay = await runReplay(money, { users: 60, seed: SEED, concurrency: 16, log });
log(`replay: done in ${seconds(replay.durationMs)}`);
for (const s of money.servers) await s.stop();
await money.check.close();
await money.database.close();
for (const [key, value] of money.findings.wallets) wallets.set(key, value);

// ---------------------------------------------------------------------------------------------
// Report

const sum = (pick: (r: RouteStats) => number) => fuzz.routes.reduce((n, r) => n + pick(r), 0);
const top = (m: Map<number, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k}x${v}`)
    .join(' ');

console.log('\n== A. Fuzz: per route ==');
console.log(
  'sent | past 429 | 429 | 5xx | not envelope | parser refusals | no answer | statuses (top) | codes (top) | route',
);
for (const r of fuzz.routes) {
  console.log(
    [
      r.sent,
      r.reached,
      r.rateLimited,
      r.serverErrors,
      r.notEnvelope,
      r.parserRefusals,
      r.noAnswer,
      top(r.statuses, 5),
      top(r.codes, 5),
      r.name,
    ].join(' | '),
  );
}
const minSent = Math.min(...fuzz.routes.map((r) => r.sent));
const minReached = Math.min(...fuzz.routes.map((r) => r.reached));
const worst429 = fuzz.routes.reduce((w, r) => (r.rateLimited / r.sent > w.rateLimited / w.sent ? r : w));
console.log(
  `routes: ${fuzz.routes.length}; requests: ${fuzz.requests} (fewest per route ${minSent}); past the rate limits: ${sum((r) => r.reached)} (fewest per route ${minReached}); 429: ${sum((r) => r.rateLimited)} (largest share ${((100 * worst429.rateLimited) / worst429.sent).toFixed(1)}% on ${worst429.name})`,
);
console.log(
  `5xx: ${sum((r) => r.serverErrors)}; not the envelope: ${sum((r) => r.notEnvelope)}; refused by Node's HTTP parser and answered without the envelope: ${sum((r) => r.parserRefusals)}; HTTP status differing from the envelope's code: ${sum((r) => r.statusMismatch)}; no answer: ${sum((r) => r.noAnswer)} (${sum((r) => r.resent)} resent on a new connection after a closed keep-alive one); duration ${seconds(fuzz.durationMs)}`,
);
if (fuzz.died.length > 0) console.log(`SERVER PROCESSES GONE DURING THE FUZZ: ${fuzz.died.join(', ')}`);

const withSamples = fuzz.routes.filter((r) => r.samples.length > 0);
if (withSamples.length > 0) {
  console.log('\n-- samples (5xx, not the envelope, parser refusals, no answer, status/code mismatch) --');
  for (const r of withSamples) {
    console.log(`${r.name}:`);
    for (const s of r.samples.slice(0, 3)) console.log(`   - ${s}`);
  }
}

function logKey(line: LogLine): string {
  const first = (line.err?.stack ?? line.err?.message ?? line.msg ?? '').split('\n').slice(0, 4).join(' | ');
  return `${line.msg ?? ''}: ${first}`.slice(0, 600);
}
const grouped = new Map<string, number>();
for (const line of fuzz.serverErrorLogs) grouped.set(logKey(line), (grouped.get(logKey(line)) ?? 0) + 1);
console.log(
  `\n-- server log lines at level error or worse during the fuzz: ${fuzz.serverErrorLogs.length} (${fuzz.logFiles.join(', ')}) --`,
);
for (const [key, n] of [...grouped].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`   ${n}x ${key}`);

console.log('\n== B. Crash ==');
console.log(
  `${crash.cycles} SIGKILL cycles of one of 2 servers (kill after ${Math.min(...crash.killDelayMs)}-${Math.max(...crash.killDelayMs)} ms, restart ${Math.min(...crash.startMs)}-${Math.max(...crash.startMs)} ms); ${crash.operations} operations sent (${crash.transportFailures} without an answer), acknowledged: ${crash.ackedOrders} orders, ${crash.ackedPayments} payments, ${crash.ackedUnlocks} unlocks; duration ${seconds(crash.durationMs)}`,
);

console.log('\n== C. Replay ==');
console.log(
  `${replay.orders} orders (${Object.entries(replay.scenarios)
    .map(([k, v]) => `${k} ${v}`)
    .join(
      ', ',
    )}), ${replay.deliveries} deliveries (${replay.bursts} orders delivered 10 at once), ${replay.refused} refused; expected paid ${replay.expectedPaid}, failed ${replay.expectedFailed}, pending ${replay.expectedPending}; in the wrong state: ${replay.wrongState.length}; duration ${seconds(replay.durationMs)}`,
);
for (const w of replay.wrongState.slice(0, 10)) console.log(`   - ${w}`);

const serverErrors = sum((r) => r.serverErrors) + money.findings.serverErrors.length;
const lost = money.findings.lost.length;
for (const line of money.findings.serverErrors.slice(0, 10)) console.log(`5xx: ${line}`);
for (const line of money.findings.lost.slice(0, 20)) console.log(`lost: ${line}`);
for (const line of money.findings.duplicated.slice(0, 20)) console.log(`credited more than once: ${line}`);
for (const line of [...wallets.values()].slice(0, 20)) console.log(`wallet: ${line}`);

const figures = {
  serverErrors,
  lostAcknowledged: lost,
  walletMismatches: wallets.size,
};
writeFileSync(
  path.join(workDir, 'summary.json'),
  JSON.stringify(
    {
      seed: SEED,
      figures,
      durationMs: Date.now() - began,
      fuzz: {
        requests: fuzz.requests,
        durationMs: fuzz.durationMs,
        routes: fuzz.routes.map((r) => ({
          ...r,
          statuses: Object.fromEntries(r.statuses),
          codes: Object.fromEntries(r.codes),
        })),
      },
      crash,
      replay,
      duplicated: money.findings.duplicated,
    },
    null,
    2,
  ),
);

console.log('\n== Figures ==');
console.log(`5xx answers:                                   ${figures.serverErrors}`);
console.log(`acknowledged operations lost:                  ${figures.lostAcknowledged}`);
console.log(`wallets not equal to their ledger (or < 0):    ${figures.walletMismatches}`);
console.log(
  `(also: orders credited more than once ${money.findings.duplicated.length}, fuzz requests without an answer ${sum((r) => r.noAnswer)}, servers gone ${fuzz.died.length})`,
);
console.log(
  `total duration ${seconds(Date.now() - began)}, seed ${SEED}, logs and summary.json in ${workDir}`,
);

const failed =
  figures.serverErrors > 0 ||
  figures.lostAcknowledged > 0 ||
  figures.walletMismatches > 0 ||
  money.findings.duplicated.length > 0 ||
  sum((r) => r.noAnswer) > 0 ||
  fuzz.died.length > 0;
process.exit(failed ? 1 : 0);
