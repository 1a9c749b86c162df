/**
 * A price is at least 1 coin, the series' default and an episode's own: 0 is refused with words
 * that point to the free episodes (the first N: entitlement.ts), since a 0-coin episode would
 * stay locked behind an unlock for nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriesDetail, seriesListResponse, type SeriesInput } from '#shared/contract/console-catalogue.ts';
import { SERVER_MESSAGES } from '../../i18n/messages.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
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

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  await seedCatalogue(t.database.db, moneyCatalogue(1, 6), clock.now());
  ({ editor } = await setUpConsoleTeam(t.app, clock));
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', path: string, body?: unknown, language = '3') =>
  consoleCall(t.app, method, path, { session: editor, headers: { language }, ...(body ? { body } : {}) });

const input = (episodePrice: number): SeriesInput => ({
  status: 'new',
  texts: { en: { title: 'Priced Drama', synopsis: '' } },
  tag_ids: [],
  free_episodes: 2,
  episode_price: episodePrice,
});

async function seeded() {
  const [first] = seriesListResponse.parse((await call('GET', '/series?q=money')).body.data).items;
  const detail = seriesDetail.parse((await call('GET', `/series/${first?.id ?? 0}`)).body.data);
  return detail;
}

describe('prices', () => {
  it("refuses an episode's price of 0, in the operator's language, and keeps the old one", async () => {
    const series = await seeded();
    const episode = series.episodes[4];
    const zero = await call('POST', `/series/${series.id}/episodes/${episode?.id}`, {
      price_override: 0,
      release_at: null,
    });
    expect(zero.body).toMatchObject({ code: 601, msg: SERVER_MESSAGES.en.episode_price_min });
    const thai = await call(
      'POST',
      `/series/${series.id}/episodes/${episode?.id}`,
      { price_override: 0, release_at: null },
      '4',
    );
    expect(thai.body).toMatchObject({ code: 601, msg: SERVER_MESSAGES.th.episode_price_min });
    expect((await seeded()).episodes[4]?.price_override).toBe(episode?.price_override);

    const one = await call('POST', `/series/${series.id}/episodes/${episode?.id}`, {
      price_override: 1,
      release_at: null,
    });
    expect(seriesDetail.parse(one.body.data).episodes[4]?.price_override).toBe(1);
    const back = await call('POST', `/series/${series.id}/episodes/${episode?.id}`, {
      price_override: null,
      release_at: null,
    });
    expect(back.body.code).toBe(200);
  });

  it("refuses a series' default price of 0 on create and update", async () => {
    const made = await call('POST', '/series', input(0));
    expect(made.body).toMatchObject({ code: 601, msg: SERVER_MESSAGES.en.episode_price_min });
    const ok = await call('POST', '/series', input(1));
    expect(ok.body.code).toBe(200);
    const id = (ok.body.data as { id: number }).id;
    const update = await call('POST', `/series/${id}`, input(0));
    expect(update.body).toMatchObject({ code: 601, msg: SERVER_MESSAGES.en.episode_price_min });
    expect(seriesDetail.parse((await call('GET', `/series/${id}`)).body.data).episode_price).toBe(1);
  });
});
