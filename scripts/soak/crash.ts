/**
 * Part B of the soak, on the money environment (money.ts). Crash: a stream of top-ups
 * (create-order, then the sandbox gateway's signed "paid" notification) and unlocks, spread
 * over both servers, while one of them is killed with SIGKILL at a random moment and started
 * again, CYCLES times. After each cycle every acknowledged operation must be in the database
 * and every wallet must equal its ledger.
 */
import type { AckedOrder, AckedUnlock } from './checks.ts';
import { forgetAgent } from './http.ts';
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
  await recordLedger(envx);
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
