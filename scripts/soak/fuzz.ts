/**
 * Part A of the soak: at least ROUTE_RUNS fuzzed requests per route against two real server
 * processes on one fresh PostgreSQL database (one with the built-in sandbox gateway, one
 * configured for Stripe against a fake Stripe API), a few in flight at a time, spread over
 * many client addresses (the servers run with TRUST_PROXY=1, so rate limits are per address).
 * Counts, per route: answers, answers past the rate limits, 429s, 5xx, answers that are not
 * the envelope where the route promises one, and requests that got no answer at all.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import type { DatabaseHandle } from '#db/client.ts';
import { dramas, episodes } from '#db/schema/catalogue.ts';
import { API_PREFIX } from '#shared/constants.ts';
import { moneyCatalogue, writeCatalogueFixture } from '../../src/server/testing/catalogue-fixture.ts';
import { startFakeStripe, type FakeStripe } from '../../src/server/testing/fake-stripe.ts';
import { openTestDatabase } from '../../src/server/testing/test-database.ts';
import { seedCatalogue } from '../../src/server/modules/catalogue/catalogue-seed.repository.ts';
import { signSandboxPayload } from '../../src/server/modules/sandbox-gateway/sandbox-signing.ts';
import { allTargets } from './fuzz/index.ts';
import { STRIPE_WEBHOOK_SECRET } from './fuzz/notify.ts';
import type { CaseFn, FuzzContext, RequestSpec, Target } from './fuzz/target.ts';
import {
  ADMIN_TOKEN,
  MEDIA_SECRET,
  SANDBOX_SECRET,
  SIGN_KEY,
  apiPost,
  isParserRefusal,
  nowS,
  parseEnvelope,
  rawExchange,
  send,
  type Envelope,
  type RawResponse,
} from './http.ts';
import { Pools } from './pools.ts';
import { errorLines, ServerProcess, type LogLine } from './server.ts';

export interface RouteStats {
  name: string;
  sent: number;
  /** Answers other than 429. */
  reached: number;
  rateLimited: number;
  serverErrors: number;
  notEnvelope: number;
  /** Refused by Node's HTTP parser and answered without the envelope (Fastify's default body). */
  parserRefusals: number;
  noAnswer: number;
  /** Requests whose kept-alive connection was closed under them, sent again on a new one. */
  resent: number;
  /** Envelope answers whose HTTP status is neither 200 nor the envelope's code. */
  statusMismatch: number;
  statuses: Map<number, number>;
  codes: Map<number, number>;
  samples: string[];
}

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

const bump = (map: Map<number, number>, key: number) => map.set(key, (map.get(key) ?? 0) + 1);

/** A small seeded PRNG (mulberry32) for the schedule's shuffle. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** The images the upload is fuzzed with: a valid square avatar and near misses. */
async function uploadImages(): Promise<Buffer[]> {
  const square = (size: number) => ({
    create: { width: size, height: size, channels: 3 as const, background: '#ff4d6a' },
  });
  return Promise.all([
    sharp(square(120)).png().toBuffer(),
    sharp(square(100)).jpeg().toBuffer(),
    sharp(square(160)).webp().toBuffer(),
    sharp(square(80)).png().toBuffer(),
    sharp({ create: { width: 200, height: 120, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
    sharp(square(120)).gif().toBuffer(),
  ]);
}

/** New mails in the outbox: the codes of the email logins, for the fuzz to use. */
function outboxReader(dir: string, pools: Pools): () => void {
  const seen = new Set<string>();
  return () => {
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml') && !seen.has(f));
    } catch {
      return;
    }
    for (const file of files) {
      seen.add(file);
      try {
        const raw = readFileSync(path.join(dir, file), 'utf8');
        const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim();
        const body = raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n');
        const code = /\b(\d{6})\b/.exec(body)?.[1];
        if (to && code) {
          pools.add('emailCode', { email: to, code });
          pools.add('email', to);
        }
      } catch {
        // written as we read: next time
      }
    }
  };
}

function describe(spec: RequestSpec, response: RawResponse | undefined, why: string): string {
  const body =
    spec.body === undefined ? '' : Buffer.isBuffer(spec.body) ? spec.body.toString('latin1') : spec.body;
  const headers = Object.entries(spec.headers)
    .filter(([k]) => !['sign'].includes(k))
    .map(([k, v]) => `${k}: ${String(v).slice(0, 80)}`)
    .join('; ');
  const answer = response
    ? `HTTP ${response.status} ${response.body.toString('utf8').slice(0, 300)}`
    : 'no answer';
  return `${why}\n      ${spec.method} ${spec.path.slice(0, 300)} (instance ${spec.instance})\n      headers: ${headers}\n      body (${body.length} chars): ${JSON.stringify(body.slice(0, 300))}\n      answer: ${answer}`;
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
  const dataDir = path.join(workDir, 'fuzz-data');
  const mediaRoot = path.join(dataDir, 'media');
  mkdirSync(mediaRoot, { recursive: true });
  const fixture = writeCatalogueFixture(mediaRoot);
  writeFileSync(path.join(workDir, 'fuzz-catalogue.json'), JSON.stringify(fixture));

  const database = await openTestDatabase({ poolSize: 4 });
  const db = database.db;
  // The catalogue goes in before the servers start (they leave existing dramas alone).
  await seedCatalogue(db, fixture);
  await seedCatalogue(db, moneyCatalogue(30, 12, 2, 10));

  const stripe: FakeStripe = await startFakeStripe('sk_test_soak');
  const shared = {
    DATABASE_URL: database.url ?? '',
    API_SIGN_KEY: SIGN_KEY,
    MEDIA_SECRET,
    ADMIN_TOKEN,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
  };
  const servers = [
    new ServerProcess({ name: 'fuzz-sandbox', dataDir, logDir: workDir, env: shared }),
    new ServerProcess({
      name: 'fuzz-stripe',
      dataDir,
      logDir: workDir,
      env: {
        ...shared,
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    }),
  ];
  // One after the other: the first start seeds settings and goods.
  for (const s of servers) await s.start();
  log(
    `fuzz: servers up on ports ${servers.map((s) => s.port).join(', ')} (start ${servers.map((s) => s.startMs[0]).join(', ')} ms)`,
  );

  const pools = new Pools();
  const episodeRows = await db
    .select({
      id: episodes.id,
      number: episodes.number,
      free: dramas.freeEpisodes,
      dramaId: dramas.id,
      slug: dramas.slug,
    })
    .from(episodes)
    .innerJoin(dramas, eq(dramas.id, episodes.dramaId));
  for (const e of episodeRows) {
    pools.add('episodeId', e.id);
    if (e.number > e.free) pools.add('lockedEpisodeId', e.id);
  }
  for (const id of new Set(episodeRows.map((e) => e.dramaId))) pools.add('dramaId', id);

  const ctx: FuzzContext = {
    pools,
    instances: servers.length,
    stripeInstance: 1,
    ports: () => servers.map((s) => s.port),
    mediaKeys: fixture.dramas.flatMap((d) => d.episodes.map((e) => e.media_key)),
    posters: fixture.dramas.map((d) => path.basename(d.poster)),
    images: await uploadImages(),
  };

  // What the generated requests will name: sessions, paid and pending orders, payments,
  // feedback, invite codes, an avatar, mailed codes, OAuth tokens and codes.
  let xff = 0;
  const nextXff = () => `10.200.${(++xff >> 8) & 255}.${xff & 255}`;
  const port = (i: number) => servers[i % servers.length]?.port ?? 0;
  const login = async (i: number): Promise<string> => {
    const res = await apiPost(
      port(i),
      '/user/device-login',
      { udid: `soak-fuzz-${seed}-${i}-${Date.now()}` },
      { xff: nextXff() },
    );
    const token = (res.data as { user_token?: string } | null)?.user_token;
    if (!token) throw new Error(`device login refused: ${JSON.stringify(res)}`);
    return token;
  };
  const tokens = await Promise.all(Array.from({ length: 120 }, (_, i) => login(i)));
  for (const t of tokens) pools.add('token', t);
  const notifyPaid = async (instance: number, tradeNo: string, amountCents: number) => {
    const body = JSON.stringify({
      type: 'payment.updated',
      data: {
        id: `sp_${tradeNo}`,
        merchant_reference: tradeNo,
        status: 'paid',
        amount_cents: amountCents,
        currency: 'USD',
        created: 0,
      },
    });
    await send(port(instance), {
      method: 'POST',
      path: `${API_PREFIX}/pay/notify/sandbox`,
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signSandboxPayload(SANDBOX_SECRET, body, nowS()),
      },
      body,
    });
  };
  for (const [i, token] of tokens.entries()) {
    // Half the users get coins, so that unlocks reach the charge; some orders stay pending.
    const stripeOrder = i % 6 === 5;
    const goods = i % 2 === 0 ? 105 : 101 + (i % 5);
    const res = await apiPost(
      port(stripeOrder ? 1 : 0),
      '/pay/create-order',
      { goods_id: goods, pay_channel_id: stripeOrder ? 2 : 1 },
      { token },
    );
    const data = res.data as { orderId?: string; price?: string } | null;
    if (!data?.orderId) throw new Error(`create-order refused: ${JSON.stringify(res)}`);
    const order = { tradeNo: data.orderId, amountCents: Math.round(Number(data.price) * 100) };
    pools.add('tradeNo', order.tradeNo);
    if (stripeOrder) pools.add('stripeOrder', order, 1);
    else if (i % 2 === 0) await notifyPaid(i, order.tradeNo, order.amountCents);
    else pools.add('sandboxOrder', order);
    if (i < 12) {
      const fb = await apiPost(
        port(i),
        '/feedback/submit',
        { type: 'other', content: `soak ${i}`, contact: `soak${i}@example.com` },
        { token, xff: nextXff() },
      );
      const id = (fb.data as { id?: number } | null)?.id;
      if (typeof id === 'number') pools.add('feedbackId', id);
      const invite = await apiPost(port(i), '/invite/info', {}, { token });
      const code = (invite.data as { invite_code?: string } | null)?.invite_code;
      if (code) pools.add('inviteCode', code);
      await apiPost(
        port(i),
        '/message/send-email',
        { email: `soak-${seed}-${i}@example.com` },
        { xff: nextXff() },
      );
    }
  }
  const readOutbox = outboxReader(path.join(dataDir, 'outbox'), pools);
  readOutbox();

  const targets: Target[] = allTargets();
  const stats: RouteStats[] = targets.map((t) => ({
    name: t.name,
    sent: 0,
    reached: 0,
    rateLimited: 0,
    serverErrors: 0,
    notEnvelope: 0,
    parserRefusals: 0,
    noAnswer: 0,
    resent: 0,
    statusMismatch: 0,
    statuses: new Map(),
    codes: new Map(),
    samples: [],
  }));
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
        if (/^HTTP\/1\.1 (400|431) /.test(raw) && raw.includes('"statusCode":')) {
          stat.parserRefusals++;
          bump(stat.statuses, Number(raw.slice(9, 12)));
          stat.reached++;
          if (stat.samples.length < 5) {
            stat.samples.push(
              describe(
                spec,
                undefined,
                `refused by the HTTP parser, answered ${JSON.stringify(raw.slice(0, 14))} with a body Node's client cannot read (${String(error)})`,
              ),
            );
          }
          continue;
        }
        stat.noAnswer++;
        if (stat.samples.length < 5)
          stat.samples.push(
            describe(
              spec,
              undefined,
              `no answer: ${String(error)}; raw: ${JSON.stringify(raw.slice(0, 200))}`,
            ),
          );
        continue;
      }
      done++;
      bump(stat.statuses, response.status);
      if (response.status === 429) stat.rateLimited++;
      else stat.reached++;
      let envelope: Envelope | undefined;
      if (spec.envelope) {
        const parsed = parseEnvelope(response);
        if (parsed.ok) {
          envelope = parsed.envelope;
          bump(stat.codes, envelope.code);
          if (response.status !== 200 && envelope.code !== response.status) {
            stat.statusMismatch++;
            if (stat.samples.length < 5)
              stat.samples.push(
                describe(spec, response, `HTTP ${response.status} with code ${envelope.code}`),
              );
          }
        } else if (isParserRefusal(response)) {
          stat.parserRefusals++;
          if (stat.samples.length < 5)
            stat.samples.push(describe(spec, response, `refused by the HTTP parser: ${parsed.why}`));
        } else {
          stat.notEnvelope++;
          if (stat.samples.length < 5)
            stat.samples.push(describe(spec, response, `not the envelope: ${parsed.why}`));
        }
      }
      if (response.status >= 500) {
        stat.serverErrors++;
        if (stat.samples.length < 5) stat.samples.push(describe(spec, response, `HTTP ${response.status}`));
      }
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
