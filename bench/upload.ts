/**
 * `npm run bench:upload`: a 200 MB file through the tus endpoint (tus-js-client in node, to a
 * real server process on loopback, as an editor with a console session) against a plain `cp` of
 * the same file on the same disk, in the same run, taking turns. Prints MB/s for each and the
 * ratio, and appends them to bench/RESULTS.md with the command.
 *
 * Each pass writes a fresh file and is timed twice: when it returns (the data may still be in
 * the page cache only: neither `cp` nor the tus file store calls fsync) and once the written
 * file has been fsync'ed (the bytes on the disk). The source itself is read from the page cache
 * by both (it was just written; nothing is dropped, the machine is shared).
 *
 *   BENCH_UPLOAD_MB=200 BENCH_ROUNDS=3 npm run bench:upload
 */
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  createReadStream,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  fsyncSync,
  writeSync,
  rmSync,
  readdirSync,
  statSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { Upload } from 'tus-js-client';
import { CONSOLE_API_PREFIX, CSRF_HEADER } from '#shared/contract/console-auth.ts';
import { UPLOAD_CHUNK_BYTES, UPLOADS_PATH } from '#shared/contract/console-uploads.ts';
import { cpuMs, startApiServer, type ApiServer } from './support.ts';

const root = path.resolve(import.meta.dirname, '..');
const SIZE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SIZE = SIZE_MB * 1_000_000;
const ADMIN_TOKEN = 'bench-upload-admin-token-0123456789';
const PASSWORD = 'bench upload password 1234';

interface Session {
  cookie: string;
  csrf: string;
}

async function json(res: Response): Promise<{ code: number; data: Record<string, unknown> }> {
  const body = (await res.json()) as { code: number; data: Record<string, unknown> };
  if (body.code !== 200) throw new Error(`${res.url}: ${JSON.stringify(body)}`);
  return body;
}

/** An editor made through the admin API and set up as a person would: link, TOTP code, password. */
async function signIn(base: string): Promise<Session> {
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: '3', ...headers },
      body: JSON.stringify(body),
    });
  const made = await json(
    await post(
      '/admin/api/operators',
      { email: 'bench@example.com', role: 'editor', name: 'Bench' },
      {
        authorization: `Bearer ${ADMIN_TOKEN}`,
      },
    ),
  );
  const token = new URL(String(made.data.setup_url)).hash.replace(/^#token=/, '');
  const start = await json(await post(`${CONSOLE_API_PREFIX}/auth/setup/start`, { token }));
  const secret = String(start.data.totp_secret);
  const finish = await post(`${CONSOLE_API_PREFIX}/auth/setup/finish`, {
    token,
    password: PASSWORD,
    totp_code: await generate({ secret }),
  });
  const cookie = /__Host-op=([^;]*)/.exec(finish.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const me = await json(finish);
  return { cookie, csrf: String(me.data.csrf_token) };
}

async function createSeries(base: string, session: Session): Promise<number> {
  const res = await fetch(`${base}${CONSOLE_API_PREFIX}/series`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `__Host-op=${session.cookie}`,
      [CSRF_HEADER]: session.csrf,
    },
    body: JSON.stringify({
      status: 'new',
      texts: { en: { title: 'Bench Upload', synopsis: 'A bench.' } },
      tag_ids: [],
      free_episodes: 3,
      episode_price: 10,
    }),
  });
  return Number((await json(res)).data.id);
}

function tusUpload(
  base: string,
  session: Session,
  seriesId: number,
  file: string,
  chunkSize: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(createReadStream(file), {
      endpoint: `${base}${UPLOADS_PATH}`,
      uploadSize: SIZE,
      chunkSize,
      headers: { cookie: `__Host-op=${session.cookie}`, [CSRF_HEADER]: session.csrf, language: '3' },
      metadata: { series_id: String(seriesId), filename: 'ep01.mp4' },
      retryDelays: null,
      storeFingerprintForResuming: false,
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
}

function writeSource(file: string): void {
  const fd = openSync(file, 'w');
  const block = randomBytes(1_000_000);
  for (let i = 0; i < SIZE_MB; i += 1)
    writeSync(
      fd,
      block.map((b) => (b + i) & 0xff),
    );
  closeSync(fd);
}

/** Seconds until `run` returns, and until `durable()`'s file is fsync'ed after it. */
async function timed(run: () => Promise<void> | void, durable: () => string): Promise<[number, number]> {
  const start = process.hrtime.bigint();
  await run();
  const returned = Number(process.hrtime.bigint() - start) / 1e9;
  const fd = openSync(durable(), 'r+');
  fsyncSync(fd);
  closeSync(fd);
  return [returned, Number(process.hrtime.bigint() - start) / 1e9];
}

/** The upload's file in the staging folder (the largest; tus keeps a small .json beside it). */
function stagedFile(staging: string): string {
  const files = readdirSync(staging).map((name) => path.join(staging, name));
  const largest = files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
  if (!largest) throw new Error('nothing staged');
  return largest;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'enjoy-bench-upload-'));
  const dataDir = path.join(dir, 'data');
  const staging = path.join(dataDir, 'staging');
  const source = path.join(dir, 'source.bin');
  mkdirSync(dataDir, { recursive: true });
  let server: ApiServer | undefined;
  try {
    writeSource(source);
    server = await startApiServer({
      dataDir,
      databaseUrl: undefined,
      env: { ADMIN_TOKEN, UPLOAD_MAX_MB: String(SIZE_MB * 2) },
    });
    const base = server.base;
    const session = await signIn(base);
    const seriesId = await createSeries(base, session);
    const pid = server.pid;
    const runs = { cp: [] as number[], chunked: [] as number[], whole: [] as number[] };
    const synced = { cp: [] as number[], chunked: [] as number[], whole: [] as number[] };
    const record = (kind: keyof typeof runs, [returned, durable]: [number, number]) => {
      runs[kind].push(returned);
      synced[kind].push(durable);
    };
    const serverCpu = { chunked: 0, whole: 0 };
    const timedUpload = async (kind: 'chunked' | 'whole', chunkSize: number) => {
      const cpu = cpuMs(pid) ?? 0;
      record(
        kind,
        await timed(
          () => tusUpload(base, session, seriesId, source, chunkSize),
          () => stagedFile(staging),
        ),
      );
      serverCpu[kind] += (cpuMs(pid) ?? 0) - cpu;
      for (const name of readdirSync(staging)) rmSync(path.join(staging, name), { force: true });
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const copy = path.join(dir, `copy-${round}.bin`);
      record(
        'cp',
        await timed(
          () => void spawnSync('cp', [source, copy], { stdio: 'inherit' }),
          () => copy,
        ),
      );
      rmSync(copy);
      await timedUpload('chunked', UPLOAD_CHUNK_BYTES);
      await timedUpload('whole', Infinity);
    }
    const rate = (s: number[]) => SIZE / 1e6 / median(s);
    /** The server process's CPU per 100 MB received (ms), over every round. */
    const cpuPer100 = (ms: number) => ((ms / ROUNDS / SIZE) * 1e8).toFixed(0);
    const cp = rate(runs.cp);
    const cpSynced = rate(synced.cp);
    const rows = [
      [
        `tus, ${UPLOAD_CHUNK_BYTES / 1024 / 1024} MiB PATCHes (the console's)`,
        rate(runs.chunked),
        rate(synced.chunked),
        cpuPer100(serverCpu.chunked),
      ],
      ['tus, one PATCH', rate(runs.whole), rate(synced.whole), cpuPer100(serverCpu.whole)],
    ] as const;
    const lines = [
      `## ${new Date().toISOString().slice(0, 10)}: episode upload (tus) vs cp, ${SIZE_MB} MB`,
      '',
      `Command: \`npm run bench:upload\` (tus-js-client 4.3.1 in node to the server process on loopback, pinned to CPU 1, editor session, PGlite; \`cp\` of the same file on the same disk; every pass writes a fresh file, timed when it returns and again once that file is fsync'ed; the source is read from the page cache by both; median of ${ROUNDS} rounds taking turns; Node ${process.version}; ${os.cpus().length} cores; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}).`,
      '',
      "| path | MB/s (returned) | ratio to cp | MB/s (fsync'ed) | ratio to cp + fsync | server CPU ms per 100 MB |",
      '|---|---|---|---|---|---|',
      `| cp | ${cp.toFixed(0)} | 1.00 | ${cpSynced.toFixed(0)} | 1.00 | |`,
      ...rows.map(
        ([name, mbs, mbsSynced, cpu]) =>
          `| ${name} | ${mbs.toFixed(0)} | ${(mbs / cp).toFixed(2)} | ${mbsSynced.toFixed(0)} | ${(mbsSynced / cpSynced).toFixed(2)} | ${cpu} |`,
      ),
      '',
      '',
    ];
    const report = lines.join('\n');
    process.stdout.write(report);
    if (process.env.BENCH_NO_RECORD !== '1')
      appendFileSync(path.join(root, 'bench', 'RESULTS.md'), `\n${report}`);
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
