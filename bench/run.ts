/**
 * `npm run bench`: the API (a real server process on a fresh PGlite) against a bare
 * node:http server answering the same bytes, in the same run; and the home route's JS and
 * CSS, gzipped. Prints a table and appends it to bench/RESULTS.md with the command.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { signRequest } from '#shared/signing.ts';
import { moneyCatalogue, writeCatalogueFixture } from '#server/testing/catalogue-fixture.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
} from '#server/modules/sandbox-gateway/sandbox-signing.ts';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIGN_KEY = 'bench-sign-key';
const MEDIA_SECRET = 'bench-media-secret';
const SANDBOX_SECRET = createHmac('sha256', MEDIA_SECRET).update('sandbox-gateway').digest('hex');
const MONEY_DRAMAS = 200;
const MONEY_USERS = 50;

/**
 * With two or more cores, the load generator (this process) runs on CPU 0 and each server on
 * CPU 1, so the API and the bare yardstick are measured alike and do not fight the client.
 */
const PIN = os.cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
function pinned(command: string, args: string[]): [string, string[]] {
  return PIN ? ['taskset', ['-c', '1', command, ...args]] : [command, args];
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

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

function headersFor(method: string, apiPath: string, payload: string, extra: Record<string, string> = {}) {
  const time = Math.floor(Date.now() / 1000);
  return {
    'content-type': 'application/json',
    language: '2',
    ver: '1.0.0',
    osType: '0',
    appId: '1',
    product: '1',
    time: String(time),
    sign: signRequest({ key: SIGN_KEY, method, path: apiPath, time, payload }),
    ...extra,
  };
}

interface Measured {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(
  url: string,
  body: string,
  headers: Record<string, string>,
  method: 'GET' | 'POST' = 'POST',
): Promise<Measured> {
  // `warmup` is supported by autocannon 9 but missing from its type definitions.
  const options: autocannon.Options & { warmup: { connections: number; duration: number } } = {
    url,
    method,
    ...(method === 'POST' ? { body } : {}),
    headers,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // JIT warm-up first, so both servers are measured hot.
    warmup: { connections: CONNECTIONS, duration: 3 },
  };
  const result = await autocannon(options);
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function startBare(
  body: string,
  headers: Record<string, string>,
): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(
    ...pinned(process.execPath, [
      path.join(root, 'bench', 'bare-server.mjs'),
      JSON.stringify({ body, headers, port }),
    ]),
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await waitForLine(child, /ready/);
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

function homeRouteSizes(): { js: number; css: number } | undefined {
  const webRoot = path.join(root, 'dist', 'web');
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const html = readFileSync(indexFile, 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  let js = 0;
  let css = 0;
  for (const ref of new Set(refs)) {
    const size = gzipSync(readFileSync(path.join(webRoot, ref)), { level: 9 }).length;
    if (ref.endsWith('.js')) js += size;
    else css += size;
  }
  return { js, css };
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

async function signedPost(base: string, apiPath: string, body: unknown, token?: string) {
  const text = JSON.stringify(body);
  const res = await fetch(`${base}/enjoy-api${apiPath}`, {
    method: 'POST',
    body: text,
    headers: headersFor('POST', apiPath, text, token ? { token } : {}),
  });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

/** Unlock and query-order throughput: real unlocks (distinct user and episode per request). */
async function moneyBench(base: string, databaseName: string): Promise<string[]> {
  const tokens: string[] = [];
  const orderIds: string[] = [];
  for (let u = 0; u < MONEY_USERS; u++) {
    const login = await signedPost(base, '/user/device-login', {
      udid: `bench-money-${String(u).padStart(6, '0')}`,
    });
    const token = String(login.data.user_token);
    tokens.push(token);
    // 10,000 coins + 3,000 vouchers each, through the sandbox gateway's signed notification.
    const created = await signedPost(base, '/pay/create-order', { goods_id: 105, pay_channel_id: 1 }, token);
    const tradeNo = String(created.data.orderId);
    orderIds.push(tradeNo);
    const body = JSON.stringify({
      type: 'payment.updated',
      data: {
        id: `sp_${tradeNo}`,
        merchant_reference: tradeNo,
        status: 'paid',
        amount_cents: 9999,
        currency: 'USD',
      },
    });
    await fetch(`${base}/enjoy-api/pay/notify/sandbox`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(SANDBOX_SECRET, body, Math.floor(Date.now() / 1000)),
      },
    });
  }
  const pending = await signedPost(
    base,
    '/pay/create-order',
    { goods_id: 101, pay_channel_id: 1 },
    tokens[0],
  );
  // Episode 3 of each money drama: the fixture's dramas come first, so look the ids up.
  const episodeIds: number[] = [];
  for (let page = 1; episodeIds.length < MONEY_DRAMAS; page++) {
    const text = `page=${page}&page_size=100`;
    const res = await fetch(`${base}/enjoy-api/video/list?${text}`, {
      headers: headersFor('GET', '/video/list', text),
    });
    const list = ((await res.json()) as { data: { list: { drama_id: number; episode_count: number }[] } })
      .data.list;
    if (list.length === 0) break;
    for (const d of list.filter((x) => x.episode_count === 3)) {
      const detail = await signedPost(base, '/video/detail', { drama_id: d.drama_id }, tokens[0]);
      const eps = detail.data.episodes as { episode_id: number; number: number }[];
      const third = eps.find((e) => e.number === 3);
      if (third) episodeIds.push(third.episode_id);
    }
  }
  let n = 0;
  const rows: string[] = [];
  const run = async (name: string, make: () => { apiPath: string; body: string; token: string }) => {
    let codesOk = 0;
    let codesOther = 0;
    const result = await autocannon({
      url: `${base}/enjoy-api`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const c = make();
            return {
              ...req,
              path: `/enjoy-api${c.apiPath}`,
              body: c.body,
              headers: headersFor('POST', c.apiPath, c.body, { token: c.token }),
            };
          },
          onResponse: (_status, body) => {
            if (body.includes('"code":200')) codesOk++;
            else codesOther++;
          },
        },
      ],
    });
    rows.push(
      `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${codesOk + codesOther} | ${result.errors + result.non2xx + codesOther} |`,
    );
    process.stdout.write(
      `[${databaseName}] ${name}: ${Math.round(result.requests.average)} req/s p99 ${result.latency.p99} ms (${codesOk} ok, ${codesOther} other codes)\n`,
    );
  };
  await run('POST /video/unlock (real unlock)', () => {
    const i = n++;
    const user = i % MONEY_USERS;
    const episode = Math.floor(i / MONEY_USERS) % episodeIds.length;
    return {
      apiPath: '/video/unlock',
      body: JSON.stringify({ episode_id: episodeIds[episode] }),
      token: tokens[user] ?? '',
    };
  });
  await run('POST /pay/query-order (paid)', () => {
    const user = n++ % MONEY_USERS;
    return {
      apiPath: '/pay/query-order',
      body: JSON.stringify({ trade_no: orderIds[user] }),
      token: tokens[user] ?? '',
    };
  });
  await run('POST /pay/query-order (pending)', () => ({
    apiPath: '/pay/query-order',
    body: JSON.stringify({ trade_no: String(pending.data.orderId) }),
    token: tokens[0] ?? '',
  }));
  return rows;
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
  const port = await freePort();
  // Under scripts/with-postgres.sh the server runs on a fresh PostgreSQL database instead of PGlite.
  const databaseUrl = await benchDatabase();
  const databaseName = databaseUrl ? 'PostgreSQL' : 'PGlite';
  if (PIN) spawnSync('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });
  const server = spawn(
    ...pinned(process.execPath, ['--import', 'tsx', path.join(root, 'src', 'server', 'main.ts')]),
    {
      cwd: root,
      env: {
        ...process.env,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        API_SIGN_KEY: SIGN_KEY,
        MEDIA_SECRET,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    let exited = false;
    server.on('exit', () => (exited = true));
    for (let i = 0; i < 150 && !exited; i++) {
      const ok = await fetch(`${base}/runtime-config.js`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }

    const deviceBody = JSON.stringify({ udid: 'bench-device-000000001', marketChannel: 'bench' });
    const login = (await (
      await fetch(`${base}/enjoy-api/user/device-login`, {
        method: 'POST',
        body: deviceBody,
        headers: headersFor('POST', '/user/device-login', deviceBody),
      })
    ).json()) as { data: { user_token: string } };
    const token = login.data.user_token;

    const cases: {
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
    ];
    const rows: string[] = [];
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
      const api = await measure(`${base}/enjoy-api${c.apiPath}`, c.body, headers, method);
      const bare = await startBare(sampleBody, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      const yard = await measure(bare.url, c.body, headers, method);
      bare.stop();
      const ratio = (api.rps / yard.rps).toFixed(2);
      rows.push(
        `| ${c.name} | ${api.rps} | ${api.p99} | ${yard.rps} | ${yard.p99} | ${ratio} | ${api.errors + api.non2xx} |`,
      );
      process.stdout.write(
        `[${databaseName}] ${c.name}: api ${api.rps} req/s p99 ${api.p99} ms | bare ${yard.rps} req/s p99 ${yard.p99} ms | ratio ${ratio}\n`,
      );
    }

    const moneyRows = await moneyBench(base, databaseName);
    const sizes = homeRouteSizes();
    const sizeLine = sizes
      ? `Home route (initial JS and CSS referenced by index.html, gzip -9): JS ${(sizes.js / 1024).toFixed(1)} KB, CSS ${(sizes.css / 1024).toFixed(1)} KB.`
      : 'Home route sizes: no build in dist/web (run npm run build first).';
    process.stdout.write(`${sizeLine}\n`);

    const report = [
      '',
      `## ${new Date().toISOString().slice(0, 10)}: API on ${databaseName} vs bare node:http, home route size`,
      '',
      `Command: \`npm run bench\` (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each; server on ${databaseName}; ${PIN ? 'client pinned to CPU 0, each server to CPU 1' : 'no CPU pinning'}; Node ${process.version}; ${os.cpus().length} cores).`,
      '',
      '| call | API req/s | API p99 ms | bare req/s | bare p99 ms | ratio | errors |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `Money (${MONEY_USERS} users with coins, every unlock request a different episode and user, so each one really unlocks and charges; query-order of a paid and of a pending order):`,
      '',
      '| call | req/s | p99 ms | requests | errors or non-200 codes |',
      '|---|---|---|---|---|',
      ...moneyRows,
      '',
      sizeLine,
      '',
    ].join('\n');
    appendFileSync(path.join(root, 'bench', 'RESULTS.md'), report);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
