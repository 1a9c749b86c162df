import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponse } from '#shared/contract/console-auth.ts';
import { seriesDetail, seriesListResponse } from '#shared/contract/console-catalogue.ts';
import { OPERATOR_COOKIE } from '../../plugins/operator-session.ts';
import { episodeData } from '#shared/contract/catalogue.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { writeCatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { consoleCall, setUpOperator, testClock, type ConsoleSession } from '../operator/console.testing.ts';
import { seedCatalogue } from './catalogue-seed.repository.ts';

const clock = testClock(Date.parse('2026-11-26T09:00:10Z'));
let t: TestApp;
let editor: ConsoleSession;
let owner: ConsoleSession;
let seriesId = 0;
let episode = { id: 0, mediaKey: '' };

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  const manifest = writeCatalogueFixture(t.config.mediaRoot);
  await seedCatalogue(t.database.db, manifest, clock.now());
  owner = (await setUpOperator(t.app, clock, { email: 'o@example.com', role: 'owner', name: 'Olga' }))
    .session;
  editor = (await setUpOperator(t.app, clock, { email: 'e@example.com', role: 'editor', name: 'Edda' }))
    .session;
  const list = seriesListResponse.parse(
    (await consoleCall(t.app, 'GET', '/series?q=secret', { session: editor })).body.data,
  );
  seriesId = list.items[0]?.id ?? 0;
  const first = seriesDetail.parse(
    (await consoleCall(t.app, 'GET', `/series/${seriesId}`, { session: editor })).body.data,
  ).episodes[0];
  episode = { id: first?.id ?? 0, mediaKey: manifest.dramas[0]?.episodes[0]?.media_key ?? '' };
});
afterAll(async () => {
  await t.close();
});

function upload(locale: string, text: string, filename: string) {
  const boundary = 'subtitle-boundary-42';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(text, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/console-api/series/${seriesId}/episodes/${episode.id}/subtitles/${locale}`,
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: `${OPERATOR_COOKIE}=${editor.cookie}`,
      'x-csrf-token': editor.csrf,
      language: '3',
    },
  });
}

const master = () => readFileSync(path.join(t.config.mediaRoot, 'e', episode.mediaKey, 'index.m3u8'), 'utf8');
const subtitlesOf = (data: unknown) =>
  seriesDetail.parse(data).episodes.find((e) => e.id === episode.id)?.subtitles;

const SRT =
  '1\r\n00:00:01,000 --> 00:00:02,500\r\nHello <b>there</b>\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nBye\r\n';
const VTT = 'WEBVTT\n\n00:01.000 --> 00:02.000\nสวัสดี\n';

describe('console subtitles', () => {
  it('takes an .srt, serves it as a WebVTT track listed in the master playlist', async () => {
    const res = await upload('en', SRT, 'ep1.en.srt');
    expect(res.json()).toMatchObject({ code: 200 });
    expect(subtitlesOf(res.json<{ data: unknown }>().data)).toEqual(['en']);
    expect(master()).toMatch(
      /#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",.*LANGUAGE="en".*URI="subs\/en\.m3u8"/,
    );
    expect(master()).toMatch(/#EXT-X-STREAM-INF:.*SUBTITLES="subs"/);
    const vtt = readFileSync(path.join(t.config.mediaRoot, 'e', episode.mediaKey, 'subs', 'en.vtt'), 'utf8');
    expect(vtt).toMatch(/^WEBVTT/);
    expect(vtt).toContain('00:00:01.000 --> 00:00:02.500');
    expect(vtt).toContain('Hello <b>there</b>');

    // The viewer's player learns the languages with the episode and finds each track's WebVTT
    // beside the signed master playlist (issue 19).
    const token = await deviceToken(t.api, 'subtitle-viewer-0001');
    const asked = await t.api.post('/video/episode', { drama_id: seriesId, number: 1 }, { token });
    const play = episodeData.parse(asked.body.data);
    expect(play.subtitles).toEqual(['en']);
    const track = await t.app.inject({
      method: 'GET',
      url: new URL('subs/en.vtt', `http://x${play.url}`).pathname,
    });
    expect(track.statusCode).toBe(200);
    expect(track.headers['content-type']).toMatch(/^text\/vtt/);
    expect(track.body).toContain('Hello <b>there</b>');
  });

  it('names every problem of a broken file and changes nothing', async () => {
    const broken = '1\n00:00:01,000 --> 00:00:03,000\nOne\n\n2\n00:00:02,000 --> 00:00:09,000\nTwo\n';
    const res = await upload('th', broken, 'bad.srt');
    const body = res.json<{
      code: number;
      msg: string;
      data: { problems: { code: string; text: string }[] };
    }>();
    expect(body.code).toBe(923);
    expect(body.data.problems.map((p) => p.code)).toEqual(['beyond_duration', 'overlap']);
    expect(body.msg).toContain(body.data.problems[0]?.text ?? '?');
    const detail = await consoleCall(t.app, 'GET', `/series/${seriesId}`, { session: editor });
    expect(subtitlesOf(detail.body.data)).toEqual(['en']);
    expect(master()).not.toContain('LANGUAGE="th"');
  });

  it('adds a second language, and removes it again', async () => {
    expect(subtitlesOf((await upload('th', VTT, 'th.vtt')).json<{ data: unknown }>().data)).toEqual([
      'en',
      'th',
    ]);
    expect(master()).toContain('LANGUAGE="th"');
    const removed = await consoleCall(
      t.app,
      'POST',
      `/series/${seriesId}/episodes/${episode.id}/subtitles/th/delete`,
      { session: editor },
    );
    expect(subtitlesOf(removed.body.data)).toEqual(['en']);
    expect(master()).not.toContain('LANGUAGE="th"');
    expect(master()).toContain('LANGUAGE="en"');
    const again = await consoleCall(
      t.app,
      'POST',
      `/series/${seriesId}/episodes/${episode.id}/subtitles/th/delete`,
      {
        session: editor,
      },
    );
    expect(again.body.code).toBe(404);
  });

  it('refuses a language outside the five and records each change', async () => {
    expect((await upload('fr', SRT, 'fr.srt')).json()).toMatchObject({ code: 601 });
    const audit = auditResponse.parse(
      (await consoleCall(t.app, 'GET', '/audit?entity=episode', { session: owner })).body.data,
    );
    expect(audit.items.map((e) => `${e.operator_name}:${e.action}`)).toEqual([
      'Edda:subtitle_remove',
      'Edda:subtitle_add',
      'Edda:subtitle_add',
    ]);
  });
});
