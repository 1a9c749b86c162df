/**
 * A save that changes nothing leaves no row in the audit log (audit-no-op.ts): a banner, a
 * package (whose `updated_at` moves on every save) and the settings saved as they are; the same
 * saves with a change are recorded, and events (sign-in, create, delete, replaced subtitles)
 * are recorded whatever their before and after say.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponse, type AuditEntry } from '#shared/contract/console-auth.ts';
import { goodsList, type ConsoleGoods, type GoodsInput } from '#shared/contract/console-goods.ts';
import { homeCuration, type ConsoleBanner } from '#shared/contract/console-home.ts';
import { consoleSettings } from '#shared/contract/console-settings.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import { CLI_ACTOR } from './audit.service.ts';
import { changedNothing } from './audit-no-op.ts';
import { consoleCall, setUpConsoleTeam, testClock, type ConsoleSession } from './console.testing.ts';

const clock = testClock();
let t: TestApp;
let owner: ConsoleSession;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  await seedCatalogue(t.database.db, moneyCatalogue(2, 2), clock.now());
  ({ owner } = await setUpConsoleTeam(t.app, clock));
});
afterAll(async () => {
  await t.close();
});

async function post(path: string, body: unknown): Promise<unknown> {
  clock.advance(1000);
  const res = await consoleCall(t.app, 'POST', path, { session: owner, body });
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data;
}

async function get(path: string): Promise<unknown> {
  const res = await consoleCall(t.app, 'GET', path, { session: owner });
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data;
}

async function rows(query: string): Promise<AuditEntry[]> {
  return auditResponse.parse(await get(`/audit?size=100&${query}`)).items;
}

const bannerInput = (b: ConsoleBanner) => ({
  drama_id: b.drama_id,
  image: b.image,
  show_from: b.show_from,
  show_until: b.show_until,
});

function goodsInput(g: ConsoleGoods): GoodsInput {
  return {
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
  };
}

describe('an edit that changes nothing', () => {
  it('a banner saved as it is leaves no row; a changed one leaves one', async () => {
    const [banner] = homeCuration.parse(await get('/home')).banners;
    if (!banner) throw new Error('no seeded banner');
    await post(`/home/banners/${banner.id}`, bannerInput(banner));
    expect(await rows('entity=banner&action=update')).toHaveLength(0);

    const until = new Date(clock.now() + 86_400_000).toISOString();
    await post(`/home/banners/${banner.id}`, { ...bannerInput(banner), show_until: until });
    const [changed, ...more] = await rows('entity=banner&action=update');
    expect(more).toHaveLength(0);
    expect(changed).toMatchObject({ before: { show_until: null }, after: { show_until: until } });
  });

  it('a package saved as it is leaves no row and keeps its updated_at (0063)', async () => {
    const [pack] = goodsList.parse(await get('/goods')).items;
    if (!pack) throw new Error('no seeded package');
    await post(`/goods/${pack.id}`, goodsInput(pack));
    const after = goodsList.parse(await get('/goods')).items.find((g) => g.id === pack.id);
    expect(after?.updated_at).toBe(pack.updated_at);
    expect(await rows('entity=goods&action=update')).toHaveLength(0);

    await post(`/goods/${pack.id}`, { ...goodsInput(pack), sort: pack.sort + 1 });
    const [changed, ...more] = await rows('entity=goods&action=update');
    expect(more).toHaveLength(0);
    expect(changed).toMatchObject({ before: { sort: pack.sort }, after: { sort: pack.sort + 1 } });
  });

  it('"Save settings" unchanged leaves no row (no `replaced_keys: []` either); a change does', async () => {
    const view = consoleSettings.parse(await get('/settings'));
    await post('/settings', { values: view.values, rewards: view.rewards });
    await post('/settings', { values: view.values });
    expect(await rows('entity=settings')).toHaveLength(0);

    await post('/settings', { values: { ...view.values, appName: 'Drama Nights' } });
    const [changed, ...more] = await rows('entity=settings');
    expect(more).toHaveLength(0);
    expect(changed).toMatchObject({
      action: 'update',
      before: { appName: view.values.appName },
      after: { appName: 'Drama Nights', replaced_keys: [] },
    });
    // Replacing a secret is a change, though the row never shows it.
    await post('/settings', {
      values: { ...view.values, appName: 'Drama Nights' },
      secrets: { facebook_app_secret: 'shh-0123' },
    });
    expect((await rows('entity=settings'))[0]?.after).toMatchObject({
      replaced_keys: ['facebook_app_secret'],
    });
  });

  it('never skips an event: sign-in, create, delete and replaced subtitles are recorded as they are', async () => {
    const same = { locale: 'th', cues: 3 };
    for (const action of ['login', 'create', 'delete', 'subtitle_replace', 'reset']) {
      await t.app.services.audit.record(t.app.services.uow.read, CLI_ACTOR, {
        action,
        entity: 'no_op_probe',
        entityId: 1,
        before: same,
        after: same,
      });
    }
    await t.app.services.audit.record(t.app.services.uow.read, CLI_ACTOR, {
      action: 'logout',
      entity: 'no_op_probe',
    });
    const actions = (await rows('entity=no_op_probe')).map((e) => e.action).sort();
    expect(actions).toEqual(['create', 'delete', 'login', 'logout', 'reset', 'subtitle_replace']);
  });
});

describe('changedNothing', () => {
  it('is true only for an edit whose before and after say the same, bookkeeping aside', () => {
    const at = (iso: string) => new Date(iso);
    expect(
      changedNothing({
        action: 'update',
        before: { b: 1, a: [1, 2], updatedAt: at('2026-11-26T09:00:00Z') },
        after: { a: [1, 2], b: 1, updatedAt: at('2026-11-28T11:08:57Z') },
      }),
    ).toBe(true);
    expect(changedNothing({ action: 'update', before: { k: 1 }, after: { k: 1, replaced_keys: [] } })).toBe(
      true,
    );
    expect(changedNothing({ action: 'update', before: { a: [1, 2] }, after: { a: [2, 1] } })).toBe(false);
    expect(
      changedNothing({ action: 'update', before: { k: 1 }, after: { k: 1, replaced_keys: ['x'] } }),
    ).toBe(false);
    // A secret changed alone is a change (the row shows neither value).
    expect(changedNothing({ action: 'update', before: { password: 'a' }, after: { password: 'b' } })).toBe(
      false,
    );
    expect(changedNothing({ action: 'update', before: null, after: { k: 1 } })).toBe(false);
    expect(changedNothing({ action: 'update' })).toBe(false);
    expect(changedNothing({ action: 'subtitle_replace', before: { k: 1 }, after: { k: 1 } })).toBe(false);
  });
});
