/**
 * Rewards over HTTP on a real database (issue 15): the welcome bonus on first registration,
 * the daily check-in and its 7-day streak (once per local day, forward only, registered and
 * not blocked accounts only, once under parallel requests), the operator's settings, and
 * reward vouchers that lapse: spent first, written off through the ledger, never shown lapsed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkinData, rewardsInfoData, type RewardsInfoData } from '#shared/contract/rewards.ts';
import { userInfoData } from '#shared/contract/user.ts';
import { goldDetailPage } from '#shared/contract/wallet.ts';
import { settings } from '#db/schema/settings.ts';
import { users } from '#db/schema/users.ts';
import { ledger, voucherLots } from '#db/schema/wallet.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { grant, ledgerMismatches } from '../../testing/money.ts';
import { emailLogin } from '../../testing/outbox.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import { DEFAULT_REWARDS, REWARDS_SETTING_KEY } from './rewards.settings.ts';
import { localDay, nextPlace } from './rewards.service.ts';

const DAY = 86_400_000;
// 2026-11-25 10:00 UTC: 18:00 in Bangkok (+7), 05:00 in New York (-5).
let clock = Date.UTC(2026, 10, 25, 10, 0, 0);
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  await seedCatalogue(t.database.db, moneyCatalogue(2));
});
afterEach(async () => {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

/** A registered account (email login from a fresh guest), its token and uid. */
async function member(): Promise<{ token: string; uid: number }> {
  seq += 1;
  const guest = await deviceToken(t.api, `rewards-device-${String(seq).padStart(6, '0')}`);
  clock += 61_000; // one code per address per 60 s is per address; keep the clock moving
  const token = await emailLogin(t, guest, `member${seq}@example.com`);
  const info = userInfoData.parse((await t.api.post('/user/index', undefined, { token })).body.data);
  return { token, uid: info.uid };
}

async function info(token: string, tz = 0): Promise<RewardsInfoData> {
  const res = await t.api.post('/rewards/info', { tz_offset_min: tz }, { token });
  expect(res.body.code).toBe(200);
  return rewardsInfoData.parse(res.body.data);
}

const checkin = (token: string, tz = 0, language = 3) =>
  t.api.post('/rewards/checkin', { tz_offset_min: tz }, { token, language });

async function vouchers(token: string): Promise<number> {
  const data = userInfoData.parse((await t.api.post('/user/index', undefined, { token })).body.data);
  return data.asset_items.find((a) => a.action === 'coinDetail')?.value ?? -1;
}

describe('the local day and the streak', () => {
  it('takes the day in the viewer’s offset and continues only from yesterday', () => {
    const at = Date.UTC(2026, 10, 25, 20, 0, 0);
    expect(localDay(at, 7 * 60) - localDay(at, 0)).toBe(1); // already the 26th in Bangkok
    expect(localDay(at, -5 * 60)).toBe(localDay(at, 0));
    expect(nextPlace(undefined, 100)).toBe(1);
    expect(nextPlace({ day: 99, streak: 3 }, 100)).toBe(4);
    expect(nextPlace({ day: 99, streak: 7 }, 100)).toBe(1);
    expect(nextPlace({ day: 98, streak: 3 }, 100)).toBe(1);
  });
});

describe('the welcome bonus', () => {
  it('gives a new member the vouchers once, as their own ledger row, lapsing after the set days', async () => {
    const { token, uid } = await member();
    const rows = await t.database.db.select().from(ledger).where(eq(ledger.userId, uid));
    expect(rows.map((r) => [r.reason, r.asset, r.delta])).toEqual([
      ['welcome', 'coin', DEFAULT_REWARDS.welcome.vouchers],
    ]);
    const [lot] = await t.database.db.select().from(voucherLots).where(eq(voucherLots.userId, uid));
    expect(lot?.expiresAt.getTime()).toBe(clock + DEFAULT_REWARDS.welcome.expiry_days * DAY);
    expect((await info(token)).welcome).toEqual({
      amount: DEFAULT_REWARDS.welcome.vouchers,
      granted: 1,
      expiry_days: DEFAULT_REWARDS.welcome.expiry_days,
    });
    // Logging in again (another device, same address) gives nothing more.
    const again = await deviceToken(t.api, `rewards-again-${uid}`);
    clock += 61_000;
    await emailLogin(t, again, `member${seq}@example.com`);
    expect(await t.database.db.select().from(ledger).where(eq(ledger.userId, uid))).toHaveLength(1);
    // The wallet detail says when they lapse.
    const page = goldDetailPage.parse((await t.api.post('/pay/gold-detail', {}, { token })).body.data);
    expect(page.list[0]).toMatchObject({
      reason: 'welcome',
      expires_at: Math.floor(clock / 1000) - 61 + DEFAULT_REWARDS.welcome.expiry_days * 86_400,
    });
  });

  it('gives a guest nothing, and a guest cannot check in', async () => {
    const guest = await deviceToken(t.api, 'rewards-guest-000001');
    expect(await vouchers(guest)).toBe(0);
    const state = await info(guest);
    expect(state.registered).toBe(0);
    expect((await checkin(guest, 0, 4)).body).toMatchObject({
      code: 632,
      msg: 'เข้าสู่ระบบด้วยอีเมล Facebook หรือ TikTok เพื่อรับรางวัล',
    });
  });

  it('follows the operator’s settings (none when set to 0)', async () => {
    await t.database.db
      .insert(settings)
      .values({
        key: REWARDS_SETTING_KEY,
        value: {
          welcome: { vouchers: 0, expiry_days: 0 },
          checkin: { amounts: [1, 2, 3, 4, 5, 6, 7], expiry_days: 0 },
        },
      })
      .onConflictDoNothing();
    try {
      const { token, uid } = await member();
      expect(await vouchers(token)).toBe(0);
      const first = checkinData.parse((await checkin(token)).body.data);
      expect(first).toMatchObject({ amount: 1, day: 1, expires_at: 0 });
      expect(await t.database.db.select().from(voucherLots).where(eq(voucherLots.userId, uid))).toEqual([]);
      expect((await info(token)).checkin.next_amount).toBe(2);
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, REWARDS_SETTING_KEY));
    }
  });
});

describe('the daily check-in', () => {
  it('credits once a day; the next day the streak grows; a missed day starts it again', async () => {
    const { token, uid } = await member();
    const before = await vouchers(token);
    const amounts = DEFAULT_REWARDS.checkin.amounts;
    const first = checkinData.parse((await checkin(token)).body.data);
    expect(first).toMatchObject({ amount: amounts[0], day: 1 });
    expect((await checkin(token)).body.code).toBe(602); // the same request at once: a double tap
    clock += 60_000;
    expect((await checkin(token)).body).toMatchObject({
      code: 631,
      msg: 'You have already checked in today. Come back tomorrow!',
    });
    let state = await info(token);
    expect(state.checkin).toMatchObject({ today_done: 1, streak: 1, next_amount: amounts[1] });
    expect(state.checkin.days.map((d) => d.done)).toEqual([1, 0, 0, 0, 0, 0, 0]);

    clock += DAY;
    state = await info(token);
    expect(state.checkin).toMatchObject({ today_done: 0, streak: 1, next_amount: amounts[1] });
    expect(checkinData.parse((await checkin(token)).body.data)).toMatchObject({ amount: amounts[1], day: 2 });

    clock += 2 * DAY; // a day missed
    expect((await info(token)).checkin).toMatchObject({ today_done: 0, streak: 0, next_amount: amounts[0] });
    expect(checkinData.parse((await checkin(token)).body.data)).toMatchObject({ amount: amounts[0], day: 1 });

    const rows = await t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, uid), eq(ledger.reason, 'checkin')));
    expect(rows.map((r) => r.delta)).toEqual([amounts[0], amounts[1], amounts[0]]);
    expect(await vouchers(token)).toBe(before + (amounts[0] ?? 0) * 2 + (amounts[1] ?? 0));
    const titles = goldDetailPage
      .parse((await t.api.post('/pay/gold-detail', {}, { token, language: 3 })).body.data)
      .list.map((r) => r.title);
    expect(titles.slice(0, 3)).toEqual([
      `Day 1 check-in: ${amounts[0]} vouchers`,
      `Day 2 check-in: ${amounts[1]} vouchers`,
      `Day 1 check-in: ${amounts[0]} vouchers`,
    ]);
  });

  it('runs the seven days and starts again after the seventh', async () => {
    const { token } = await member();
    const places: number[] = [];
    for (let i = 0; i < 9; i++) {
      places.push(checkinData.parse((await checkin(token)).body.data).day);
      clock += DAY;
    }
    expect(places).toEqual([1, 2, 3, 4, 5, 6, 7, 1, 2]);
  });

  it('counts days in the viewer’s time zone, forward only: a changed offset adds no check-in', async () => {
    const { token } = await member();
    clock = Math.floor(clock / DAY) * DAY + 20 * 3_600_000; // 20:00 UTC
    // 03:00 tomorrow in Kiribati (+14): that day is collected...
    expect((await checkin(token, 14 * 60)).body.code).toBe(200);
    // ...and today (UTC, or -12) is before it: nothing more.
    expect((await checkin(token, 0)).body.code).toBe(631);
    expect((await checkin(token, -12 * 60)).body.code).toBe(631);
    // Out of the world's offsets: refused before anything.
    expect((await checkin(token, 14 * 60 + 1)).body.code).toBe(601);
    clock += DAY;
    expect((await checkin(token, 0)).body.code).toBe(631); // UTC's tomorrow was taken already
    expect((await checkin(token, 14 * 60)).body.code).toBe(200);
  });

  it('adds no check-in when the offset jumps forward from the westmost to the eastmost', async () => {
    const { token } = await member();
    clock = Math.floor(clock / DAY) * DAY + 8 * 3_600_000 + 20 * 60_000; // 08:20 UTC
    // 18:20 yesterday at -14 h, then 22:20 today at +14 h: the same minute, one check-in.
    expect((await checkin(token, -14 * 60)).body.code).toBe(200);
    expect((await checkin(token, 14 * 60)).body.code).toBe(631);
    expect((await info(token, 14 * 60)).checkin).toMatchObject({ today_done: 1, streak: 1 });
    // The next local day at +14 h is a new day.
    clock += DAY;
    expect((await checkin(token, 14 * 60)).body.code).toBe(200);
  });

  it('credits once for parallel check-ins', async () => {
    const { token, uid } = await member();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => checkin(token, i * 10)), // different bodies: no repeat guard
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.every((a) => a.body.code === 200 || a.body.code === 631)).toBe(true);
    const rows = await t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, uid), eq(ledger.reason, 'checkin')));
    expect(rows).toHaveLength(1);
  });

  it('gives a blocked account nothing', async () => {
    const { token, uid } = await member();
    await t.database.db
      .update(users)
      .set({ blockedAt: new Date(clock) })
      .where(eq(users.id, uid));
    expect((await checkin(token, 0, 2)).body).toMatchObject({ code: 633, msg: '此帳號已被停用，請聯絡客服' });
  });
});

describe('reward vouchers that lapse', () => {
  it('are spent first, never shown or spent once lapsed, and leave through the ledger', async () => {
    const { token, uid } = await member(); // 100 welcome vouchers, lapsing in 30 days
    await grant(t.database.db, uid, { coin: 50 }); // vouchers that never lapse
    const detail = (await t.api.post('/video/detail', { drama_id: 1 }, { token })).body.data as {
      episodes: { episode_id: number; number: number }[];
    };
    const ep = (n: number) => detail.episodes.find((e) => e.number === n)?.episode_id ?? 0;
    expect((await t.api.post('/video/unlock', { episode_id: ep(3) }, { token })).body.code).toBe(200);
    const [lot] = await t.database.db.select().from(voucherLots).where(eq(voucherLots.userId, uid));
    expect(lot?.remaining).toBe(DEFAULT_REWARDS.welcome.vouchers - 10); // the lapsing ones went first

    // Within three days of lapsing: flagged.
    await t.database.db
      .update(voucherLots)
      .set({ expiresAt: new Date(clock + 2 * DAY) })
      .where(eq(voucherLots.userId, uid));
    expect((await info(token)).expiring).toEqual([
      { amount: 90, expires_at: Math.floor((clock + 2 * DAY) / 1000), soon: 1 },
    ]);

    // Lapsed (the database's clock decides): not shown, not spendable...
    await t.database.db
      .update(voucherLots)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(voucherLots.userId, uid));
    expect(await vouchers(token)).toBe(50);
    expect((await info(token)).expiring).toEqual([]);
    // ...and written off by the next money change, with a ledger row of its own.
    expect((await t.api.post('/video/unlock', { episode_id: ep(4) }, { token })).body.code).toBe(200);
    const rows = await t.database.db.select().from(ledger).where(eq(ledger.userId, uid));
    expect(rows.filter((r) => r.reason === 'voucher_expired').map((r) => r.delta)).toEqual([-90]);
    expect(await vouchers(token)).toBe(40);
  });
});
