/**
 * A signed request sent again (decision 0062): its signature stays valid while its `time` is
 * within 300 s of the server's clock, so a copy of a money or order request captured on the way
 * could be sent again minutes later. The server serves such a copy once: the same user's same
 * path, body and signed time is refused (602) however late it comes, and nothing is done twice.
 * The same body signed at a later time is a new request.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#db/schema/wallet.ts';
import { SIGN_MAX_SKEW_S } from '#shared/constants.ts';
import { newUser, t, usePayApp } from './pay.testing.ts';

let clock = Date.now();
usePayApp(() => clock);

const seconds = (): number => Math.floor(clock / 1000);
const ordersOf = (uid: number) => t.database.db.select().from(orders).where(eq(orders.userId, uid));

describe('a signed money request sent again', () => {
  it('makes one order however late the copy comes within the signature window', async () => {
    const u = await newUser();
    const body = { goods_id: 101, pay_channel_id: 1 };
    const time = seconds();
    const start = clock;
    expect((await t.api.post('/pay/create-order', body, { token: u.token, time })).body.code).toBe(200);
    for (const later of [1_500, 60_000, (SIGN_MAX_SKEW_S - 1) * 1000]) {
      clock = start + later;
      const copy = await t.api.post('/pay/create-order', body, { token: u.token, time, language: 1 });
      expect(copy.body.code).toBe(602);
      expect(copy.body.msg).not.toBe('');
    }
    expect(await ordersOf(u.uid)).toHaveLength(1);
    // The same order asked for again, signed now: a second order, as a person would make it.
    expect((await t.api.post('/pay/create-order', body, { token: u.token, time: seconds() })).body.code).toBe(
      200,
    );
    expect(await ordersOf(u.uid)).toHaveLength(2);
    clock += 1_100;
  });

  it("is another user's own request when they send the same body at the same second", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const body = { type: 'payment', content: 'Charged twice', contact: 'me@example.com' };
    const time = seconds();
    expect((await t.api.post('/feedback/submit', body, { token: a.token, time })).body.code).toBe(200);
    expect((await t.api.post('/feedback/submit', body, { token: b.token, time })).body.code).toBe(200);
    clock += 10_000;
    expect((await t.api.post('/feedback/submit', body, { token: a.token, time })).body.code).toBe(602);
    clock += 1_100;
  });
});
