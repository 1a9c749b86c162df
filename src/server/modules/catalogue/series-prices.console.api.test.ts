/**
 * A price is at least 1 coin, the series' default and an episode's own: 0 is refused with words
 * that point to the free episodes (the first N: entitlement.ts), since a 0-coin episode would
 * stay locked behind an unlock for nothing (decision 0057). One price for a run of episodes
 * (`/episodes/prices`): every episode numbered from..to gets it (null = the series' default
 * again), viewers are charged it, the change is audited, and a run that is reversed, empty or
 * priced at 0 is refused with words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailData } from '#shared/contract/catalogue.ts';
import { auditResponse } from '#shared/contract/console-auth.ts';
import { seriesDetail, seriesListResponse, type SeriesInput } from '#shared/contract/console-catalogue.ts';
import { SERVER_MESSAGES } from '../../i18n/messages.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { grant, ledgerMismatches } from '../../testing/money.ts';
import {
  consoleCall,
  setUpConsoleTeam,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';
import { CATALOGUE_CACHE_TTL_MS } from './catalogue.cache.ts';
import { seedCatalogue } from './catalogue-seed.repository.ts';

const clock = testClock(Date.parse('2026-11-26T09:00:10Z'));
let t: TestApp;
let editor: ConsoleSession;
let owner: ConsoleSession;
let support: ConsoleSession;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  // Six episodes, the first two free, 10 coins each by the series' default.
  await seedCatalogue(t.database.db, moneyCatalogue(1, 6, 2, 10), clock.now());
  ({ editor, owner, support } = await setUpConsoleTeam(t.app, clock));
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

describe('one price for a run of episodes', () => {
  let id = 0;
  const setPrices = (body: unknown, session = editor, language = '3') =>
    consoleCall(t.app, 'POST', `/series/${id}/episodes/prices`, { session, body, headers: { language } });
  const prices = (data: unknown) =>
    seriesDetail.parse(data).episodes.map((e) => [e.number, e.price_override]);

  it('prices episodes 3 to 5 at once, and viewers are charged it', async () => {
    id = (await seeded()).id;
    const res = await setPrices({ from_number: 3, to_number: 5, price_override: 25 });
    expect(res.body.code).toBe(200);
    expect(prices(res.body.data)).toEqual([
      [1, null],
      [2, null],
      [3, 25],
      [4, 25],
      [5, 25],
      [6, null],
    ]);

    const token = await deviceToken(t.api, 'episode-prices-viewer-01');
    const me = (await t.api.post('/user/index', undefined, { token })).body.data as { uid: number };
    await grant(t.database.db, me.uid, { gold: 100 });
    clock.advance(CATALOGUE_CACHE_TTL_MS + 1); // past the catalogue cache
    const detail = detailData.parse(
      (await t.api.post('/video/detail', { drama_id: id }, { token })).body.data,
    );
    expect(detail.episodes.map((e) => e.price)).toEqual([0, 0, 25, 25, 25, 10]);
    const third = detail.episodes.find((e) => e.number === 3);
    const unlock = await t.api.post(
      '/video/unlock',
      { episode_id: third?.episode_id, scope: 'one' },
      { token },
    );
    expect(unlock.body.code).toBe(200);
    const after = detailData.parse(
      (await t.api.post('/video/detail', { drama_id: id }, { token })).body.data,
    );
    expect(after.balance.gold).toBe(75);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('puts a run back on the series default with null, and audits the change', async () => {
    const res = await setPrices({ from_number: 4, to_number: 60, price_override: null });
    expect(res.body.code).toBe(200);
    expect(prices(res.body.data).slice(2, 5)).toEqual([
      [3, 25],
      [4, null],
      [5, null],
    ]);
    const audit = await consoleCall(t.app, 'GET', '/audit?entity=series&action=episode_prices', {
      session: owner,
    });
    const entries = auditResponse.parse(audit.body.data).items;
    expect(entries.length).toBe(2);
  });

  it('refuses a price of 0, a reversed run, a run with no episode, and a support operator', async () => {
    const before = prices((await consoleCall(t.app, 'GET', `/series/${id}`, { session: editor })).body.data);
    const zero = await setPrices({ from_number: 3, to_number: 4, price_override: 0 });
    expect(zero.body.code).toBe(601);
    expect(zero.body.msg).toBe(SERVER_MESSAGES.en.episode_price_min);

    const reversed = await setPrices({ from_number: 5, to_number: 3, price_override: 30 });
    expect(reversed.body.code).toBe(601);
    expect(reversed.body.msg).toContain('to_number');

    const none = await setPrices({ from_number: 40, to_number: 60, price_override: 30 }, editor, '4');
    expect(none.body.code).toBe(601);
    expect(none.body.msg).toBe(
      SERVER_MESSAGES.th['prices.no_episodes'].replace('{from}', '40').replace('{to}', '60'),
    );

    const refused = await setPrices({ from_number: 1, to_number: 6, price_override: 30 }, support);
    expect(refused.body.code).not.toBe(200);
    const now = prices((await consoleCall(t.app, 'GET', `/series/${id}`, { session: editor })).body.data);
    expect(now).toEqual(before);
  });
});
