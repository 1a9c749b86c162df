/**
 * The tus endpoint's door: the console guard on every method tus uses, and the checks of a new
 * upload (series, episode, name, size), each refused with its status and a translated message.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriesDetail, seriesListResponse } from '#shared/contract/console-catalogue.ts';
import { UPLOADS_PATH } from '#shared/contract/console-uploads.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import { consoleCall, setUpOperator, testClock, type ConsoleSession } from '../operator/console.testing.ts';
import {
  createUpload,
  tusHeaders,
  uploadIdOf,
  uploadRecorder,
  videoBytes,
} from './episode-upload.testing.ts';

const clock = testClock();
const recorder = uploadRecorder();
let t: TestApp;
let editor: ConsoleSession;
let owner: ConsoleSession;
let support: ConsoleSession;
let seriesId: number;
let episodeId: number;

beforeAll(async () => {
  t = await buildTestApp({
    now: clock.now,
    env: { UPLOAD_MAX_MB: '1' },
    onEpisodeUploaded: recorder.onUploaded,
  });
  await seedCatalogue(t.database.db, moneyCatalogue(2, 3), clock.now());
  editor = (await setUpOperator(t.app, clock, { email: 'ed@example.com', role: 'editor', name: 'Edda' }))
    .session;
  owner = (await setUpOperator(t.app, clock, { email: 'own@example.com', role: 'owner', name: 'Olga' }))
    .session;
  support = (await setUpOperator(t.app, clock, { email: 'sue@example.com', role: 'support' })).session;
  seriesId = (await seriesIds())[0] ?? 0;
  const detail = seriesDetail.parse(
    (await consoleCall(t.app, 'GET', `/series/${seriesId}`, { session: editor })).body.data,
  );
  episodeId = detail.episodes[1]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

async function seriesIds(): Promise<number[]> {
  const list = await consoleCall(t.app, 'GET', '/series', { session: editor });
  return seriesListResponse.parse(list.body.data).items.map((s) => s.id);
}

const meta = (over: Record<string, string> = {}) => ({
  series_id: String(seriesId),
  filename: 'ep01.mp4',
  ...over,
});

function envelope(res: { body: string }): { code: number; msg: string } {
  return JSON.parse(res.body) as { code: number; msg: string };
}

describe('the console guard on the tus endpoint', () => {
  it('refuses every method without a session (901, HTTP 401)', async () => {
    for (const [method, url] of [
      ['POST', UPLOADS_PATH],
      ['OPTIONS', UPLOADS_PATH],
      ['HEAD', `${UPLOADS_PATH}/abc`],
      ['PATCH', `${UPLOADS_PATH}/abc`],
      ['DELETE', `${UPLOADS_PATH}/abc`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: tusHeaders(undefined) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      if (method !== 'HEAD') expect(envelope(res).code).toBe(901);
    }
  });

  it('refuses a write without the CSRF token (902), reads pass', async () => {
    const res = await createUpload(t.app, editor, meta(), 10, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(envelope(res).code).toBe(902);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const write = await t.app.inject({
        method,
        url: `${UPLOADS_PATH}/abc`,
        headers: { ...tusHeaders(editor, { csrf: false }), 'upload-offset': '0' },
      });
      expect(envelope(write).code, method).toBe(902);
    }
    const options = await t.app.inject({
      method: 'OPTIONS',
      url: UPLOADS_PATH,
      headers: tusHeaders(editor, { csrf: false }),
    });
    expect(options.statusCode).toBe(204);
    expect(options.headers['tus-max-size']).toBe(String(1024 * 1024));
    expect(options.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets only editors and owners in (903 for support)', async () => {
    const res = await createUpload(t.app, support, meta(), 10);
    expect(res.statusCode).toBe(403);
    expect(envelope(res).code).toBe(903);
    const byOwner = await createUpload(t.app, owner, meta(), 10);
    expect(byOwner.statusCode).toBe(201);
  });

  it('keeps an upload to the operator who started it', async () => {
    const created = await createUpload(t.app, editor, meta(), 10);
    const url = `${UPLOADS_PATH}/${uploadIdOf(created.headers.location)}`;
    const mine = await t.app.inject({ method: 'HEAD', url, headers: tusHeaders(editor) });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({ method: 'HEAD', url, headers: tusHeaders(owner) });
    expect(theirs.statusCode).toBe(403);
    const patch = await t.app.inject({
      method: 'PATCH',
      url,
      headers: {
        ...tusHeaders(owner),
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: videoBytes(10),
    });
    expect(envelope(patch).msg).toBe('This upload was started by another operator');
  });
});

describe('creating an upload', () => {
  it('answers 201 with a relative Location, the no-store header and the stored metadata', async () => {
    const res = await createUpload(
      t.app,
      editor,
      meta({ episode_id: String(episodeId), episode_number: '2', extra: 'x' }),
      100,
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers.location).toMatch(new RegExp(`^${UPLOADS_PATH}/[0-9a-f]{32}$`));
    expect(res.headers['cache-control']).toBe('no-store');
    const id = uploadIdOf(res.headers.location);
    expect(existsSync(path.join(t.config.uploads.stagingDir, `${id}.json`))).toBe(true);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `${UPLOADS_PATH}/${id}`,
      headers: tusHeaders(editor),
    });
    expect(head.headers['upload-offset']).toBe('0');
    expect(head.headers['upload-length']).toBe('100');
    const stored = String(head.headers['upload-metadata']);
    expect(stored).not.toContain('extra');
    expect(stored).toContain(`operator_name ${Buffer.from('Edda').toString('base64')}`);
  });

  it.each([
    [
      'a .txt name',
      { filename: 'notes.txt' },
      415,
      'File format incorrect, please upload .mp4, .mov, .m4v format file',
    ],
    ['no name', { filename: '' }, 400, 'Invalid parameter: filename'],
    ['a name with a folder', { filename: '../ep01.mp4' }, 400, 'Invalid parameter: filename'],
    ['no series', { series_id: '' }, 400, 'Invalid parameter: series_id'],
    ['a series id that is no number', { series_id: '1; drop' }, 400, 'Invalid parameter: series_id'],
    ['a series that does not exist', { series_id: '999' }, 404, 'Series 999 does not exist'],
    ['an episode number out of range', { episode_number: '0' }, 400, 'Invalid parameter: episode_number'],
  ])('refuses %s', async (_name, over, status, message) => {
    const res = await createUpload(t.app, editor, meta(over), 100);
    expect(res.statusCode).toBe(status);
    expect(envelope(res).msg).toBe(message);
  });

  it('refuses an episode of another series', async () => {
    const otherId = (await seriesIds()).find((id) => id !== seriesId) ?? 0;
    const res = await createUpload(
      t.app,
      editor,
      meta({ series_id: String(otherId), episode_id: String(episodeId) }),
      100,
    );
    expect(res.statusCode).toBe(404);
    expect(envelope(res).msg).toBe(`Episode (id ${episodeId}) is not in this series`);
  });

  it('refuses a file over UPLOAD_MAX_MB, in the asked language', async () => {
    const res = await createUpload(t.app, editor, meta(), 1024 * 1024 + 1, { language: 1 });
    expect(res.statusCode).toBe(413);
    expect(envelope(res)).toEqual({ code: 413, msg: expect.stringContaining('1') as unknown, data: null });
    const en = await createUpload(t.app, editor, meta(), 1024 * 1024 + 1);
    expect(envelope(en).msg).toBe('File size cannot exceed 1 MB');
    expect(envelope(res).msg).not.toBe(envelope(en).msg);
  });

  it('refuses an empty file and a deferred length', async () => {
    expect((await createUpload(t.app, editor, meta(), 0)).statusCode).toBe(400);
    const deferred = await t.app.inject({
      method: 'POST',
      url: UPLOADS_PATH,
      headers: {
        ...tusHeaders(editor),
        'upload-defer-length': '1',
        'upload-metadata': 'filename ZXAxLm1wNA==',
      },
    });
    expect(deferred.statusCode).toBe(400);
    expect(envelope(deferred).msg).toBe('The file size must be given when the upload starts');
  });

  it('answers an unknown upload with 404 and a message', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${UPLOADS_PATH}/0123456789abcdef0123456789abcdef`,
      headers: {
        ...tusHeaders(editor),
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: videoBytes(5),
    });
    expect(res.statusCode).toBe(404);
    expect(envelope(res).msg).toBe('This upload is no longer on the server; start it again');
    expect(recorder.calls).toHaveLength(0);
  });
});
