/**
 * Uploads with a shared media store (MEDIA_STORE=s3, s3rver in this process): a finished file
 * is copied to `sources/<upload id>` in the bucket and handed on under that name, so a worker
 * on another machine can read it; its staged copy then expires like an unfinished upload.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { startTestS3, type TestS3 } from '../../testing/test-s3.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import { setUpOperator, testClock, type ConsoleSession } from '../operator/console.testing.ts';
import { listen, tusUpload, uploadRecorder, videoBytes } from './episode-upload.testing.ts';

const clock = testClock();
const recorder = uploadRecorder();
const dir = mkdtempSync(path.join(os.tmpdir(), 'enjoy-tus-s3-'));
let s3: TestS3;
let t: TestApp;
let origin: string;
let editor: ConsoleSession;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await buildTestApp({ now: clock.now, env: s3.env, onEpisodeUploaded: recorder.onUploaded });
  await seedCatalogue(t.database.db, moneyCatalogue(1, 3), clock.now());
  editor = (await setUpOperator(t.app, clock, { email: 'ed@example.com', role: 'editor' })).session;
  origin = await listen(t.app);
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('episode uploads with an S3 media store', () => {
  it('hands on the bucket copy of a finished file, and lets the staged one expire', async () => {
    const file = path.join(dir, 'ep01.mp4');
    const bytes = videoBytes(300_000);
    writeFileSync(file, bytes);
    await tusUpload(origin, editor, file, { series_id: '1', filename: 'ep01.mp4', episode_number: '1' });

    const [call] = recorder.calls;
    expect(call?.source).toEqual({ kind: 'stored', key: `sources/${call?.uploadId ?? ''}` });
    const copy = path.join(dir, 'copy.mp4');
    await t.app.services.mediaStore.download(`sources/${call?.uploadId ?? ''}`, copy);
    expect(readFileSync(copy).equals(bytes)).toBe(true);

    // The staged file only answers tus now: it expires with the unfinished ones.
    expect(existsSync(call?.path ?? '')).toBe(true);
    clock.advance(25 * 60 * 60 * 1000);
    expect(await t.app.services.episodeUploads.cleanExpired()).toBe(1);
    expect(existsSync(call?.path ?? '')).toBe(false);
    expect(await t.app.services.mediaStore.stat(`sources/${call?.uploadId ?? ''}`)).toBeDefined();
  });
});
