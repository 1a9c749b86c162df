import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodeMedia } from '#db/schema/media.ts';
import { detailData, dramaPage } from '#shared/contract/catalogue.ts';
import { auditResponse } from '#shared/contract/console-auth.ts';
import {
  seriesDetail,
  seriesListResponse,
  tagListResponse,
  type SeriesInput,
} from '#shared/contract/console-catalogue.ts';
import { SERVER_MESSAGES } from '../../i18n/messages.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { grant, ledgerMismatches } from '../../testing/money.ts';
import { CATALOGUE_CACHE_TTL_MS } from './catalogue.cache.ts';
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
let t: TestApp;
let editor: ConsoleSession;
let owner: ConsoleSession;
let support: ConsoleSession;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  await seedCatalogue(t.database.db, moneyCatalogue(1, 6), clock.now());
  ({ owner, editor, support } = await setUpConsoleTeam(t.app, clock));
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', path: string, body?: unknown, session = editor) =>
  consoleCall(t.app, method, path, { session, ...(body === undefined ? {} : { body }) });

async function detail(id: number) {
  const res = await call('GET', `/series/${id}`);
  expect(res.body.code).toBe(200);
  return seriesDetail.parse(res.body.data);
}

const input = (over: Partial<SeriesInput> = {}): SeriesInput => ({
  status: 'new',
  texts: {
    en: { title: 'The Heiress Returns', synopsis: 'She is back, and she remembers.' },
    th: { title: 'ทายาทกลับมา', synopsis: '' },
  },
  tag_ids: [],
  free_episodes: 3,
  episode_price: 30,
  ...over,
});

describe('console series', () => {
  it('creates a draft series with its texts, tags and a slug from the English title', async () => {
    const tags = tagListResponse.parse((await call('GET', '/tags')).body.data).items;
    expect(tags.length).toBeGreaterThan(0);
    const res = await call('POST', '/series', input({ tag_ids: [tags[0]?.id ?? 0] }));
    expect(res.body.code).toBe(200);
    const { id } = res.body.data as { id: number };
    const d = await detail(id);
    expect(d).toMatchObject({
      slug: 'the-heiress-returns',
      title: 'The Heiress Returns',
      published_at: null,
      poster: '',
      free_episodes: 3,
      episode_price: 30,
      tag_ids: [tags[0]?.id],
      episodes: [],
      completeness: { en: true, th: false, 'zh-Hant': false, 'zh-Hans': false, id: false },
    });
    expect(d.texts.th).toEqual({ title: 'ทายาทกลับมา', synopsis: '' });

    // The same title again gets the next free slug; a slug asked for and taken is refused.
    const again = await call('POST', '/series', input());
    expect((await detail((again.body.data as { id: number }).id)).slug).toBe('the-heiress-returns-2');
    const taken = await call('POST', '/series', input({ slug: 'the-heiress-returns' }));
    expect(taken.body.code).toBe(922);

    const list = seriesListResponse.parse((await call('GET', '/series?q=heiress')).body.data);
    expect(list.items.map((s) => s.slug)).toEqual(['the-heiress-returns-2', 'the-heiress-returns']);
    expect(list.total).toBe(2);
  });

  it('refuses unknown tags and bad fields with the field named, and changes nothing', async () => {
    const bad = await call('POST', '/series', input({ tag_ids: [999_999] }));
    expect(bad.body).toMatchObject({ code: 601 });
    const price = await call('POST', '/series', { ...input(), episode_price: -1 });
    expect(price.body.code).toBe(601);
    expect(seriesListResponse.parse((await call('GET', '/series?q=heiress')).body.data).total).toBe(2);
  });

  it('publishes only a series with a poster, a written language and a ready episode 1', async () => {
    const { id } = (await call('POST', '/series', input({ texts: { th: { title: 'ร่าง', synopsis: '' } } })))
      .body.data as { id: number };
    const refused = await consoleCall(t.app, 'POST', `/series/${id}/publish`, {
      session: editor,
      headers: { language: '3' },
    });
    expect(refused.body.code).toBe(921);
    expect(refused.body.msg).toBe(
      SERVER_MESSAGES.en.series_not_ready.replace(
        '{missing}',
        [
          SERVER_MESSAGES.en.series_missing_poster,
          SERVER_MESSAGES.en.series_missing_text,
          SERVER_MESSAGES.en.series_missing_episode,
        ].join(', '),
      ),
    );
    expect((await detail(id)).published_at).toBeNull();
  });

  it('unpublishes and publishes a series on the air, at the clock', async () => {
    const [seeded] = seriesListResponse.parse((await call('GET', '/series?q=money')).body.data).items;
    expect(seeded?.published_at).not.toBeNull();
    const id = seeded?.id ?? 0;
    expect((await call('POST', `/series/${id}/unpublish`)).body.code).toBe(200);
    expect((await detail(id)).published_at).toBeNull();
    clock.advance(1000);
    const back = seriesDetail.parse((await call('POST', `/series/${id}/publish`)).body.data);
    expect(back.published_at).toBe(new Date(clock.now()).toISOString());
  });

  it('prices, reorders and schedules episodes, and names what is wrong', async () => {
    const [seeded] = seriesListResponse.parse((await call('GET', '/series?q=money')).body.data).items;
    const id = seeded?.id ?? 0;
    const before = await detail(id);
    expect(before.episodes).toHaveLength(6);
    const [e1, e2] = before.episodes;

    const priced = seriesDetail.parse(
      (await call('POST', `/series/${id}/episodes/${e2?.id}`, { price_override: 55, release_at: null })).body
        .data,
    );
    expect(priced.episodes[1]?.price_override).toBe(55);
    const elsewhere = await call('POST', `/series/${id}/episodes/999999`, {
      price_override: 1,
      release_at: null,
    });
    expect(elsewhere.body.code).toBe(404);

    const order = [e2?.id, e1?.id, ...before.episodes.slice(2).map((e) => e.id)];
    const reordered = seriesDetail.parse(
      (await call('POST', `/series/${id}/episodes/order`, { episode_ids: order })).body.data,
    );
    expect(reordered.episodes.map((e) => e.id)).toEqual(order);
    expect(reordered.episodes.map((e) => e.number)).toEqual([1, 2, 3, 4, 5, 6]);
    const partial = await call('POST', `/series/${id}/episodes/order`, { episode_ids: order.slice(1) });
    expect(partial.body).toMatchObject({ code: 601 });

    // Episodes 5 and 6, due on 2026-12-24 (so not out), move to 20:00 Bangkok from 2026-11-28.
    // They are out now: scheduled again only while the series is unpublished.
    expect((await call('POST', `/series/${id}/unpublish`)).body.code).toBe(200);
    for (const e of before.episodes.slice(4))
      await call('POST', `/series/${id}/episodes/${e.id}`, { release_at: '2026-12-24T12:00:00Z' });
    expect((await call('POST', `/series/${id}/publish`)).body.code).toBe(200);
    const planned = seriesDetail.parse(
      (
        await call('POST', `/series/${id}/release-plan`, {
          from_number: 5,
          per_day: 1,
          time: '20:00',
          time_zone: 'Asia/Bangkok',
          from_date: '2026-11-28',
        })
      ).body.data,
    );
    expect(planned.episodes.map((e) => e.release_at)).toEqual([
      null,
      null,
      null,
      null,
      '2026-11-28T13:00:00.000Z',
      '2026-11-29T13:00:00.000Z',
    ]);
    expect(planned.next_release_at).toBe('2026-11-28T13:00:00.000Z');
    const badZone = await call('POST', `/series/${id}/release-plan`, {
      from_number: 5,
      per_day: 1,
      time: '20:00',
      time_zone: 'Mars/Olympus',
      from_date: '2026-11-28',
    });
    expect(badZone.body).toMatchObject({ code: 601 });
  });

  it('cuts an uploaded poster to its 3:4 crop and stores it as a 600 x 800 WebP', async () => {
    const { id } = (await call('POST', '/series', input({ slug: 'poster-test' }))).body.data as {
      id: number;
    };
    const photo = await sharp({
      create: { width: 400, height: 500, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, crop: Record<string, string>) =>
      postImage(t.app, editor, `/series/${id}/poster`, bytes, crop);
    const res = await upload(photo, { x: '50', y: '60', width: '300', height: '400' });
    expect(res.json()).toMatchObject({ code: 200 });
    const poster = seriesDetail.parse(res.json<{ data: unknown }>().data).poster;
    expect(poster).toMatch(/^\/media\/posters\/poster-test-[0-9a-f]{12}\.webp$/);
    const stored = await sharp(path.join(t.config.mediaRoot, poster.replace('/media/', ''))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 600, height: 800 });

    expect((await upload(photo, { x: '0', y: '0', width: '400', height: '400' })).json()).toMatchObject({
      code: 601,
    });
    expect((await upload(photo, { x: '200', y: '0', width: '300', height: '400' })).json()).toMatchObject({
      code: 601,
    });
    expect(
      (await upload(Buffer.from('not an image'), { x: '0', y: '0', width: '3', height: '4' })).json(),
    ).toMatchObject({
      code: 601,
    });
    expect((await detail(id)).poster).toBe(poster);

    // With a poster and English written, only episode 1 is missing.
    const refused = await consoleCall(t.app, 'POST', `/series/${id}/publish`, {
      session: editor,
      headers: { language: '3' },
    });
    expect(refused.body.msg).toBe(
      SERVER_MESSAGES.en.series_not_ready.replace('{missing}', SERVER_MESSAGES.en.series_missing_episode),
    );
  });

  it('shows the transcode of each episode and asks a failed one again', async () => {
    const [seeded] = seriesListResponse.parse((await call('GET', '/series?q=money')).body.data).items;
    const id = seeded?.id ?? 0;
    const [e1, e2] = (await detail(id)).episodes;
    const row = { source: '/nowhere/missing.mp4', updatedAt: new Date(clock.now()) };
    await t.database.db.insert(episodeMedia).values([
      { ...row, episodeId: e1?.id ?? 0, status: 'failed', jobId: 'job-1', error: 'Invalid data found' },
      { ...row, episodeId: e2?.id ?? 0, status: 'transcoding', progress: 42, jobId: 'job-2' },
    ]);
    const shown = await detail(id);
    expect(shown.episodes[0]?.media).toEqual({ status: 'failed', progress: 0, error: 'Invalid data found' });
    expect(shown.episodes[1]?.media).toEqual({ status: 'transcoding', progress: 42, error: null });

    expect((await call('POST', `/series/${id}/episodes/${e2?.id}/retry`)).body.code).toBe(941);
    const retried = await call('POST', `/series/${id}/episodes/${e1?.id}/retry`);
    expect(retried.body.code).toBe(200);
    expect(seriesDetail.parse(retried.body.data).episodes[0]?.media.error).not.toBe('Invalid data found');
    expect((await call('POST', `/series/${id}/episodes/999999/retry`)).body.code).toBe(404);
    const log = await consoleCall(t.app, 'GET', '/audit?entity=episode&action=transcode_retry', {
      session: owner,
    });
    expect(auditResponse.parse(log.body.data).items.map((e) => [e.operator_name, e.entity_id])).toEqual([
      ['Edda', String(e1?.id)],
    ]);
  });

  it('lets only editors and owners in, with the CSRF token on writes', async () => {
    expect((await call('GET', '/series', undefined, owner)).body.code).toBe(200);
    expect((await call('GET', '/series', undefined, support)).body.code).toBe(903);
    expect((await consoleCall(t.app, 'GET', '/series')).body.code).toBe(901);
    const noCsrf = await consoleCall(t.app, 'POST', '/series', {
      session: editor,
      csrf: null,
      body: input(),
    });
    expect(noCsrf.body.code).toBe(902);
  });

  it('records every write in the audit log with the operator and before and after', async () => {
    const res = await consoleCall(t.app, 'GET', '/audit?entity=series', { session: owner });
    const entries = auditResponse.parse(res.body.data).items;
    const actions = entries.map((e) => `${e.operator_name}:${e.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'Edda:create',
        'Edda:poster',
        'Edda:publish',
        'Edda:unpublish',
        'Edda:episode_update',
        'Edda:episode_order',
        'Edda:release_plan',
      ]),
    );
    const unpublish = entries.find((e) => e.action === 'unpublish');
    expect(unpublish?.before).toMatchObject({ published_at: expect.any(String) });
    expect(unpublish?.after).toMatchObject({ published_at: null });
    // A refused write leaves no row: the two 921 publishes above are not there.
    expect(entries.filter((e) => e.action === 'publish')).toHaveLength(2);
  });
  it('keeps drafts, unpublished series and episodes not yet released from viewers', async () => {
    const token = await deviceToken(t.api, 'console-visibility-01');
    const viewer = async (url: string, body: unknown) => {
      clock.advance(CATALOGUE_CACHE_TTL_MS + 1); // past the catalogue cache
      return (await t.api.post(url, body, { token })).body;
    };
    // A draft made in the console: no card, no detail.
    const draft = (await call('POST', '/series', input({ slug: 'draft-only' }))).body.data as { id: number };
    expect((await viewer('/video/detail', { drama_id: draft.id })).code).toBe(404);

    const [seeded] = seriesListResponse.parse((await call('GET', '/series?q=money')).body.data).items;
    const id = seeded?.id ?? 0;
    // Episodes 5 and 6 were scheduled for 2026-11-28 and 29, 13:00 UTC (above).
    const before = detailData.parse((await viewer('/video/detail', { drama_id: id })).data);
    expect(before.episodes.map((e) => e.number)).toEqual([1, 2, 3, 4]);
    expect(before.next_release_at).toBe('2026-11-28T13:00:00.000Z');
    expect((await viewer('/video/episode', { drama_id: id, number: 5 })).code).toBe(404);

    // Unpublished: gone from the list and the detail, and nothing of it plays or sells (a viewer
    // naming an episode directly gets no media URL and spends no coins); published again: back.
    const me = (await t.api.post('/user/index', undefined, { token })).body.data as { uid: number };
    await grant(t.database.db, me.uid, { gold: 500 });
    const paid = before.episodes.find((e) => e.locked === 1);
    await call('POST', `/series/${id}/unpublish`);
    const listed = async () =>
      dramaPage
        .parse((await t.api.get('/video/list', { page: '1', page_size: '50' })).body.data)
        .list.map((d) => d.drama_id);
    expect((await viewer('/video/detail', { drama_id: id })).code).toBe(404);
    expect((await viewer('/video/episode', { drama_id: id, number: 1 })).code).toBe(404);
    const refused = await viewer('/video/unlock', { episode_id: paid?.episode_id, scope: 'one' });
    expect(refused.code).not.toBe(200);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    await call('POST', `/series/${id}/publish`);
    expect((await viewer('/video/detail', { drama_id: id })).code).toBe(200);
    expect((await viewer('/video/episode', { drama_id: id, number: 1 })).code).toBe(200);

    // At its release time, episode 5 appears without a restart; 6 the day after.
    clock.advance(Date.parse('2026-11-28T13:00:00Z') - clock.now());
    const released = detailData.parse((await viewer('/video/detail', { drama_id: id })).data);
    expect(released.episodes.map((e) => e.number)).toEqual([1, 2, 3, 4, 5]);
    expect(released.next_release_at).toBe('2026-11-29T13:00:00.000Z');
    expect((await viewer('/video/episode', { drama_id: id, number: 5 })).code).not.toBe(404);
    expect(await listed()).toContain(id);
  });
});
