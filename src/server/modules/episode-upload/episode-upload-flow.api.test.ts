/**
 * Uploads end to end on a listening server: tus-js-client in node sends a file in three chunks;
 * a connection dropped mid-PATCH resumes from the server's offset; a new app on the same
 * DATA_DIR continues an upload; expired unfinished uploads leave staging; a failing onUploaded
 * removes the file so the console's retry sends it again.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '#db/client.ts';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_PATH } from '#shared/contract/console-uploads.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import {
  login,
  sessionOf,
  setUpOperator,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';
import {
  listen,
  tusHeaders,
  uploadIdOf,
  uploadMetadata,
  uploadRecorder,
  videoBytes,
} from './episode-upload.testing.ts';

const CHUNK = 64 * 1024;
const clock = testClock();
const recorder = uploadRecorder();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'enjoy-tus-'));
let database: DatabaseHandle;
let t: TestApp;
let origin: string;
let editor: ConsoleSession;
let operator: { email: string; secret: string };

beforeAll(async () => {
  database = await openTestDatabase();
  // The first app leaves the database open when it closes: the restart test opens a second one on it.
  t = await buildTestApp({
    now: clock.now,
    env: { DATA_DIR: dataDir },
    database: { ...database, close: async () => undefined },
    onEpisodeUploaded: recorder.onUploaded,
  });
  await seedCatalogue(t.database.db, moneyCatalogue(1, 3), clock.now());
  const made = await setUpOperator(t.app, clock, { email: 'ed@example.com', role: 'editor', name: 'Edda' });
  operator = made;
  editor = made.session;
  origin = await listen(t.app);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const META = { series_id: '1', filename: 'Heiress S01E03.mp4', episode_number: '3' };

/** tus-js-client's upload of `bytes`, resolved with its URL and the number of PATCHes. */
function clientUpload(
  bytes: Buffer,
  options: { uploadUrl?: string; base?: string } = {},
): Promise<{ url: string; chunks: number; firstOffset: number | undefined }> {
  return new Promise((resolve, reject) => {
    let chunks = 0;
    let firstOffset: number | undefined;
    const upload = new Upload(bytes, {
      endpoint: `${options.base ?? origin}${UPLOADS_PATH}`,
      ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
      headers: tusHeaders(editor),
      metadata: META,
      chunkSize: CHUNK,
      retryDelays: null,
      storeFingerprintForResuming: false,
      onBeforeRequest(req) {
        if (req.getMethod() === 'PATCH' && firstOffset === undefined) {
          firstOffset = Number(req.getHeader('Upload-Offset'));
        }
      },
      onChunkComplete: () => {
        chunks += 1;
      },
      onSuccess: () => resolve({ url: upload.url ?? '', chunks, firstOffset }),
      onError: reject,
    });
    upload.start();
  });
}

async function create(size: number, base = origin): Promise<string> {
  const res = await fetch(`${base}${UPLOADS_PATH}`, {
    method: 'POST',
    headers: {
      ...tusHeaders(editor),
      'upload-length': String(size),
      'upload-metadata': uploadMetadata(META),
    },
  });
  expect(res.status).toBe(201);
  return `${base}${UPLOADS_PATH}/${uploadIdOf(res.headers.get('location') ?? '')}`;
}

function patch(url: string, offset: number, body: Buffer) {
  return fetch(url, {
    method: 'PATCH',
    headers: {
      ...tusHeaders(editor),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(body),
  });
}

async function offsetOf(url: string): Promise<number> {
  const res = await fetch(url, { method: 'HEAD', headers: tusHeaders(editor) });
  expect(res.status).toBe(200);
  return Number(res.headers.get('upload-offset'));
}

const staged = (url: string) => path.join(t.config.uploads.stagingDir, uploadIdOf(url));

describe('a resumable episode upload', () => {
  it('arrives in three chunks and is handed to onUploaded with its metadata', async () => {
    const bytes = videoBytes(CHUNK * 2 + 1000);
    const before = recorder.calls.length;
    const { url, chunks } = await clientUpload(bytes);
    expect(chunks).toBe(3);
    const call = recorder.calls[before];
    expect(recorder.calls).toHaveLength(before + 1);
    expect(call).toEqual({
      path: staged(url),
      size: bytes.length,
      seriesId: 1,
      episodeNumber: 3,
      filename: 'Heiress S01E03.mp4',
      operator: { id: expect.any(Number) as unknown, name: 'Edda' },
      uploadId: uploadIdOf(url),
    });
    expect(readFileSync(call?.path ?? '').equals(bytes)).toBe(true);
  });

  it('continues from the offset after a connection dropped mid-PATCH', async () => {
    const bytes = videoBytes(CHUNK * 4, 11);
    const url = await create(bytes.length);
    const file = staged(url);
    // Half the body, then the socket dies without ending the request.
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        ...tusHeaders(editor),
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    });
    request.on('error', () => undefined);
    request.write(bytes.subarray(0, CHUNK * 2));
    for (let i = 0; i < 500 && statSync(file).size < CHUNK; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    request.destroy();

    const offset = await offsetOf(url);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(CHUNK * 2);
    const before = recorder.calls.length;
    const rest = await patch(url, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));
    expect(recorder.calls).toHaveLength(before + 1);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('refuses a PATCH at the wrong offset (409) and one past the size (413); DELETE cancels', async () => {
    const url = await create(10);
    expect((await patch(url, 5, videoBytes(5))).status).toBe(409);
    expect((await patch(url, 0, videoBytes(11))).status).toBe(413);
    const cancel = await fetch(url, { method: 'DELETE', headers: tusHeaders(editor) });
    expect(cancel.status).toBe(204);
    expect(existsSync(staged(url))).toBe(false);
  });

  it('keeps a finished upload from DELETE: it is onUploaded’s now', async () => {
    const { url } = await clientUpload(videoBytes(10));
    const cancel = await fetch(url, { method: 'DELETE', headers: tusHeaders(editor) });
    expect(cancel.status).toBe(400);
    expect(existsSync(staged(url))).toBe(true);
  });

  it('removes expired unfinished uploads from staging, and keeps finished ones', async () => {
    const unfinished = await create(100);
    expect((await patch(unfinished, 0, videoBytes(40))).status).toBe(204);
    const untouched = await create(100);
    const { url: finished } = await clientUpload(videoBytes(100));
    const sweep = () => t.app.services.episodeUploads.cleanExpired();
    // By the app's clock (real time does not move): 23 h is not yet 24.
    clock.advance(23 * 60 * 60 * 1000);
    expect(await sweep()).toBe(0);
    clock.advance(2 * 60 * 60 * 1000);
    expect(await sweep()).toBe(2);
    for (const url of [unfinished, untouched]) {
      expect(existsSync(staged(url))).toBe(false);
      expect(existsSync(`${staged(url)}.json`)).toBe(false);
    }
    expect(existsSync(staged(finished))).toBe(true);
    // The console session idled out meanwhile: sign in again.
    editor = sessionOf(await login(t.app, clock, operator));
    const head = await fetch(unfinished, { method: 'HEAD', headers: tusHeaders(editor) });
    expect(head.status).toBe(404);
  });

  it('removes the file when onUploaded fails, and says so', async () => {
    const url = await create(50);
    recorder.fail(true);
    try {
      const res = await patch(url, 0, videoBytes(50));
      expect(res.status).toBe(500);
      expect(((await res.json()) as { msg: string }).msg).toBe(
        'The file arrived but could not be added to the series; upload it again',
      );
    } finally {
      recorder.fail(false);
    }
    expect(existsSync(staged(url))).toBe(false);
    expect((await fetch(url, { method: 'HEAD', headers: tusHeaders(editor) })).status).toBe(404);
  });

  it('resumes in a new app on the same DATA_DIR (a restart)', async () => {
    const bytes = videoBytes(CHUNK * 3, 23);
    const url = await create(bytes.length);
    expect((await patch(url, 0, bytes.subarray(0, CHUNK))).status).toBe(204);

    const second = uploadRecorder();
    // The same database (the operator's session) and DATA_DIR in a new app; the old one is gone.
    await t.app.close();
    t = await buildTestApp({
      now: clock.now,
      env: { DATA_DIR: dataDir },
      database: { ...database, close: async () => undefined },
      onEpisodeUploaded: second.onUploaded,
    });
    const base = await listen(t.app);
    const { firstOffset } = await clientUpload(bytes, { uploadUrl: url.replace(origin, base), base });
    expect(firstOffset).toBe(CHUNK);
    expect(second.calls).toHaveLength(1);
    expect(readFileSync(second.calls[0]?.path ?? '').equals(bytes)).toBe(true);
  });
});
