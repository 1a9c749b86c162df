/**
 * How a person's page names things (the console audit at 1440x900): the search finds a viewer
 * by the name the page shows (their email's part before the @), the Orders tab names packages
 * in the console's language (by what each order credited, not the package as it is now), and
 * each ledger row says what it was about, one query per kind of name however many rows a page
 * holds (a logger on the database counts the statements).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema/users.ts';
import { goods as goodsRows, orders as orderRows } from '#db/schema/wallet.ts';
import { ledgerResponse, ordersResponse, peopleSearchResponse } from '#shared/contract/console-people.ts';
import { createOrderData } from '#shared/contract/wallet.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { grant } from '../../testing/money.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import { createWalletRepository } from '../money/wallet.repository.ts';
import { consoleCall, testClock } from '../operator/console.testing.ts';
import { setUpPeopleTeam, uidOf, type PeopleTeam } from './people.testing.ts';

const clock = testClock();
const statements: string[] = [];
let t: TestApp;
let team: PeopleTeam;
let bao = 0;
let baoToken = '';

/** language: 1 Simplified Chinese, 2 Traditional Chinese, 3 English. */
const get = (path: string, language = 3) =>
  consoleCall(t.app, 'GET', path, { session: team.support, headers: { language: String(language) } });

async function search(q: string, paging = '') {
  const res = await get(`/people?q=${encodeURIComponent(q)}${paging}`);
  expect(res.body.code).toBe(200);
  return peopleSearchResponse.parse(res.body.data);
}

async function newUser(nickname: string, email: string | null): Promise<number> {
  const [row] = await t.database.db.insert(users).values({ nickname, email }).returning({ id: users.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  const database = await openTestDatabase({ logger: { logQuery: (query) => statements.push(query) } });
  t = await buildTestApp({ database, now: clock.now });
  await seedCatalogue(t.database.db, moneyCatalogue(2));
  team = await setUpPeopleTeam(t.app, clock);
  // An Indonesian viewer who never chose a nickname: the console shows "bao.viewer".
  baoToken = await deviceToken(t.api, 'people-names-device-1');
  bao = await uidOf(t.api, baoToken);
  await t.database.db
    .update(users)
    .set({ nickname: '', email: 'bao.viewer@example.com' })
    .where(eq(users.id, bao));
});
afterAll(async () => {
  await t.close();
});

describe('people search by the name the page shows', () => {
  it('finds a viewer by the start of their email (any case), then nicknames containing it', async () => {
    const twin = await newUser('', 'bao.viewer.two@example.com');
    const fan = await newUser('big bao.viewer fan', 'fan@example.com');
    await newUser('', 'xbao.viewer@example.com');
    for (const q of ['bao.viewer', 'BAO.Viewer', 'bao.view']) {
      const found = await search(q);
      expect(found.items.map((i) => [i.uid, i.matched_by])).toEqual([
        [twin, 'email'],
        [bao, 'email'],
        [fan, 'nickname'],
      ]);
      expect(found.total).toBe(3);
    }
    // Paged as one list: the emails' pages, then the nicknames'.
    const pages = await Promise.all([1, 2, 3].map((page) => search('bao.viewer', `&size=1&page=${page}`)));
    expect(pages.map((p) => p.items.map((i) => i.uid))).toEqual([[twin], [bao], [fan]]);
    expect(pages.map((p) => p.total)).toEqual([3, 3, 3]);
  });

  it('finds an email of digits by them, and treats % and _ as letters', async () => {
    const qq = await newUser('', '12345678@qq.example');
    expect((await search('1234567')).items).toMatchObject([{ uid: qq, matched_by: 'email' }]);
    expect((await search('bao%')).total).toBe(0);
    expect((await search('bao_viewer')).total).toBe(0);
  });

  it('reads the start of an email from an index, whatever the collation', async () => {
    const rows = (result: unknown) => JSON.stringify((result as { rows: unknown[] }).rows);
    // text_pattern_ops: a LIKE 'x%' range under any collation (the unique index serves C only).
    const index = await t.database.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'users_email_prefix_idx'`,
    );
    expect(rows(index)).toContain('text_pattern_ops');
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from users where email like ${'bao.viewer%'}`);
    });
    expect(rows(plan)).toMatch(/Index.*users_email_/);
  });
});

describe('a person’s lists in the console’s language', () => {
  it('names an order’s package as it is now in the console’s language, the buyer’s beside it', async () => {
    const res = await t.api.post(
      '/pay/create-order',
      { goods_id: 201, pay_channel_id: 1 },
      { token: baoToken, language: 5 },
    );
    const tradeNo = createOrderData.parse(res.body.data).orderId;
    const orders = async (language: number) =>
      ordersResponse.parse((await get(`/people/${bao}/orders`, language)).body.data).items;
    expect(await orders(3)).toMatchObject([
      { trade_no: tradeNo, title: 'VIP Mingguan', package_name: 'Weekly VIP', channel: 'sandbox' },
    ]);
    expect((await orders(1))[0]?.package_name).toBe('周卡 VIP');
    // Closed unpaid: how it ended, as the Orders page says, not just "failed".
    await t.database.db
      .update(orderRows)
      .set({ status: 3, failReason: 'cancelled' })
      .where(eq(orderRows.tradeNo, tradeNo));
    expect((await orders(3))[0]).toMatchObject({ status: 3, result: 'cancelled' });
  });

  it('says what each ledger row was about, one query per kind of name a page', async () => {
    await grant(t.database.db, bao, { gold: 1000 });
    const detail = (await t.api.post('/video/detail', { drama_id: 1 }, { token: baoToken })).body.data as {
      episodes: { episode_id: number; number: number }[];
    };
    const episode = (n: number) => detail.episodes.find((e) => e.number === n)?.episode_id ?? 0;
    const unlock = (n: number, scope: string) =>
      t.api.post('/video/unlock', { episode_id: episode(n), scope }, { token: baoToken });
    expect((await unlock(3, 'one')).body.code).toBe(200);
    expect((await unlock(4, 'next10')).body.code).toBe(200);
    const friend = await newUser('Lin', null);
    const order = await t.api.post(
      '/pay/create-order',
      { goods_id: 101, pay_channel_id: 1 },
      { token: baoToken },
    );
    const tradeNo = createOrderData.parse(order.body.data).orderId;
    await t.database.db.transaction(async (tx) => {
      const wallet = createWalletRepository(tx);
      await wallet.credit(bao, { asset: 'gold', delta: 500, reason: 'topup', reference: tradeNo, tradeNo });
      const invite = { asset: 'gold' as const, delta: 2000, reason: 'invite' as const };
      await wallet.credit(bao, { ...invite, reference: String(friend), inviteeId: friend });
    });

    const read = async (language: number) => {
      statements.length = 0;
      const page = ledgerResponse.parse((await get(`/people/${bao}/ledger`, language)).body.data);
      return { page, sent: statements.length };
    };
    const { page, sent } = await read(3);
    const [invite, topup, batch, one] = page.items;
    expect(invite).toMatchObject({
      reason: 'invite',
      invitee_id: friend,
      drama_id: null,
      package_name: null,
    });
    expect(page.people).toEqual([{ uid: friend, nickname: 'Lin', email: null }]);
    expect(topup).toMatchObject({ reason: 'topup', trade_no: tradeNo, package_name: '500 Coins' });
    expect(batch).toMatchObject({ reason: 'unlock', drama_id: 1, episode_from: 4, episode_to: 12 });
    expect(one).toMatchObject({ reason: 'unlock', drama_id: 1, episode_from: 3, episode_to: 3 });
    expect(one?.drama_title).toBe('Money Drama 1');
    const zh = (await read(2)).page.items;
    expect(zh[3]?.drama_title).toBe('金錢劇 1');
    expect(zh[1]?.package_name).toBe('500 金幣');

    // Twenty more unlock rows on the page: not one statement more.
    for (let n = 0; n < 20; n += 1) {
      await t.database.db.transaction(async (tx) =>
        createWalletRepository(tx).credit(bao, {
          asset: 'gold',
          delta: 1,
          reason: 'playback_refund',
          reference: `names-${n}`,
          dramaId: 2,
          episodeFrom: 5,
          episodeTo: 5,
        }),
      );
    }
    const full = await read(3);
    expect(full.page.items).toHaveLength(20);
    expect(full.page.items[0]).toMatchObject({ drama_id: 2, drama_title: 'Money Drama 2', episode_from: 5 });
    expect(full.sent).toBeLessThanOrEqual(sent);
  });

  it('names an order by what it credited, not by its package edited since', async () => {
    await t.database.db.update(goodsRows).set({ gold: 600, bonus: 60 }).where(eq(goodsRows.id, 101));
    try {
      const ledger = ledgerResponse.parse((await get(`/people/${bao}/ledger?size=50`)).body.data).items;
      const topup = ledger.find((r) => r.reason === 'topup');
      expect(topup).toMatchObject({ delta: 500, package_name: '500 Coins' });
      const orders = ordersResponse.parse((await get(`/people/${bao}/orders`, 2)).body.data).items;
      expect(orders.find((o) => o.trade_no === topup?.trade_no)).toMatchObject({ package_name: '500 金幣' });
    } finally {
      await t.database.db.update(goodsRows).set({ gold: 500, bonus: 50 }).where(eq(goodsRows.id, 101));
    }
  });
});
