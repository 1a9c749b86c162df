/**
 * Decision 0063 for packages: a save names the version it edits. A console tab opened before
 * another tab's save cannot put back what it loaded (the audit's two tabs: one set package 202
 * to $17.99, the other, opened earlier, changed only its order, and the price went back); it is
 * told, in the operator's language, with the version stored now. A save without a version (an
 * older console) is taken as before; two saves of one version at once: one wins. A save that
 * changes nothing writes nothing: its version stays, so a tab open beside it can still save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponse } from '#shared/contract/console-auth.ts';
import {
  consoleGoods,
  goodsList,
  type ConsoleGoods,
  type GoodsInput,
} from '#shared/contract/console-goods.ts';
import { changedSinceOf } from '#shared/contract/console-version.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import {
  consoleCall,
  setUpConsoleTeam,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';

const clock = testClock();
let t: TestApp;
let owner: ConsoleSession;

const call = (path: string, body?: unknown, language = '3') =>
  consoleCall(t.app, body === undefined ? 'GET' : 'POST', path, {
    session: owner,
    headers: { language },
    ...(body === undefined ? {} : { body }),
  });

/** The package as the console loads it (the list), and the input its dialog sends. */
async function load(id: number): Promise<ConsoleGoods> {
  const found = goodsList.parse((await call('/goods')).body.data).items.find((g) => g.id === id);
  if (!found) throw new Error(`no package ${id}`);
  return found;
}
const inputOf = (g: ConsoleGoods, over: Partial<GoodsInput> = {}): GoodsInput => ({
  type: g.type === 2 ? 2 : 1,
  price_cents: g.price_cents,
  gold: g.gold,
  bonus: g.bonus,
  vip_days: g.vip_days,
  tag: g.tag,
  tag_text: g.tag_text,
  tag_color: g.tag_color,
  note: g.note,
  sort: g.sort,
  sale_from: g.sale_from,
  sale_until: g.sale_until,
  active: g.active,
  version: g.version,
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  ({ owner } = await setUpConsoleTeam(t.app, clock));
});
afterAll(async () => {
  await t.close();
});

describe('two tabs on one package', () => {
  it('refuses the save of the tab opened before the other saved, and keeps the other save', async () => {
    const tabB = await load(202);
    const tabA = await load(202);
    expect(tabA.version).toBe(tabB.version);

    // The clock stands still: the version still moves with the save.
    const saved = await call('/goods/202', inputOf(tabA, { price_cents: 1799 }));
    expect(saved.body.code).toBe(200);
    const afterA = consoleGoods.parse(saved.body.data);
    expect(afterA.version).not.toBe(tabA.version);

    const refused = await call('/goods/202', inputOf(tabB, { sort: tabB.sort + 1 }));
    expect(refused.body).toMatchObject({
      code: 601,
      msg: 'Someone else changed this package since you opened it. Reload to see their changes.',
    });
    expect(changedSinceOf(refused.body.data)).toEqual({ changed_since: true, version: afterA.version });
    expect(await load(202)).toMatchObject({ price_cents: 1799, sort: tabB.sort, version: afterA.version });

    // In the operator's language.
    const thai = await call('/goods/202', inputOf(tabB, { sort: 7 }), '4');
    expect(thai.body.code).toBe(601);
    expect(thai.body.msg).toContain('แพ็กเกจ');

    // Told, the operator saves again naming the version now stored: that replaces it.
    const again = await call('/goods/202', inputOf(tabB, { sort: 7, version: afterA.version }));
    expect(again.body.code).toBe(200);
    expect(await load(202)).toMatchObject({ price_cents: tabB.price_cents, sort: 7 });

    // The refused saves wrote nothing, audit row included.
    const audit = auditResponse.parse((await call('/audit?entity=goods')).body.data);
    expect(audit.items.filter((i) => i.entity_id === '202')).toHaveLength(2);
  });

  it('writes nothing for a save that changes nothing: the same version, no audit row', async () => {
    const audited = async () =>
      auditResponse
        .parse((await call('/audit?entity=goods')).body.data)
        .items.filter((i) => i.entity_id === '102').length;
    const loaded = await load(102);
    const rows = await audited();
    clock.advance(60_000);

    // Saved as it is: answered as it is, its version where it was.
    const same = await call('/goods/102', inputOf(loaded));
    expect(same.body.code).toBe(200);
    const answered = consoleGoods.parse(same.body.data);
    expect(answered.version).toBe(loaded.version);
    expect(answered.updated_at).toBe(loaded.updated_at);
    expect(await load(102)).toEqual(loaded);
    expect(await audited()).toBe(rows);

    // So another tab open on it since is not told it changed: its save is taken.
    const other = await call('/goods/102', inputOf(loaded, { sort: loaded.sort + 5 }));
    expect(other.body.code).toBe(200);
    expect(consoleGoods.parse(other.body.data).version).not.toBe(loaded.version);
    expect(await audited()).toBe(rows + 1);
  });

  it('takes a save without a version (an older console) as before', async () => {
    const stale = await load(201);
    expect((await call('/goods/201', inputOf(stale, { sort: 11 }))).body.code).toBe(200);
    const { version: _dropped, ...old } = inputOf(stale, { sort: 12 });
    expect((await call('/goods/201', old)).body.code).toBe(200);
    expect((await load(201)).sort).toBe(12);
  });

  it('lets one of two saves of the same version in at once, and refuses the other', async () => {
    const loaded = await load(203);
    const answers = await Promise.all([
      call('/goods/203', inputOf(loaded, { price_cents: 8999 })),
      call('/goods/203', inputOf(loaded, { sort: 31 })),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 601]);
  });
});
