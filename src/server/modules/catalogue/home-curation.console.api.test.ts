/**
 * Home curation through /console-api (issue 17): roles, validation codes, audit rows, the show
 * window, and what viewers' GET /video/home answers, within the freshness bound on the app's
 * clock (no sleeps).
 */
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_FRESHNESS } from '#shared/constants.ts';
import { homeData } from '#shared/contract/catalogue.ts';
import { auditResponse } from '#shared/contract/console-auth.ts';
import { bannerImage, homeCuration, type BannerInput } from '#shared/contract/console-home.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import {
  consoleCall,
  postImage,
  setUpConsoleTeam,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';
import { seedCatalogue } from './catalogue-seed.repository.ts';

const clock = testClock(Date.parse('2026-11-26T09:00:10Z'));
/** Windows in minutes: the operators' sessions stay open meanwhile. */
const MINUTE = 60_000;
let t: TestApp;
let editor: ConsoleSession;
let owner: ConsoleSession;
let support: ConsoleSession;
let dramaIds: number[];

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  await seedCatalogue(t.database.db, moneyCatalogue(3, 3), clock.now());
  ({ owner, editor, support } = await setUpConsoleTeam(t.app, clock));
  dramaIds = (await curation()).banners.map((b) => b.drama_id);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', path: string, body?: unknown, session = editor) =>
  consoleCall(t.app, method, path, { session, ...(body === undefined ? {} : { body }) });

async function curation() {
  const res = await call('GET', '/home');
  expect(res.body.code).toBe(200);
  return homeCuration.parse(res.body.data);
}

async function write(path: string, body?: unknown) {
  const res = await call('POST', path, body);
  expect(res.body).toMatchObject({ code: 200 });
  return homeCuration.parse(res.body.data);
}

/** What a viewer's next request gets once every process's cache has let go of the last answer. */
async function viewerHome() {
  clock.advance(CATALOGUE_FRESHNESS.serverTtlMs + 1);
  return homeData.parse((await t.api.get('/video/home', {}, { language: 3 })).body.data);
}

const banner = (over: Partial<BannerInput> = {}): BannerInput => ({
  drama_id: dramaIds[0] ?? 0,
  image: null,
  show_from: null,
  show_until: null,
  ...over,
});

describe('home curation: access and validation', () => {
  it('is for editors and owners only', async () => {
    expect((await call('GET', '/home', undefined, owner)).body.code).toBe(200);
    expect((await call('GET', '/home', undefined, support)).body.code).toBe(903);
    expect((await consoleCall(t.app, 'GET', '/home')).body.code).toBe(901);
    expect((await call('POST', '/home/banners', banner(), support)).body.code).toBe(903);
    expect((await call('POST', '/home/rails', { rails: [] }, support)).body.code).toBe(903);
  });

  it('refuses bad banners with 601 naming the field', async () => {
    const cases: [unknown, string][] = [
      [banner({ drama_id: 999_999 }), 'drama_id'],
      [banner({ image: '../secrets.webp' }), 'image'],
      [banner({ show_from: '2026-12-02T00:00:00Z', show_until: '2026-12-01T00:00:00Z' }), 'show_until'],
      [banner({ show_from: 'tomorrow' }), 'show_from'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/home/banners', body);
      expect(res.body).toMatchObject({ code: 601, msg: expect.stringContaining(field) as unknown });
    }
    expect((await call('POST', '/home/banners/424242', banner())).body.code).toBe(404);
    expect((await call('POST', '/home/banners/424242/delete')).body.code).toBe(404);
    const ids = (await curation()).banners.map((b) => b.id);
    expect((await call('POST', '/home/banners/order', { banner_ids: ids.slice(1) })).body).toMatchObject({
      code: 601,
      msg: expect.stringContaining('banner_ids') as unknown,
    });
    const twice = { rails: ['hot', 'hot', 'new', 'tags'].map((key) => ({ key, visible: true })) };
    expect((await call('POST', '/home/rails', twice)).body.code).toBe(601);
  });
});

describe('home curation: banners', () => {
  it('lists the seeded banners (the series poster as their image), live', async () => {
    const { banners, rails } = await curation();
    expect(banners.length).toBe(3);
    expect(banners.every((b) => b.state === 'live' && b.image === null)).toBe(true);
    expect(banners[0]?.image_url).toMatch(/^\/media\/posters\/money-\d{3}\.webp$/);
    expect(rails.map((r) => r.key)).toEqual(['hot', 'new', 'completed', 'tags']);
  });

  it('cuts an uploaded image to 16:9 WebP; viewers get it once the cache lets go', async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
    const crop = { x: '0', y: '50', width: '1600', height: '900' };
    const res = await postImage(t.app, editor, '/home/banner-image', photo, crop);
    const stored = bannerImage.parse(res.json<{ data: unknown }>().data);
    expect(stored.image).toMatch(/^posters\/banner-[0-9a-f]{12}\.webp$/);
    expect(stored.url).toBe(`/media/${stored.image}`);
    const meta = await sharp(path.join(t.config.mediaRoot, stored.image)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280, height: 720 });
    const square = { x: '0', y: '0', width: '900', height: '900' };
    expect((await postImage(t.app, editor, '/home/banner-image', photo, square)).json()).toMatchObject({
      code: 601,
      msg: expect.stringContaining('height') as unknown,
    });

    const before = await viewerHome();
    const made = await write('/home/banners', banner({ drama_id: dramaIds[1] ?? 0, image: stored.image }));
    const added = made.banners.at(-1);
    expect(added).toMatchObject({ image: stored.image, image_url: stored.url, state: 'live' });
    // The answer kept a moment ago still serves, then the new one.
    const cached = homeData.parse((await t.api.get('/video/home', {}, { language: 3 })).body.data);
    expect(cached.banners.length).toBe(before.banners.length);
    const after = await viewerHome();
    expect(after.banners.at(-1)).toMatchObject({ banner_id: added?.id, image: stored.url });

    const audit = auditResponse.parse(
      (await call('GET', '/audit?entity=banner&action=create', undefined, owner)).body.data,
    );
    expect(audit.items[0]).toMatchObject({
      operator_name: 'Edda',
      entity_id: String(added?.id),
      before: null,
      after: { drama_id: dramaIds[1], image: stored.image },
    });
  });

  it('shows a banner only inside its window, and tells the console where it stands', async () => {
    const from = new Date(clock.now() + MINUTE).toISOString();
    const until = new Date(clock.now() + 2 * MINUTE).toISOString();
    const made = await write(
      '/home/banners',
      banner({ drama_id: dramaIds[2] ?? 0, show_from: from, show_until: until }),
    );
    const id = made.banners.at(-1)?.id ?? 0;
    expect(made.banners.at(-1)?.state).toBe('scheduled');
    const ids = async () => (await viewerHome()).banners.map((b) => b.banner_id);
    expect(await ids()).not.toContain(id);

    clock.advance(MINUTE);
    expect(await ids()).toContain(id);
    expect((await curation()).banners.find((b) => b.id === id)?.state).toBe('live');

    clock.advance(MINUTE);
    expect(await ids()).not.toContain(id);
    expect((await curation()).banners.find((b) => b.id === id)?.state).toBe('expired');
  });

  it('hides a banner whose series is unpublished', async () => {
    const target = (await curation()).banners[0];
    expect((await call('POST', `/series/${target?.drama_id}/unpublish`)).body.code).toBe(200);
    expect((await curation()).banners[0]?.state).toBe('hidden');
    expect((await viewerHome()).banners.map((b) => b.drama_id)).not.toContain(target?.drama_id);
    expect((await call('POST', `/series/${target?.drama_id}/publish`)).body.code).toBe(200);
  });

  it('edits, reorders and deletes, each audited with before and after', async () => {
    const { banners } = await curation();
    const first = banners[0];
    const until = new Date(clock.now() + 30 * MINUTE).toISOString();
    const edited = await write(
      `/home/banners/${first?.id}`,
      banner({ drama_id: first?.drama_id ?? 0, show_until: until }),
    );
    expect(edited.banners[0]?.show_until).toBe(until);

    const reversed = banners.map((b) => b.id).reverse();
    const sorted = await write('/home/banners/order', { banner_ids: reversed });
    expect(sorted.banners.map((b) => b.id)).toEqual(reversed);
    const live = sorted.banners.filter((b) => b.state === 'live').map((b) => b.id);
    expect((await viewerHome()).banners.map((b) => b.banner_id)).toEqual(live);

    const removed = await write(`/home/banners/${first?.id}/delete`);
    expect(removed.banners.map((b) => b.id)).not.toContain(first?.id);
    expect((await viewerHome()).banners.map((b) => b.banner_id)).not.toContain(first?.id);

    const audit = auditResponse.parse(
      (await call('GET', '/audit?entity=banner', undefined, owner)).body.data,
    );
    const byAction = (action: string) => audit.items.find((e) => e.action === action);
    expect(byAction('update')).toMatchObject({ before: { show_until: null }, after: { show_until: until } });
    expect(byAction('banner_order')).toMatchObject({ before: banners.map((b) => b.id), after: reversed });
    expect(byAction('delete')).toMatchObject({ entity_id: String(first?.id), after: null });
    expect(byAction('delete')?.before).toMatchObject({ id: first?.id });
  });
});

describe('home curation: rails', () => {
  it('orders and hides home rails for viewers, audited', async () => {
    const before = await viewerHome();
    expect(before.rails.map((r) => r.key)).toEqual(['hot', 'new', 'money']);
    const rails = [
      { key: 'tags', visible: true },
      { key: 'hot', visible: true },
      { key: 'new', visible: false },
      { key: 'completed', visible: true },
    ];
    expect((await write('/home/rails', { rails })).rails).toEqual(rails);
    expect((await viewerHome()).rails.map((r) => r.key)).toEqual(['money', 'hot']);

    const audit = auditResponse.parse(
      (await call('GET', '/audit?entity=home_rails', undefined, owner)).body.data,
    );
    expect(audit.items[0]).toMatchObject({
      operator_name: 'Edda',
      action: 'update',
      before: [
        { key: 'hot', visible: true },
        { key: 'new', visible: true },
        { key: 'completed', visible: true },
        { key: 'tags', visible: true },
      ],
      after: rails,
    });
  });
});
