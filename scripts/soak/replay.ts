/**
 * Part C of the soak, on the money environment (money.ts). Replay: every sandbox notification
 * of many orders delivered ten times, contradictory ones included (failed then paid, canceled,
 * open, a wrong amount), all deliveries of all orders shuffled, some of one order at once,
 * across both servers; then each order must be in its expected state and credited exactly
 * once (or not at all).
 */
import { send } from './http.ts';
import {
  client,
  COIN_GOODS,
  newUser,
  recordLedger,
  recordWallets,
  sleep,
  type MoneyEnvironment,
} from './money.ts';
import { prng, shuffle } from './random.ts';

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
  await recordLedger(envx);
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
