/**
 * `npm run bench`: the API (a real server process on a fresh PGlite) against a bare
 * node:http server answering the same bytes, in the same run; and the home route's JS and
 * CSS, gzipped. Prints a table and appends it to bench/RESULTS.md with the command.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMs, freePort, homeRouteSizes, PIN, pinned, startApiServer } from './support.ts';
import { CONNECTIONS, DURATION_S, headersFor, MEDIA_SECRET, SIGN_KEY } from './http.ts';
import { MONEY_DRAMAS, MONEY_USERS, moneyBench } from './money.ts';
import { progressBench } from './progress.ts';
import { eventsBench } from './events.ts';
import { moneyCatalogue, writeCatalogueFixture } from '#server/testing/catalogue-fixture.ts';

const root = path.resolve(import.meta.dirname, '..');

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`process exited (${code}) before ready:\n${seen}`)));
  });
}

interface Measured {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The server's CPU time per answered request (µs), when /proc tells. */
  cpuUs: number | undefined;
}

interface Target {
  url: string;
  pid: number | undefined;
}

/** The calls whose floor (the bare server plus one database read) is measured too. */
const FLOOR_CASES = new Set(['/user/index', '/video/detail']);

/** Rounds per call: the API and the bare server take turns, so drift in the machine hits both. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/**
 * BENCH_ONLY=/user/index,/video/detail runs only the calls whose name contains one of the
 * parts, without the money scenario, and prints the table instead of appending it.
 */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);

interface Slice {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  cpuMs: number | undefined;
}

async function slice(options: autocannon.Options, pid: number | undefined, seconds: number): Promise<Slice> {
  const before = cpuMs(pid);
  const result = await autocannon({ ...options, duration: seconds });
  const after = cpuMs(pid);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
    cpuMs: before !== undefined && after !== undefined ? after - before : undefined,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Median req/s and p99 of the rounds; CPU per request over all of them. */
function combine(slices: Slice[]): Measured {
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  const cpu = slices.every((s) => s.cpuMs !== undefined)
    ? slices.reduce((sum, s) => sum + (s.cpuMs ?? 0), 0)
    : undefined;
  return {
    rps: Math.round(median(slices.map((s) => s.rps))),
    p99: median(slices.map((s) => s.p99)),
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
    non2xx: slices.reduce((sum, s) => sum + s.non2xx, 0),
    cpuUs: cpu !== undefined && requests > 0 ? Math.round((cpu * 1000) / requests) : undefined,
  };
}

/**
 * The same request against each target (the API and its yardsticks): a JIT warm-up of each,
 * then ROUNDS turns of DURATION_S / ROUNDS seconds each, taken in turn.
 */
async function compare(
  targets: Target[],
  request: { method: 'GET' | 'POST'; body: string; headers: Record<string, string> },
): Promise<Measured[]> {
  const options = (url: string): autocannon.Options => ({
    url,
    method: request.method,
    ...(request.method === 'POST' ? { body: request.body } : {}),
    headers: request.headers,
    connections: CONNECTIONS,
  });
  for (const target of targets) await autocannon({ ...options(target.url), duration: 3 });
  const seconds = Math.max(1, Math.round(DURATION_S / ROUNDS));
  const slices: Slice[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) {
      slices[i]?.push(await slice(options(target.url), target.pid, seconds));
    }
  }
  return slices.map(combine);
}

async function startBare(
  body: string,
  headers: Record<string, string>,
  verify?: { key: string; apiPath: string },
  read?: { databaseUrl: string | undefined },
): Promise<{ url: string; pid: number | undefined; stop(): void }> {
  const port = await freePort();
  const child = spawn(
    ...pinned(process.execPath, [
      path.join(root, 'bench', 'bare-server.mjs'),
      JSON.stringify({ body, headers, port, verify, read }),
    ]),
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await waitForLine(child, /ready/);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

async function benchDatabase(): Promise<string | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'enjoy-bench-'));
  // A small catalogue (the API tests' fixture), seeded by the server at start.
  const mediaRoot = path.join(dataDir, 'media');
  // Plus 200 dramas without media for the unlock benchmark (episode 3 of each is the first paid one).
  const fixture = writeCatalogueFixture(mediaRoot);
  const money = moneyCatalogue(MONEY_DRAMAS, 3, 2, 10);
  const manifest = {
    ...fixture,
    tags: [...fixture.tags, ...money.tags],
    dramas: [...fixture.dramas, ...money.dramas],
  };
  writeFileSync(path.join(mediaRoot, 'catalogue.json'), JSON.stringify(manifest));
  // Under scripts/with-postgres.sh the server runs on a fresh PostgreSQL database instead of PGlite.
  const databaseUrl = await benchDatabase();
  const databaseName = databaseUrl ? 'PostgreSQL' : 'PGlite';
  if (PIN) spawnSync('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });
  const serverEnv = { API_SIGN_KEY: SIGN_KEY, MEDIA_SECRET };
  const scenarios = { progress: progressBench, events: eventsBench };
  const only = process.env.BENCH_ONLY === 'progress' || process.env.BENCH_ONLY === 'events';
  if (only) {
    try {
      // BENCH_ONLY=progress or events: just this scenario, printed, RESULTS.md left alone.
      const scenario = scenarios[process.env.BENCH_ONLY as keyof typeof scenarios];
      const lines = await scenario({ dataDir, databaseUrl, databaseName, env: serverEnv });
      process.stdout.write(`${lines.join('\n')}\n`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    return;
  }
  const server = await startApiServer({ dataDir, databaseUrl, env: serverEnv });
  const base = server.base;
  let serverStopped = false;
  try {
    const deviceBody = JSON.stringify({ udid: 'bench-device-000000001', marketChannel: 'bench' });
    const login = (await (
      await fetch(`${base}/enjoy-api/user/device-login`, {
        method: 'POST',
        body: deviceBody,
        headers: headersFor('POST', '/user/device-login', deviceBody),
      })
    ).json()) as { data: { user_token: string } };
    const token = login.data.user_token;

    const allCases: {
      name: string;
      apiPath: string;
      body: string;
      extra: Record<string, string>;
      method?: 'GET';
    }[] = [
      {
        name: 'POST /service/check-setting',
        apiPath: '/service/check-setting',
        body: '{}',
        extra: {},
      },
      { name: 'POST /user/index', apiPath: '/user/index', body: '', extra: { token } },
      { name: 'GET /video/home', apiPath: '/video/home', body: '', extra: {}, method: 'GET' },
      { name: 'POST /video/detail', apiPath: '/video/detail', body: '{"drama_id":1}', extra: { token } },
      {
        name: 'POST /video/episode',
        apiPath: '/video/episode',
        body: '{"drama_id":1,"number":1}',
        extra: { token },
      },
      { name: 'POST /video/recommend', apiPath: '/video/recommend', body: '{}', extra: { token } },
      { name: 'POST /pay/center', apiPath: '/pay/center', body: '{}', extra: { token } },
    ];
    const cases = allCases.filter((c) => !ONLY || ONLY.some((part) => c.name.includes(part)));
    const rows: string[] = [];
    const floorRows: string[] = [];
    for (const c of cases) {
      const method = c.method ?? 'POST';
      const headers = headersFor(method, c.apiPath, c.body, c.extra);
      const sample = await fetch(`${base}/enjoy-api${c.apiPath}`, {
        method,
        body: method === 'POST' ? c.body || undefined : undefined,
        headers,
      });
      const sampleBody = await sample.text();
      if (!sampleBody.includes('"code":200')) throw new Error(`${c.name} did not succeed: ${sampleBody}`);
      const answerHeaders = {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      };
      const bare = await startBare(sampleBody, answerHeaders);
      // The same bytes after the same signature check as the API's (DESIGN 2): what the protocol
      // itself costs, apart from the framework.
      const signedBare = await startBare(sampleBody, answerHeaders, { key: SIGN_KEY, apiPath: c.apiPath });
      // For the per-user reads: the same again plus one indexed read through the same driver.
      const floor = FLOOR_CASES.has(c.apiPath)
        ? await startBare(sampleBody, answerHeaders, { key: SIGN_KEY, apiPath: c.apiPath }, { databaseUrl })
        : undefined;
      const [api, yard, signedYard, floorYard] = (await compare(
        [
          { url: `${base}/enjoy-api${c.apiPath}`, pid: server.pid },
          { url: bare.url, pid: bare.pid },
          { url: signedBare.url, pid: signedBare.pid },
          ...(floor ? [{ url: floor.url, pid: floor.pid }] : []),
        ],
        { method, body: c.body, headers },
      )) as [Measured, Measured, Measured, Measured | undefined];
      bare.stop();
      signedBare.stop();
      floor?.stop();
      const cpu = (m: Measured): string => (m.cpuUs === undefined ? 'n/a' : String(m.cpuUs));
      const rpsRatio = (of: Measured): string => (api.rps / of.rps).toFixed(2);
      const cpuRatio = (of: Measured): string =>
        api.cpuUs !== undefined && of.cpuUs !== undefined && api.cpuUs > 0
          ? (of.cpuUs / api.cpuUs).toFixed(2)
          : 'n/a';
      rows.push(
        `| ${c.name} | ${api.rps} | ${api.p99} | ${yard.rps} | ${yard.p99} | ${rpsRatio(yard)} | ${signedYard.rps} | ${rpsRatio(signedYard)} | ${cpu(api)} | ${cpu(yard)} | ${cpu(signedYard)} | ${cpuRatio(yard)} | ${cpuRatio(signedYard)} | ${api.errors + api.non2xx + signedYard.non2xx} |`,
      );
      if (floorYard)
        floorRows.push(
          `| ${c.name} | ${cpu(api)} | ${cpu(signedYard)} | ${cpu(floorYard)} | ${floorYard.rps} | ${floorYard.errors + floorYard.non2xx} |`,
        );
      const floorText = floorYard ? ` | bare+sign+read ${floorYard.rps} req/s ${cpu(floorYard)} µs` : '';
      process.stdout.write(
        `[${databaseName}] ${c.name}: api ${api.rps} req/s p99 ${api.p99} ms ${cpu(api)} µs CPU/req | bare ${yard.rps} req/s ${cpu(yard)} µs | bare+sign ${signedYard.rps} req/s ${cpu(signedYard)} µs${floorText} | ratio ${rpsRatio(yard)} (signed ${rpsRatio(signedYard)}), CPU ratio ${cpuRatio(yard)} (signed ${cpuRatio(signedYard)})\n`,
      );
    }

    const moneyRows = ONLY ? [] : await moneyBench(base, databaseName);
    const sizes = homeRouteSizes();
    const sizeLine = sizes
      ? `Home route (initial JS and CSS referenced by index.html, gzip -9): JS ${(sizes.js / 1024).toFixed(1)} KB, CSS ${(sizes.css / 1024).toFixed(1)} KB.`
      : 'Home route sizes: no build in dist/web (run npm run build first).';
    process.stdout.write(`${sizeLine}\n`);
    // The progress scenario runs its own servers (write-through and buffered) on this database.
    await server.stop();
    serverStopped = true;
    const progressLines = await progressBench({ dataDir, databaseUrl, databaseName, env: serverEnv });
    const eventLines = await eventsBench({ dataDir, databaseUrl, databaseName, env: serverEnv });

    const report = [
      '',
      `## ${new Date().toISOString().slice(0, 10)}: API on ${databaseName} vs bare node:http, home route size`,
      '',
      `Command: \`npm run bench\` (autocannon, ${CONNECTIONS} connections; per call a warm-up, then ${ROUNDS} alternating rounds of ${Math.max(1, Math.round(DURATION_S / ROUNDS))} s on the API and on the bare server, median req/s and p99 of the rounds; server on ${databaseName}; ${PIN ? 'client pinned to CPU 0, each server to CPU 1' : 'no CPU pinning'}; Node ${process.version}; ${os.cpus().length} cores).`,
      '',
      '| call | API req/s | API p99 ms | bare req/s | bare p99 ms | ratio | bare+sign req/s | ratio to bare+sign | API CPU µs/req | bare CPU µs/req | bare+sign CPU µs/req | CPU ratio (bare/API) | CPU ratio (bare+sign/API) | errors |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      'The ratio divides throughputs, which is only fair while the load generator can outrun both servers; the CPU ratio divides the server CPU time each answered request cost (from /proc), which holds either way. "bare+sign" is the same bare server checking each request\'s signature first (DESIGN.md section 2), the one piece of work every API call must do whatever the framework.',
      ...(floorRows.length
        ? [
            '',
            `The floor of a per-user read ("bare+sign+read"): the signed bare server making one indexed primary-key read through the API's driver (${databaseUrl ? 'a node-postgres pool on the same database' : 'an in-memory PGlite in its own process'}) before answering the same bytes. Server CPU µs per request:`,
            '',
            '| call | API | bare+sign | bare+sign+read | bare+sign+read req/s | errors |',
            '|---|---|---|---|---|---|',
            ...floorRows,
          ]
        : []),
      '',
      `Money (${MONEY_USERS} users with coins, every unlock request a different episode and user, so each one really unlocks and charges; query-order of a paid and of a pending order):`,
      '',
      '| call | req/s | p99 ms | requests | errors or non-200 codes |',
      '|---|---|---|---|---|',
      ...moneyRows,
      '',
      ...progressLines,
      '',
      ...eventLines,
      '',
      sizeLine,
      '',
    ].join('\n');
    if (ONLY) process.stdout.write(`${[...rows, ...floorRows].join('\n')}\n`);
    else appendFileSync(path.join(root, 'bench', 'RESULTS.md'), report);
  } finally {
    if (!serverStopped) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
