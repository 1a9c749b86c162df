/**
 * The events part of `npm run bench` (issue 18): the viewer calls that record an event
 * (app open, play start, progress), each measured on a server with EVENTS=off and on, the
 * server's CPU time per answered request both ways. The two servers share the catalogue
 * data, both running (PGlite: the "on" one on a copy of the database), warmed up, then taking
 * turns for ROUNDS rounds per call, so drift in the machine hits both; CPU per request over
 * all rounds.
 * On PGlite the database runs in the server process, so its inserts count in that CPU too.
 */
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION_S, headersFor, signedPost } from './http.ts';
import { cpSync, rmSync } from 'node:fs';
import { cpuMs, startApiServer, type ApiServer } from './support.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Options {
  dataDir: string;
  databaseUrl: string | undefined;
  databaseName: string;
  env: Record<string, string>;
}

interface Call {
  name: string;
  apiPath: string;
  body: string;
}

async function calls(base: string): Promise<{ token: string; list: Call[] }> {
  const deviceBody = JSON.stringify({ udid: 'bench-events-device-01' });
  const login = await fetch(`${base}/enjoy-api/user/device-login`, {
    method: 'POST',
    body: deviceBody,
    headers: headersFor('POST', '/user/device-login', deviceBody),
  });
  const token = ((await login.json()) as { data: { user_token: string } }).data.user_token;
  const detail = await signedPost(base, '/video/detail', { drama_id: 1 }, token);
  const episodeId = (detail.data.episodes as { episode_id: number }[])[0]?.episode_id ?? 0;
  return {
    token,
    list: [
      { name: 'POST /user/index (app open)', apiPath: '/user/index', body: '' },
      {
        name: 'POST /video/episode (play start)',
        apiPath: '/video/episode',
        body: '{"drama_id":1,"number":1}',
      },
      {
        name: 'POST /video/progress (progress)',
        apiPath: '/video/progress',
        body: JSON.stringify({ episode_id: episodeId, position_ms: 3000 }),
      },
    ],
  };
}

interface Tally {
  cpuMs: number;
  requests: number;
  rps: number[];
  bad: number;
}

export async function eventsBench(options: Options): Promise<string[]> {
  const modes = ['off', 'on'] as const;
  const seconds = Math.max(1, Math.round(DURATION_S / ROUNDS));
  const tallies = new Map<string, Tally>();
  // Both servers at once (PGlite: each on its own copy of the database), so both stay warm.
  const servers: ApiServer[] = [];
  try {
    // Copied before either starts: PGlite's files are not to be copied while a server writes them.
    const onDir = `${options.dataDir}-events-on`;
    if (!options.databaseUrl) cpSync(options.dataDir, onDir, { recursive: true });
    for (const mode of modes) {
      const dataDir = !options.databaseUrl && mode === 'on' ? onDir : options.dataDir;
      servers.push(await startApiServer({ ...options, dataDir, env: { ...options.env, EVENTS: mode } }));
    }
    const setups = await Promise.all(servers.map((server) => calls(server.base)));
    const names = setups[0]?.list.map((c) => c.name) ?? [];
    for (const [c, name] of names.entries()) {
      const request = (i: number) => {
        const { token, list } = setups[i] ?? { token: '', list: [] };
        const call = list[c] ?? { apiPath: '', body: '' };
        return {
          url: `${servers[i]?.base ?? ''}/enjoy-api${call.apiPath}`,
          method: 'POST' as const,
          ...(call.body ? { body: call.body } : {}),
          headers: headersFor('POST', call.apiPath, call.body, { token }),
          connections: CONNECTIONS,
        };
      };
      for (const i of modes.keys()) await autocannon({ ...request(i), duration: 3 });
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, mode] of modes.entries()) {
          const pid = servers[i]?.pid;
          const before = cpuMs(pid);
          const result = await autocannon({ ...request(i), duration: seconds });
          const after = cpuMs(pid);
          const key = `${name}|${mode}`;
          const tally = tallies.get(key) ?? { cpuMs: 0, requests: 0, rps: [], bad: 0 };
          tally.cpuMs += before !== undefined && after !== undefined ? after - before : Number.NaN;
          tally.requests += result.requests.total;
          tally.rps.push(result.requests.average);
          tally.bad += result.errors + result.non2xx;
          tallies.set(key, tally);
        }
      }
    }
    return report(names, tallies, options.databaseName, seconds);
  } finally {
    for (const server of servers) await server.stop();
    if (!options.databaseUrl) rmSync(`${options.dataDir}-events-on`, { recursive: true, force: true });
  }
}

function report(
  names: string[],
  tallies: Map<string, Tally>,
  databaseName: string,
  seconds: number,
): string[] {
  const perRequest = (t: Tally | undefined) =>
    t && t.requests > 0 && Number.isFinite(t.cpuMs) ? (t.cpuMs * 1000) / t.requests : undefined;
  const fmt = (v: number | undefined) => (v === undefined ? 'n/a' : String(Math.round(v)));
  const rows = names.map((name) => {
    const off = tallies.get(`${name}|off`);
    const on = tallies.get(`${name}|on`);
    const [cpuOff, cpuOn] = [perRequest(off), perRequest(on)];
    const change = cpuOff && cpuOn ? `${(((cpuOn - cpuOff) / cpuOff) * 100).toFixed(1)} %` : 'n/a';
    const rps = (t: Tally | undefined) =>
      fmt(t ? t.rps.reduce((a, b) => a + b, 0) / t.rps.length : undefined);
    const line = `| ${name} | ${rps(off)} | ${rps(on)} | ${fmt(cpuOff)} | ${fmt(cpuOn)} | ${change} | ${(off?.bad ?? 0) + (on?.bad ?? 0)} |`;
    process.stdout.write(`[${databaseName}] events ${line}\n`);
    return line;
  });
  return [
    `Events (issue 18): each call on a server with EVENTS=off and one with EVENTS=on (buffered, one insert a second), both running, a 3 s warm-up each, then ${ROUNDS} alternating rounds of ${seconds} s, ${CONNECTIONS} connections; the server's CPU per answered request over all rounds. Server on ${databaseName}.`,
    '',
    '| call | off req/s | on req/s | off CPU µs/req | on CPU µs/req | CPU change | errors |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ];
}
