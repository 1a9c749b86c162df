/**
 * Nothing bought as a guest is stranded (issue 4): a guest who paid, unlocked, left feedback
 * and still has an order open logs into an account that already existed; everything moves,
 * the balances through the ledger.
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlocks } from '#db/schema/catalogue.ts';
import { feedback } from '#db/schema/community.ts';
import { ledger, orders } from '#db/schema/wallet.ts';
import { createOrderData } from '#shared/contract/wallet.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { grant, ledgerMismatches } from '../../testing/money.ts';
import { emailLogin } from '../../testing/outbox.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '../sandbox-gateway/sandbox-signing.ts';
import { DEFAULT_REWARDS } from '../rewards/rewards.settings.ts';

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  await seedCatalogue(t.database.db, moneyCatalogue(2));
});
afterAll(async () => {
  await t.close();
});

async function uid(token: string): Promise<number> {
  return ((await t.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
}

describe('a guest logging into an existing account', () => {
  it('brings its coins, unlocks, feedback and open orders, with ledger rows for the coins', async () => {
    // The account exists already (registered on another device).
    const account = await emailLogin(
      t,
      await deviceToken(t.api, 'merge-device-account'),
      'merge@example.com',
    );
    const accountId = await uid(account);
    await grant(t.database.db, accountId, { gold: 5 });

    const guest = await deviceToken(t.api, 'merge-device-guest');
    const guestId = await uid(guest);
    await grant(t.database.db, guestId, { gold: 100, coin: 7 });
    const detail = (await t.api.post('/video/detail', { drama_id: 1 }, { token: guest })).body.data as {
      episodes: { episode_id: number; number: number }[];
    };
    const ep3 = detail.episodes.find((e) => e.number === 3)?.episode_id ?? 0;
    expect((await t.api.post('/video/unlock', { episode_id: ep3 }, { token: guest })).body.code).toBe(200);
    const sent = await t.api.post(
      '/feedback/submit',
      { type: 'payment', content: 'Where are my coins?', contact: 'merge@example.com' },
      { token: guest },
    );
    expect(sent.body.code).toBe(200);
    const open = createOrderData.parse(
      (await t.api.post('/pay/create-order', { goods_id: 101, pay_channel_id: 1 }, { token: guest })).body
        .data,
    );

    clock += 61_000; // one code per address per 60 s
    const merged = await emailLogin(t, guest, 'merge@example.com');
    expect(await uid(merged)).toBe(accountId);

    const center = (await t.api.post('/pay/center', {}, { token: merged })).body.data as {
      goldRemain: number;
      silverRemain: number;
    };
    // 100 gold + 7 vouchers, minus the 10-coin unlock (vouchers first), plus the account's 5
    // gold and its welcome bonus (vouchers given when it registered).
    expect(center).toMatchObject({ goldRemain: 5 + 97, silverRemain: DEFAULT_REWARDS.welcome.vouchers });
    expect(await t.database.db.select().from(unlocks).where(eq(unlocks.userId, accountId))).toHaveLength(1);
    expect(await t.database.db.select().from(feedback).where(eq(feedback.userId, accountId))).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(ledger)
      .where(like(ledger.reference, `${guestId}>${accountId}>%`));
    expect(rows.map((r) => [r.userId, r.reason, r.asset, r.delta]).sort()).toEqual(
      [
        [guestId, 'merge_out', 'gold', -97],
        [accountId, 'merge_in', 'gold', 97],
      ].sort(),
    );

    // The order opened as a guest is the account's now, and its payment lands there.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.tradeNo, open.orderId));
    expect(order?.userId).toBe(accountId);
    const body = JSON.stringify({
      type: 'payment.updated',
      data: {
        id: 'sp_x',
        merchant_reference: open.orderId,
        status: 'paid',
        amount_cents: 499,
        currency: 'USD',
      },
    });
    const notified = await t.app.inject({
      method: 'POST',
      url: '/enjoy-api/pay/notify/sandbox',
      payload: body,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(
          t.app.services.sandboxSecret,
          body,
          Math.floor(Date.now() / 1000),
        ),
      },
    });
    expect(notified.statusCode).toBe(200);
    const after = (await t.api.post('/pay/center', {}, { token: merged })).body.data as {
      goldRemain: number;
    };
    expect(after.goldRemain).toBe(102 + 500);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('merges the same guest into the same account again, when it logs in once more', async () => {
    clock += 61_000;
    const account = await emailLogin(t, await deviceToken(t.api, 'merge-again-account'), 'again@example.com');
    const accountId = await uid(account);
    const guestId = await uid(await deviceToken(t.api, 'merge-again-guest-1'));
    for (let round = 1; round <= 2; round++) {
      await grant(t.database.db, guestId, { gold: 10 * round });
      clock += 61_000;
      // Each login ends the guest's session: the device's guest signs in anew.
      const guest = await deviceToken(t.api, 'merge-again-guest-1');
      expect(await uid(guest)).toBe(guestId);
      expect(await uid(await emailLogin(t, guest, 'again@example.com'))).toBe(accountId);
    }
    const moved = await t.database.db
      .select()
      .from(ledger)
      .where(like(ledger.reference, `${guestId}>${accountId}>%`));
    expect(moved.filter((r) => r.reason === 'merge_in').map((r) => r.delta)).toEqual([10, 20]);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});
