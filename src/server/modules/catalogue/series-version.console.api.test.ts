/**
 * Decision 0063 for a series' details: a save names the version it edits. The audit's two
 * tabs: one saved a synopsis, the other (opened before) changed the free episodes, and the
 * synopsis went back. Now the second save is refused, with the version stored now; writes beside
 * the details form (episode prices, publication) do not change the version; a save without a
 * version (an older console) is taken as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriesDetail, type SeriesDetail, type SeriesInput } from '#shared/contract/console-catalogue.ts';
import { changedSinceOf } from '#shared/contract/console-version.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import {
  consoleCall,
  setUpConsoleTeam,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';
import { seedCatalogue } from './catalogue-seed.repository.ts';

const clock = testClock(Date.parse('2026-11-26T09:00:10Z'));
let t: TestApp;
let editor: ConsoleSession;
let id: number;

const call = (method: 'GET' | 'POST', path: string, body?: unknown, language = '3') =>
  consoleCall(t.app, method, path, {
    session: editor,
    headers: { language },
    ...(body === undefined ? {} : { body }),
  });

async function load(): Promise<SeriesDetail> {
  const res = await call('GET', `/series/${id}`);
  expect(res.body.code).toBe(200);
  return seriesDetail.parse(res.body.data);
}

/** What the details form sends for the series it loaded. */
const inputOf = (s: SeriesDetail, over: Partial<SeriesInput> = {}): SeriesInput => ({
  slug: s.slug,
  status: s.status,
  texts: s.texts,
  tag_ids: s.tag_ids,
  free_episodes: s.free_episodes,
  episode_price: s.episode_price,
  version: s.version,
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  await seedCatalogue(t.database.db, moneyCatalogue(1, 6), clock.now());
  ({ editor } = await setUpConsoleTeam(t.app, clock));
  const list = await call('GET', '/series');
  id = (list.body.data as { items: { id: number }[] }).items[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

describe("two tabs on one series' details", () => {
  it('refuses the save of the tab opened before the other saved, and keeps the other save', async () => {
    const tabB = await load();
    const tabA = await load();
    const synopsis = 'A new synopsis, written in tab A.';
    const texts = { ...tabA.texts, en: { title: tabA.texts.en?.title ?? 'Title', synopsis } };
    const saved = await call('POST', `/series/${id}`, inputOf(tabA, { texts }));
    expect(saved.body.code).toBe(200);
    const afterA = seriesDetail.parse(saved.body.data);
    expect(afterA.version).not.toBe(tabA.version);

    const refused = await call('POST', `/series/${id}`, inputOf(tabB, { free_episodes: 4 }));
    expect(refused.body).toMatchObject({
      code: 601,
      msg: "Someone else changed this series' details since you opened them. Reload to see their changes.",
    });
    expect(changedSinceOf(refused.body.data)).toEqual({ changed_since: true, version: afterA.version });
    const now = await load();
    expect(now.texts.en?.synopsis).toBe(synopsis);
    expect(now.free_episodes).toBe(tabB.free_episodes);

    const chinese = await call('POST', `/series/${id}`, inputOf(tabB, { free_episodes: 4 }), '1');
    expect(chinese.body.msg).toContain('剧集');

    // Told, the operator saves again naming the version now stored: that replaces it.
    const again = await call(
      'POST',
      `/series/${id}`,
      inputOf(tabB, { free_episodes: 4, version: now.version }),
    );
    expect(again.body.code).toBe(200);
    expect(seriesDetail.parse(again.body.data)).toMatchObject({ free_episodes: 4 });
  });

  it('keeps the version through writes beside the form (episode prices, publication)', async () => {
    const loaded = await load();
    const prices = await call('POST', `/series/${id}/episodes/prices`, {
      from_number: 5,
      to_number: 6,
      price_override: 25,
    });
    expect(prices.body.code).toBe(200);
    expect(seriesDetail.parse(prices.body.data).version).toBe(loaded.version);
    expect((await call('POST', `/series/${id}/unpublish`)).body.code).toBe(200);
    const saved = await call('POST', `/series/${id}`, inputOf(loaded, { episode_price: 12 }));
    expect(saved.body.code).toBe(200);
  });

  it('takes a save without a version (an older console) as before', async () => {
    const stale = await load();
    expect((await call('POST', `/series/${id}`, inputOf(stale, { free_episodes: 1 }))).body.code).toBe(200);
    const { version: _dropped, ...old } = inputOf(stale, { free_episodes: 2 });
    expect((await call('POST', `/series/${id}`, old)).body.code).toBe(200);
    expect((await load()).free_episodes).toBe(2);
  });

  it('lets one of two saves of the same version in at once, and refuses the other', async () => {
    const loaded = await load();
    const answers = await Promise.all([
      call('POST', `/series/${id}`, inputOf(loaded, { free_episodes: 3 })),
      call('POST', `/series/${id}`, inputOf(loaded, { episode_price: 14 })),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 601]);
  });
});
