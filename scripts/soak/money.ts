/**
 * Parts B and C of the soak, on one fresh PostgreSQL database with two server processes:
 *
 * B. Crash: a stream of top-ups (create-order, then the sandbox gateway's signed "paid"
 *    notification) and unlocks, spread over both servers, while one of them is killed with
 *    SIGKILL at a random moment and started again, CYCLES times. After each cycle every
 *    acknowledged operation must be in the database and every wallet must equal its ledger.
 * C. Replay: every sandbox notification of many orders delivered ten times, contradictory
 *    ones included (failed then paid, canceled, open, a wrong amount), all deliveries of all
 *    orders shuffled, some of one order at once, across both servers; then each order must be
 *    in its expected state and credited exactly once (or not at all).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '#db/client.ts';
import { dramas, episodes } from '#db/schema/catalogue.ts';
import { API_PREFIX } from '#shared/constants.ts';
import { moneyCatalogue } from '../../src/server/testing/catalogue-fixture.ts';
import { ledgerMismatches } from '../../src/server/testing/money.ts';
import { openTestDatabase } from '../../src/server/testing/test-database.ts';
import { seedCatalogue } from '../../src/server/modules/catalogue/catalogue-seed.repository.ts';
import { DEFAULT_GOODS } from '../../src/server/modules/pay/goods.seed.ts';
import { signSandboxPayload } from '../../src/server/modules/sandbox-gateway/sandbox-signing.ts';
import { checker, type AckedOrder, type AckedUnlock, type Checker } from './checks.ts';
import { prng, shuffle } from './random.ts';
import {
  ADMIN_TOKEN,
  MEDIA_SECRET,
  SANDBOX_SECRET,
  SIGN_KEY,
  forgetAgent,
  nowS,
  parseEnvelope,
  send,
  sign,
  type Envelope,
} from './http.ts';
import { ServerProcess } from './server.ts';

const COIN_GOODS = DEFAULT_GOODS.filter((g) => g.type === 1);

export interface MoneyFindings {
  serverErrors: string[];
  lost: string[];
  duplicated: string[];
  /** Wallet problems seen at any check ("user N: wallet ..."), by database and user. */
  wallets: Map<string, string>;
}

export interface CrashResult {
  cycles: number;
  durationMs: number;
  operations: number;
  ackedOrders: number;
  ackedPayments: number;
  ackedUnlocks: number;
  transportFailures: number;
  startMs: number[];
  killDelayMs: number[];
}

export interface ReplayResult {
  orders: number;
  deliveries: number;
  bursts: number;
  scenarios: Record<string, number>;
  refused: number;
  durationMs: number;
  expectedPaid: number;
  expectedFailed: number;
  expectedPending: number;
  wrongState: string[];
}

export interface MoneyEnvironment {
  database: DatabaseHandle;
  check: Checker;
  servers: ServerProcess[];
  /** Episode ids of each drama, by episode number (index 0 = episode 1). */
  dramaEpisodes: Map<number, number[]>;
  dramaIds: number[];
  findings: MoneyFindings;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function moneyEnvironment(
  workDir: string,
  log: (line: string) => void,
): Promise<MoneyEnvironment> {
  const database = await openTestDatabase({ poolSize: 4 });
  // The catalogue goes in before the first start (the servers leave existing dramas alone):
  // 300 dramas of 12 episodes, the first 2 free, 10 coins each after that.
  await seedCatalogue(database.db, moneyCatalogue(300, 12, 2, 10));
  const rows = await database.db
    .select({ id: episodes.id, number: episodes.number, dramaId: dramas.id })
    .from(episodes)
    .innerJoin(dramas, eq(dramas.id, episodes.dramaId));
  const dramaEpisodes = new Map<number, number[]>();
  for (const r of rows) {
    const list = dramaEpisodes.get(r.dramaId) ?? [];
    list[r.number - 1] = r.id;
    dramaEpisodes.set(r.dramaId, list);
  }
  const env = {
    DATABASE_URL: database.url ?? '',
    API_SIGN_KEY: SIGN_KEY,
    MEDIA_SECRET,
    ADMIN_TOKEN,
    LOG_LEVEL: process.env.SOAK_MONEY_LOG_LEVEL ?? 'warn',
  };
  const servers = ['money-a', 'money-b'].map(
    (name) => new ServerProcess({ name, dataDir: path.join(workDir, `${name}-data`), logDir: workDir, env }),
  );
  mkdirSync(workDir, { recursive: true });
  for (const s of servers) await s.start();
  log(
    `money: servers up on ports ${servers.map((s) => s.port).join(', ')} (database ${new URL(database.url ?? 'x:').pathname})`,
  );
  return {
    database,
    check: checker(database.url ?? ''),
    servers,
    dramaEpisodes,
    dramaIds: [...dramaEpisodes.keys()].sort((a, b) => a - b),
    findings: { serverErrors: [], lost: [], duplicated: [], wallets: new Map() },
  };
}

/** A client over both servers: each call goes to a random live one (or the one asked). */
function client(envx: MoneyEnvironment, random: () => number) {
  const live = () => envx.servers.filter((s) => s.ready);
  const pick = (): ServerProcess | undefined => {
    const l = live();
    return l[Math.floor(random() * l.length)];
  };
  const note5xx = (what: string, status: number, body: string) => {
    if (status >= 500) envx.findings.serverErrors.push(`${what}: HTTP ${status} ${body.slice(0, 300)}`);
  };
  return {
    pick,
    /** A signed API POST; undefined when no answer came (the server died under it). */
    async post(apiPath: string, body: unknown, token?: string): Promise<Envelope | undefined> {
      const server = pick();
      if (!server) return undefined;
      const text = JSON.stringify(body);
      const time = nowS();
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        language: String(1 + Math.floor(random() * 5)),
        time: String(time),
        sign: sign('POST', apiPath, time, text),
      };
      if (token) headers.token = token;
      try {
        const res = await send(
          server.port,
          { method: 'POST', path: `${API_PREFIX}${apiPath}`, headers, body: text },
          { timeoutMs: 20_000 },
        );
        note5xx(`POST ${apiPath} on ${server.name}`, res.status, res.body.toString('utf8'));
        const parsed = parseEnvelope(res);
        return parsed.ok ? parsed.envelope : undefined;
      } catch {
        return undefined;
      }
    },
    /** The sandbox gateway's signed notification; the HTTP status, or 0 without an answer. */
    async notify(
      payment: { id: string; tradeNo: string; status: string; amountCents: number },
      to?: ServerProcess,
    ): Promise<number> {
      const server = to ?? pick();
      if (!server) return 0;
      const body = JSON.stringify({
        type: 'payment.updated',
        data: {
          id: payment.id,
          merchant_reference: payment.tradeNo,
          status: payment.status,
          amount_cents: payment.amountCents,
          currency: 'USD',
          created: nowS(),
        },
      });
      try {
        const res = await send(
          server.port,
          {
            method: 'POST',
            path: `${API_PREFIX}/pay/notify/sandbox`,
            headers: {
              'content-type': 'application/json',
              'sandbox-signature': signSandboxPayload(SANDBOX_SECRET, body, nowS()),
            },
            body,
          },
          { timeoutMs: 20_000 },
        );
        note5xx(`POST /pay/notify/sandbox on ${server.name}`, res.status, res.body.toString('utf8'));
        const parsed = parseEnvelope(res);
        // 200 only for the envelope's 200; an envelope with another code under HTTP 200 is -1.
        if (res.status !== 200) return res.status;
        return parsed.ok && parsed.envelope.code === 200 ? 200 : -1;
      } catch {
        return 0;
      }
    },
  };
}

async function newUser(
  c: ReturnType<typeof client>,
  udid: string,
): Promise<{ token: string; userId: number }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const login = await c.post('/user/device-login', { udid });
    const token = (login?.data as { user_token?: string } | null)?.user_token;
    if (token) {
      const info = await c.post('/user/index', {}, token);
      const uid = (info?.data as { uid?: number } | null)?.uid;
      if (typeof uid === 'number') return { token, userId: uid };
    }
    await sleep(200);
  }
  throw new Error(`could not log in ${udid}`);
}

async function recordWallets(envx: MoneyEnvironment, label: string): Promise<void> {
  for (const problem of await envx.check.walletProblems()) {
    const user = /^user (\d+)/.exec(problem)?.[1] ?? problem;
    if (!envx.findings.wallets.has(`money:${user}`))
      envx.findings.wallets.set(`money:${user}`, `${label}: ${problem}`);
  }
}

export async function runCrash(
  envx: MoneyEnvironment,
  options: { cycles: number; workers: number; seed: number; log: (line: string) => void },
): Promise<CrashResult> {
  const { cycles, workers, seed, log } = options;
  const began = Date.now();
  const random = prng(seed ^ 0x5eed);
  const c = client(envx, random);
  const users = await Promise.all(
    Array.from({ length: workers }, (_, i) => newUser(c, `soak-crash-${seed}-${i}`)),
  );

  const ackedOrders: AckedOrder[] = [];
  const ackedUnlocks: AckedUnlock[] = [];
  let operations = 0;
  let transportFailures = 0;
  let running = true;

  const worker = async (w: number) => {
    let { token, userId } = users[w] ?? { token: '', userId: 0 };
    let generation = 0;
    const order = shuffle([...envx.dramaIds], prng(seed + w));
    let dramaIndex = 0;
    let nextNumber = 3;
    /** Orders whose "paid" notification got no answer: the gateway sends it again. */
    const unpaid: AckedOrder[] = [];
    let goodsTurn = w;
    const topUp = async () => {
      const goods = COIN_GOODS[goodsTurn++ % COIN_GOODS.length] ?? COIN_GOODS[0];
      if (!goods) return;
      operations++;
      const created = await c.post('/pay/create-order', { goods_id: goods.id, pay_channel_id: 1 }, token);
      const tradeNo = (created?.data as { orderId?: string } | null)?.orderId;
      if (created === undefined) {
        transportFailures++;
        await sleep(25);
      }
      if (created?.code !== 200 || !tradeNo) return;
      const acked: AckedOrder = {
        tradeNo,
        userId,
        gold: goods.gold ?? 0,
        bonus: goods.bonus ?? 0,
        paidAck: false,
      };
      ackedOrders.push(acked);
      unpaid.push(acked);
    };
    const deliver = async () => {
      const pending = unpaid.shift();
      if (!pending) return;
      operations++;
      const amount = COIN_GOODS.find((g) => g.gold === pending.gold)?.priceCents ?? 0;
      const status = await c.notify({
        id: `sp_${pending.tradeNo}`,
        tradeNo: pending.tradeNo,
        status: 'paid',
        amountCents: amount,
      });
      if (status === 200) pending.paidAck = true;
      else {
        if (status === 0) {
          transportFailures++;
          await sleep(25);
        }
        unpaid.push(pending);
      }
    };
    while (running) {
      await topUp();
      await deliver();
      for (let u = 0; u < 3 && running; u++) {
        const dramaId = order[dramaIndex % order.length] ?? 0;
        const ids = envx.dramaEpisodes.get(dramaId) ?? [];
        const episodeId = ids[nextNumber - 1] ?? 0;
        const r = random();
        const scope = r < 0.7 ? 'one' : r < 0.85 ? 'next10' : 'rest';
        operations++;
        const res = await c.post('/video/unlock', { episode_id: episodeId, scope }, token);
        if (res === undefined) {
          transportFailures++;
          await sleep(25);
          continue; // the same episode again: the kill may or may not have kept it
        }
        const data = res.data as {
          unlocked_numbers?: number[];
          spent_gold?: number;
          spent_coin?: number;
          balance?: { gold: number; coin: number };
        } | null;
        if (res.code === 200 && data?.unlocked_numbers) {
          const numbers = data.unlocked_numbers;
          if (numbers.length > 0) {
            ackedUnlocks.push({
              userId,
              dramaId,
              episodeIds: numbers.map((n) => ids[n - 1] ?? 0),
              spentGold: data.spent_gold ?? 0,
              spentCoin: data.spent_coin ?? 0,
              balance: data.balance ?? { gold: 0, coin: 0 },
            });
            nextNumber = Math.max(...numbers) + 1;
          } else nextNumber++;
        } else if (res.code === 802) {
          await topUp();
          await deliver();
        } else if (res.code !== 602) {
          nextNumber = 13; // the order rule or anything unexpected: the next drama
        }
        if (nextNumber > 12) {
          dramaIndex++;
          nextNumber = 3;
        }
        if (dramaIndex >= order.length) {
          // Every drama bought: the stream goes on as a new viewer.
          const next = await newUser(c, `soak-crash-${seed}-${w}-${++generation}`).catch(() => undefined);
          if (next) ({ token, userId } = next);
          dramaIndex = 0;
        }
      }
      for (let n = unpaid.length; n > 0 && running; n--) await deliver();
    }
  };

  let checkedOrders = 0;
  let checkedUnlocks = 0;
  const checkAcked = async (all: boolean) => {
    const orders = all ? ackedOrders : ackedOrders.slice(checkedOrders);
    const unlocks = all ? ackedUnlocks : ackedUnlocks.slice(checkedUnlocks);
    checkedOrders = ackedOrders.length;
    checkedUnlocks = ackedUnlocks.length;
    // Paid acknowledgements of earlier orders come later: every paid one is looked at each time.
    const paid = all ? [] : ackedOrders.slice(0, checkedOrders - orders.length).filter((o) => o.paidAck);
    const orderCheck = await envx.check.lostOrders([...orders, ...paid]);
    const lost = [...orderCheck.lost, ...(await envx.check.lostUnlocks(unlocks))];
    for (const l of lost) if (!envx.findings.lost.includes(l)) envx.findings.lost.push(l);
    for (const d of orderCheck.duplicated)
      if (!envx.findings.duplicated.includes(d)) envx.findings.duplicated.push(d);
  };

  const stream = Promise.all(users.map((_, w) => worker(w)));
  const killDelayMs: number[] = [];
  let restarting: Promise<void> = Promise.resolve();
  for (let cycle = 0; cycle < cycles; cycle++) {
    // A random moment of the stream (the last restart goes on meanwhile); then, with both
    // servers up, one of them is killed and started again while the other serves.
    const delay = 150 + Math.floor(random() * 1100);
    killDelayMs.push(delay);
    await Promise.all([sleep(delay), restarting]);
    const victim = envx.servers[Math.floor(random() * envx.servers.length)];
    if (!victim) break;
    await victim.kill();
    forgetAgent(victim.port);
    restarting = victim.start();
    await checkAcked(false);
    await recordWallets(envx, `crash cycle ${cycle + 1}`);
    if ((cycle + 1) % 10 === 0) {
      log(
        `crash: ${cycle + 1}/${cycles} kills, ${operations} operations, ${ackedOrders.length} orders, ${ackedOrders.filter((o) => o.paidAck).length} paid, ${ackedUnlocks.length} unlocks acknowledged, ${envx.findings.lost.length} lost`,
      );
    }
  }
  await restarting;
  running = false;
  await stream;
  await checkAcked(true);
  await recordWallets(envx, 'after the crash part');
  for (const m of await ledgerMismatches(envx.database.db)) {
    const user = /^user (\d+)/.exec(m)?.[1] ?? m;
    if (!envx.findings.wallets.has(`money:${user}`))
      envx.findings.wallets.set(`money:${user}`, `ledgerMismatches: ${m}`);
  }
  return {
    cycles,
    durationMs: Date.now() - began,
    operations,
    ackedOrders: ackedOrders.length,
    ackedPayments: ackedOrders.filter((o) => o.paidAck).length,
    ackedUnlocks: ackedUnlocks.length,
    transportFailures,
    startMs: envx.servers.flatMap((s) => s.startMs),
    killDelayMs,
  };
}

type Scenario = 'paid' | 'failedThenPaid' | 'failed' | 'openThenPaid' | 'wrongAmount' | 'open';

interface Delivery {
  tradeNo: string;
  id: string;
  status: 'paid' | 'failed' | 'canceled' | 'open';
  amountCents: number;
}

export async function runReplay(
  envx: MoneyEnvironment,
  options: { users: number; seed: number; concurrency: number; log: (line: string) => void },
): Promise<ReplayResult> {
  const { seed, log } = options;
  const began = Date.now();
  const random = prng(seed ^ 0xc0ffee);
  const c = client(envx, random);
  const users = await Promise.all(
    Array.from({ length: options.users }, (_, i) => newUser(c, `soak-replay-${seed}-${i}`)),
  );

  // Each user buys each coin package once (no two identical requests within the 1000 ms guard).
  interface ReplayOrder {
    tradeNo: string;
    userId: number;
    gold: number;
    bonus: number;
    amountCents: number;
    paymentId: string;
    scenario: Scenario;
  }
  const orders: ReplayOrder[] = [];
  await Promise.all(
    users.map(async ({ token, userId }) => {
      for (const goods of COIN_GOODS) {
        for (let attempt = 0; attempt < 10; attempt++) {
          const created = await c.post('/pay/create-order', { goods_id: goods.id, pay_channel_id: 1 }, token);
          const tradeNo = (created?.data as { orderId?: string } | null)?.orderId;
          if (created?.code === 200 && tradeNo) {
            orders.push({
              tradeNo,
              userId,
              gold: goods.gold ?? 0,
              bonus: goods.bonus ?? 0,
              amountCents: goods.priceCents,
              paymentId: `sp_${tradeNo}`,
              scenario: 'paid',
            });
            break;
          }
          await sleep(300);
        }
      }
    }),
  );
  // A third of the orders go through the gateway page first, as a buyer's browser does: the
  // sandbox payment's id is then the order's gateway reference, and the notifications carry it.
  for (const [i, o] of orders.entries()) {
    if (i % 3 !== 0) continue;
    const server = c.pick();
    if (!server) continue;
    const res = await send(server.port, {
      method: 'GET',
      path: `/pay/gateway/sandbox?order_id=${o.tradeNo}&return_url=%2F`,
      headers: {},
    }).catch(() => undefined);
    const id = /\/sandbox-pay\/checkout\/(sp_[0-9a-f]{24})/.exec(String(res?.headers.location ?? ''))?.[1];
    if (id) o.paymentId = id;
  }

  const scenarios: Record<Scenario, number> = {
    paid: 0,
    failedThenPaid: 0,
    failed: 0,
    openThenPaid: 0,
    wrongAmount: 0,
    open: 0,
  };
  const units: Delivery[][] = [];
  let bursts = 0;
  for (const o of orders) {
    const r = random();
    const scenario: Scenario =
      r < 0.35
        ? 'paid'
        : r < 0.6
          ? 'failedThenPaid'
          : r < 0.75
            ? 'failed'
            : r < 0.87
              ? 'openThenPaid'
              : r < 0.95
                ? 'wrongAmount'
                : 'open';
    o.scenario = scenario;
    scenarios[scenario]++;
    const d = (status: Delivery['status'], amountCents = o.amountCents): Delivery => ({
      tradeNo: o.tradeNo,
      id: o.paymentId,
      status,
      amountCents,
    });
    const k = 1 + Math.floor(random() * 8);
    const list: Delivery[] = Array.from({ length: 10 }, (_, i) => {
      switch (scenario) {
        case 'paid':
          return d('paid');
        case 'failedThenPaid':
          return i < k ? d(i % 2 === 0 ? 'failed' : 'canceled') : d('paid');
        case 'failed':
          return d(i % 3 === 0 ? 'canceled' : 'failed');
        case 'openThenPaid':
          return i < k ? d('open') : d('paid');
        case 'wrongAmount':
          return i < 5 ? d('paid', o.amountCents + 1 + i) : d('failed');
        default:
          return d('open');
      }
    });
    // One order in eight: all ten at once, over both servers.
    if (random() < 0.125) {
      units.push(list);
      bursts++;
    } else units.push(...list.map((x) => [x]));
  }
  shuffle(units, random);
  const deliveries = units.reduce((n, u) => n + u.length, 0);
  log(
    `replay: ${orders.length} orders, ${deliveries} deliveries (${bursts} orders in bursts of 10), ${options.concurrency} in flight`,
  );

  let refused = 0;
  const deliver = async (x: Delivery) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const status = await c.notify({
        id: x.id,
        tradeNo: x.tradeNo,
        status: x.status,
        amountCents: x.amountCents,
      });
      if (status === 200) return;
      if (status !== 0) {
        refused++;
        envx.findings.serverErrors.push(
          ...(status >= 500 ? [`replay delivery ${JSON.stringify(x)}: HTTP ${status}`] : []),
        );
        return;
      }
      await sleep(100);
    }
    refused++;
  };
  let cursor = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (cursor < units.length) {
        const unit = units[cursor++] ?? [];
        await Promise.all(unit.map(deliver));
      }
    }),
  );

  const states = await envx.check.orderStates(orders.map((o) => o.tradeNo));
  const wrongState: string[] = [];
  let expectedPaid = 0;
  let expectedFailed = 0;
  let expectedPending = 0;
  for (const o of orders) {
    const s = states.get(o.tradeNo);
    const paid = o.scenario === 'paid' || o.scenario === 'failedThenPaid' || o.scenario === 'openThenPaid';
    const failed = o.scenario === 'failed' || o.scenario === 'wrongAmount';
    const status = paid ? 2 : failed ? 3 : 1;
    if (paid) expectedPaid++;
    else if (failed) expectedFailed++;
    else expectedPending++;
    if (!s) {
      wrongState.push(`order ${o.tradeNo} (${o.scenario}): not stored`);
      envx.findings.lost.push(`replay order ${o.tradeNo}: acknowledged by create-order, not stored`);
      continue;
    }
    if (s.goldRows > 1 || s.coinRows > 1) {
      envx.findings.duplicated.push(
        `replay order ${o.tradeNo} (${o.scenario}): ${s.goldRows} gold and ${s.coinRows} coin credits`,
      );
    }
    const credited =
      s.gold === o.gold && s.coin === o.bonus && s.goldRows === 1 && s.coinRows === (o.bonus > 0 ? 1 : 0);
    const untouched = s.goldRows === 0 && s.coinRows === 0;
    if (s.status !== status || (paid ? !credited : !untouched)) {
      const line = `replay order ${o.tradeNo} (${o.scenario}): status ${s.status} (expected ${status}), credits ${s.goldRows}x gold = ${s.gold}, ${s.coinRows}x coin = ${s.coin} (expected ${paid ? `${o.gold}/${o.bonus}` : 'none'})`;
      wrongState.push(line);
      // A "paid" that was answered 200 and did not credit is an acknowledged operation lost.
      if (paid && !credited) envx.findings.lost.push(line);
    }
  }
  await recordWallets(envx, 'after the replay');
  for (const m of await ledgerMismatches(envx.database.db)) {
    const user = /^user (\d+)/.exec(m)?.[1] ?? m;
    if (!envx.findings.wallets.has(`money:${user}`))
      envx.findings.wallets.set(`money:${user}`, `ledgerMismatches: ${m}`);
  }
  return {
    orders: orders.length,
    deliveries,
    bursts,
    scenarios,
    refused,
    durationMs: Date.now() - began,
    expectedPaid,
    expectedFailed,
    expectedPending,
    wrongState,
  };
}
