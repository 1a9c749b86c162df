/**
 * The progress part of `npm run bench` (issue 16): the write every playing viewer makes.
 * For each path, before (every /video/progress written through, a save every 5 s) and after
 * (positions buffered and written once a second, a save every 15 s):
 * - the most progress requests a second one process answers (autocannon, as fast as it can,
 *   every request another viewer), with the server's CPU per request;
 * - a fixed number of viewers each saving at the client's cadence, for DURATION_S: the
 *   requests and database writes a second, and the server's CPU share of one core. The writes
 *   are the statements the server's progress buffer counted (its closing log line).
 * Each measurement is its own server process on the same database, run one after another.
 */
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION_S, headersFor, signedPost } from './http.ts';
import { cpuMs, startApiServer } from './support.ts';

export const PROGRESS_VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000);
const AUDIENCE = 100_000;

const PATHS = [
  { name: 'before: written through, a save every 5 s', flushMs: 0, cadenceMs: 5000 },
  { name: 'after: buffered, one write a second, a save every 15 s', flushMs: 1000, cadenceMs: 15_000 },
] as const;

interface Options {
  dataDir: string;
  databaseUrl: string | undefined;
  databaseName: string;
  env: Record<string, string>;
}

interface Viewers {
  tokens: string[];
  episodeId: number;
}

/** One device login; each viewer from its own address (the servers trust X-Forwarded-For here). */
async function deviceLogin(base: string, i: number): Promise<string> {
  const body = JSON.stringify({ udid: `bench-viewer-${String(i).padStart(6, '0')}` });
  const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const res = await fetch(`${base}/enjoy-api/user/device-login`, {
    method: 'POST',
    body,
    headers: headersFor('POST', '/user/device-login', body, { 'x-forwarded-for': address }),
  });
  const login = (await res.json()) as { code: number; data: { user_token?: string } | null };
  if (login.code !== 200 || !login.data?.user_token)
    throw new Error(`device login: ${JSON.stringify(login)}`);
  return login.data.user_token;
}

async function createViewers(base: string): Promise<Viewers> {
  const tokens: string[] = [];
  for (let start = 0; start < PROGRESS_VIEWERS; start += 20) {
    const batch = Array.from({ length: Math.min(20, PROGRESS_VIEWERS - start) }, (_, i) =>
      deviceLogin(base, start + i),
    );
    tokens.push(...(await Promise.all(batch)));
  }
  const text = 'page=1&page_size=10';
  const list = (await (
    await fetch(`${base}/enjoy-api/video/list?${text}`, { headers: headersFor('GET', '/video/list', text) })
  ).json()) as { data: { list: { drama_id: number }[] } };
  const dramaId = list.data.list[0]?.drama_id ?? 0;
  const detail = await signedPost(base, '/video/detail', { drama_id: dramaId }, tokens[0]);
  const episodes = detail.data.episodes as { episode_id: number }[];
  return { tokens, episodeId: episodes[0]?.episode_id ?? 0 };
}

/** Every request another viewer, each a little further into the episode; counts the codes. */
function progressLoad(viewers: Viewers) {
  let n = 0;
  const codes = { ok: 0, other: 0 };
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      setupRequest: (req) => {
        const i = n++;
        const body = JSON.stringify({
          episode_id: viewers.episodeId,
          position_ms: 1000 + Math.floor(i / viewers.tokens.length) * 5000,
        });
        return {
          ...req,
          path: '/enjoy-api/video/progress',
          body,
          headers: headersFor('POST', '/video/progress', body, {
            token: viewers.tokens[i % viewers.tokens.length] ?? '',
          }),
        };
      },
      onResponse: (_status, body) => {
        if (body.includes('"code":200')) codes.ok++;
        else codes.other++;
      },
    },
  ];
  return { requests, codes };
}

interface BufferStats {
  saves: number;
  writes: number;
  rows: number;
}

export async function progressBench(options: Options): Promise<string[]> {
  const { databaseName } = options;
  let viewers: Viewers | undefined;
  const lines: string[] = [];
  for (const path of PATHS) {
    // The most one process answers.
    const fast = await startApiServer({
      ...options,
      env: { ...options.env, PROGRESS_FLUSH_MS: String(path.flushMs), TRUST_PROXY: '1' },
    });
    viewers ??= await createViewers(fast.base);
    const url = `${fast.base}/enjoy-api/video/progress`;
    await autocannon({
      url,
      connections: CONNECTIONS,
      duration: 3,
      requests: progressLoad(viewers).requests,
    });
    const { requests, codes: maxCodes } = progressLoad(viewers);
    const cpuBefore = cpuMs(fast.pid);
    const max = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests });
    const cpuAfter = cpuMs(fast.pid);
    await fast.stop();
    const cpuPerRequest =
      cpuBefore !== undefined && cpuAfter !== undefined && max.requests.total > 0
        ? Math.round(((cpuAfter - cpuBefore) * 1000) / max.requests.total)
        : undefined;

    // The fixed audience at the client's cadence; the server logs its buffer's counts on close.
    let stats: BufferStats | undefined;
    const steady = await startApiServer({
      ...options,
      env: { ...options.env, PROGRESS_FLUSH_MS: String(path.flushMs), LOG_LEVEL: 'info' },
      onLine: (line) => {
        if (!line.includes('progress buffer closed')) return;
        stats = JSON.parse(line) as BufferStats;
      },
    });
    const offered = (PROGRESS_VIEWERS * 1000) / path.cadenceMs;
    const { requests: fixedRequests, codes: fixedCodes } = progressLoad(viewers);
    const steadyCpuBefore = cpuMs(steady.pid);
    const fixed = await autocannon({
      url: `${steady.base}/enjoy-api/video/progress`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      overallRate: Math.round(offered),
      requests: fixedRequests,
    });
    const steadyCpuAfter = cpuMs(steady.pid);
    await steady.stop();
    const writesPerS = stats ? stats.writes / DURATION_S : undefined;
    const cpuShare =
      steadyCpuBefore !== undefined && steadyCpuAfter !== undefined
        ? (steadyCpuAfter - steadyCpuBefore) / (DURATION_S * 1000)
        : undefined;
    const processes = cpuShare !== undefined ? (cpuShare * AUDIENCE) / PROGRESS_VIEWERS : undefined;
    const fmt = (v: number | undefined, digits = 0): string => (v === undefined ? 'n/a' : v.toFixed(digits));
    lines.push(
      `| ${path.name} | ${Math.round(max.requests.average)} | ${fmt(cpuPerRequest)} | ${max.latency.p99} | ${Math.round(offered)} | ${Math.round(fixed.requests.average)} | ${fmt(writesPerS, 1)} | ${stats && stats.writes > 0 ? fmt(stats.rows / stats.writes, 1) : 'n/a'} | ${fmt(cpuShare === undefined ? undefined : cpuShare * 100, 1)} | ${fmt(processes, 1)} | ${max.errors + max.non2xx + maxCodes.other + fixed.errors + fixed.non2xx + fixedCodes.other} |`,
    );
    process.stdout.write(
      `[${databaseName}] progress, ${path.name}: at most ${Math.round(max.requests.average)} req/s (${fmt(cpuPerRequest)} µs CPU/req, p99 ${max.latency.p99} ms); ${PROGRESS_VIEWERS} viewers: ${Math.round(fixed.requests.average)} req/s, ${fmt(writesPerS, 1)} database writes/s (${stats?.rows ?? 'n/a'} rows in ${stats?.writes ?? 'n/a'} statements), server CPU ${fmt(cpuShare === undefined ? undefined : cpuShare * 100, 1)} % of a core; ${AUDIENCE.toLocaleString('en')} viewers need ${fmt(processes, 1)} processes by CPU\n`,
    );
  }
  return [
    `Progress (issue 16): ${PROGRESS_VIEWERS} device viewers, every request another viewer; "most" is autocannon as fast as it can (${CONNECTIONS} connections, ${DURATION_S} s); "viewers" is the fixed audience saving at the client's cadence for ${DURATION_S} s, database writes counted by the server's progress buffer (statements; one row each when written through); processes for ${AUDIENCE.toLocaleString('en')} viewers = the CPU share scaled up. Server on ${databaseName}.`,
    '',
    '| path | most req/s | CPU µs/req | p99 ms | viewers req/s offered | answered | DB writes/s | rows/write | server CPU % of a core | processes for 100,000 viewers | errors or non-200 codes |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...lines,
  ];
}
