/**
 * Titles: a series needs one in at least one language (601 in the operator's language), and a
 * viewer whose language has none reads another language's (English first), never the slug.
 * The console's list names a series in the operator's language first, then English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailData } from '#shared/contract/catalogue.ts';
import { seriesListResponse, type SeriesInput } from '#shared/contract/console-catalogue.ts';
import { SERVER_MESSAGES } from '../../i18n/messages.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
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

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  await seedCatalogue(t.database.db, moneyCatalogue(1, 2), clock.now());
  ({ editor } = await setUpConsoleTeam(t.app, clock));
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', path: string, body?: unknown, language = '3') =>
  consoleCall(t.app, method, path, { session: editor, headers: { language }, ...(body ? { body } : {}) });

const input = (texts: SeriesInput['texts']): SeriesInput => ({
  status: 'new',
  texts,
  tag_ids: [],
  free_episodes: 3,
  episode_price: 30,
});

describe('series titles', () => {
  it('refuses a series without a title in any language, on create and update', async () => {
    const total = async () => seriesListResponse.parse((await call('GET', '/series')).body.data).total;
    const before = await total();
    const none = await call('POST', '/series', input({}));
    expect(none.body).toMatchObject({ code: 601, msg: SERVER_MESSAGES.en.series_title_required });
    const blank = await call(
      'POST',
      '/series',
      input({ en: { title: '   ', synopsis: 'Only a synopsis' } }),
      '4',
    );
    expect(blank.body).toMatchObject({ code: 601, msg: SERVER_MESSAGES.th.series_title_required });
    expect(await total()).toBe(before);

    const made = await call('POST', '/series', input({ th: { title: 'ชื่อเรื่อง', synopsis: '' } }));
    expect(made.body.code).toBe(200);
    const id = (made.body.data as { id: number }).id;
    const cleared = await call('POST', `/series/${id}`, input({ th: { title: '', synopsis: 'x' } }));
    expect(cleared.body.code).toBe(601);
  });

  it('shows viewers another language’s title and synopsis, English first, never the slug', async () => {
    const [seeded] = seriesListResponse.parse((await call('GET', '/series?q=money')).body.data).items;
    const id = seeded?.id ?? 0;
    const saved = await call(
      'POST',
      `/series/${id}`,
      input({
        en: { title: 'Audit Test Drama', synopsis: 'In English.' },
        th: { title: 'ละครทดสอบ', synopsis: '' },
      }),
    );
    expect(saved.body.code).toBe(200);
    clock.advance(CATALOGUE_CACHE_TTL_MS + 1);
    const token = await deviceToken(t.api, 'series-titles-01');
    const drama = async (language: number) =>
      detailData.parse((await t.api.post('/video/detail', { drama_id: id }, { token, language })).body.data)
        .drama;
    // Traditional Chinese (2) has no text: English's. Thai (4) has its title, English's synopsis.
    expect(await drama(2)).toMatchObject({ title: 'Audit Test Drama', synopsis: 'In English.' });
    expect(await drama(4)).toMatchObject({ title: 'ละครทดสอบ', synopsis: 'In English.' });
  });

  it("lists each series by its title in the operator's language, else English, else any", async () => {
    const made = await call(
      'POST',
      '/series',
      input({
        en: { title: 'Listed In Three', synopsis: '' },
        th: { title: 'ละครสามภาษา', synopsis: '' },
        'zh-Hans': { title: '三语短剧', synopsis: '' },
      }),
    );
    const id = (made.body.data as { id: number }).id;
    const titleIn = async (language: string) =>
      seriesListResponse
        .parse((await call('GET', '/series?q=listed', undefined, language)).body.data)
        .items.find((s) => s.id === id)?.title;
    expect(await titleIn('4')).toBe('ละครสามภาษา');
    expect(await titleIn('1')).toBe('三语短剧');
    expect(await titleIn('3')).toBe('Listed In Three');
    // Traditional Chinese (2) and Indonesian (5) have none: English's.
    expect(await titleIn('2')).toBe('Listed In Three');
    expect(await titleIn('5')).toBe('Listed In Three');
  });
});
