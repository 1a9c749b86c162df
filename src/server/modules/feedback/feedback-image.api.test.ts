/**
 * Pictures with feedback (decision 0064), the upload and the signed address: what is stored (a
 * WebP turned as seen, at most 1600 a side, no EXIF or GPS), what is refused, the pending limit,
 * the address (its signature and expiry on the app's clock) and the sweep of unsent pictures.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackImages } from '#db/schema/community.ts';
import {
  FEEDBACK_IMAGE_ID_RE,
  FEEDBACK_IMAGE_PENDING_MS,
  FEEDBACK_IMAGE_URL_TTL_S,
  FEEDBACK_IMAGES_PENDING_MAX,
  feedbackImageUpload,
  feedbackItem,
} from '#shared/contract/feedback.ts';
import { UPLOAD_MAX_BYTES } from '#shared/contract/upload.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { testClock } from '../operator/console.testing.ts';
import { makeBilevelPng } from '../upload/upload.testing.ts';
import { signedFeedbackImagePath } from './feedback-image-signing.ts';
import { GPS_POINTER, photo, picture, uploadPicture } from './feedback-image.testing.ts';

const clock = testClock(Date.now());
let t: TestApp;
let device = 0;
const newUser = () => deviceToken(t.api, `picture-device-${String(++device).padStart(6, '0')}`);
const get = (url: string) => t.app.inject({ method: 'GET', url });
const stored = (id: string) => t.app.services.mediaStore.stat(`feedback/${id}.webp`);
const rowOf = async (id: string) =>
  (await t.database.db.select().from(feedbackImages).where(eq(feedbackImages.id, id)))[0];

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

describe('POST /feedback/image', () => {
  it('stores a WebP turned as seen, at most 1600 a side, without EXIF or GPS, at a signed address', async () => {
    const token = await newUser();
    // A phone photo on its side (EXIF orientation 6) with where it was taken.
    const jpeg = await photo(2400, 1800, { gps: true, orientation: 6 });
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.includes(GPS_POINTER)).toBe(true);

    const res = await uploadPicture(t, clock.now, jpeg, { token, bearer: true });
    expect(res.body).toMatchObject({ code: 200 });
    const data = feedbackImageUpload.parse(res.body.data);
    expect(data.fileName).toMatch(FEEDBACK_IMAGE_ID_RE);
    expect(data.fileUrl).toMatch(new RegExp(`^/uploads/feedback/\\d+\\.[\\w-]{43}/${data.fileName}\\.webp$`));
    expect([data.width, data.height]).toEqual([1200, 1600]);

    const served = await get(data.fileUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(served.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(FEEDBACK_IMAGE_URL_TTL_S);
    expect(maxAge).toBeLessThan(FEEDBACK_IMAGE_URL_TTL_S + 300);
    expect(createHash('md5').update(served.rawPayload).digest('hex')).toBe(data.fileMd5);
    const after = await sharp(served.rawPayload).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);

    expect(await rowOf(data.fileName)).toMatchObject({ feedbackId: null, width: 1200, height: 1600 });
    expect((await stored(data.fileName))?.size).toBe(served.rawPayload.length);
  });

  it('keeps a small picture at its size, and takes PNG and WebP', async () => {
    const token = await newUser();
    for (const format of ['png', 'webp'] as const) {
      const res = await uploadPicture(t, clock.now, await photo(150, 320, { format }), { token });
      expect(feedbackImageUpload.parse(res.body.data)).toMatchObject({ width: 150, height: 320 });
    }
  });

  it('refuses what is not a JPEG, PNG or WebP, whatever its name says', async () => {
    const token = await newUser();
    const message = 'File format incorrect, please upload jpg,jpeg,png,webp format file';
    const gif = await uploadPicture(t, clock.now, await photo(200, 200, { format: 'gif' }), { token });
    expect(gif.body).toMatchObject({ code: 601, msg: message, data: null });
    const text = await uploadPicture(t, clock.now, Buffer.from('not a picture '.repeat(50)), { token });
    expect(text.body).toMatchObject({ code: 601, msg: message });
  });

  it('refuses a picture under 100 pixels on its shorter side, in the request language', async () => {
    const token = await newUser();
    const wide = await uploadPicture(t, clock.now, await photo(800, 99), { token });
    expect(wide.body).toMatchObject({ code: 601, msg: 'The image must be at least 100 by 100 pixels' });
    const tall = await uploadPicture(t, clock.now, await photo(99, 800), { token, language: 2 });
    expect(tall.body).toMatchObject({ code: 601, msg: '圖片至少需要 100×100 像素' });
  });

  it('refuses a file over 10 MB (413) and a decompression bomb', async () => {
    const token = await newUser();
    const big = await uploadPicture(t, clock.now, Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1), { token });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 413, msg: 'File size cannot exceed 10 MB' });
    const bomb = await uploadPicture(t, clock.now, makeBilevelPng(16_000, 16_000), { token });
    expect(bomb.body).toMatchObject({
      code: 601,
      msg: 'The image is too large: at most 8000 by 8000 pixels',
    });
  });

  it('needs a session and the file in the field `file`', async () => {
    const bytes = await photo(200, 200);
    expect((await uploadPicture(t, clock.now, bytes)).body.code).toBe(301);
    const token = await newUser();
    const wrongField = await uploadPicture(t, clock.now, bytes, { token, field: 'image' });
    expect(wrongField.body).toMatchObject({ code: 601, msg: 'Please choose a file to upload' });
  });

  it(`keeps ${FEEDBACK_IMAGES_PENDING_MAX} unsent pictures a user, letting the oldest go for a new one`, async () => {
    const token = await newUser();
    const remoteAddress = '203.0.113.7';
    const ids: string[] = [];
    // A second apart, so which is oldest is plain.
    const upload = async () => {
      clock.advance(1_000);
      return (await picture(t, clock.now, token, { width: 120, height: 120, remoteAddress })).fileName;
    };
    for (let i = 0; i < FEEDBACK_IMAGES_PENDING_MAX; i++) ids.push(await upload());
    // Two sent: they no longer count, so two more wait beside the ten left.
    const sent = await t.api.post(
      '/feedback/submit',
      { type: 'payment', content: 'Charged twice', contact: 'me@example.com', images: ids.slice(0, 2) },
      { token },
    );
    expect(sent.body.code).toBe(200);
    ids.push(await upload());
    ids.push(await upload());
    expect(await rowOf(ids[2] ?? '')).toBeDefined();
    // Full: one more is taken, and the oldest unsent one goes, row and file.
    const newest = await upload();
    expect(await rowOf(ids[2] ?? '')).toBeUndefined();
    expect(await stored(ids[2] ?? '')).toBeUndefined();
    expect(await rowOf(ids[3] ?? '')).toBeDefined();
    // The sent ones stay; a submit naming the one let go is told to add it again.
    expect(await stored(ids[0] ?? '')).toBeDefined();
    const gone = await t.api.post(
      '/feedback/submit',
      { type: 'payment', content: 'Still charged', contact: 'me@example.com', images: [ids[2], newest] },
      { token },
    );
    expect(gone.body).toMatchObject({
      code: 601,
      msg: 'A picture is no longer available. Please add it again',
    });
    // Somebody else's are not touched.
    const other = await picture(t, clock.now, await newUser(), { remoteAddress });
    expect(await rowOf(other.fileName)).toBeDefined();
  });
});

describe('GET /uploads/feedback/<exp>.<sig>/<id>.webp', () => {
  it('serves while signed; 403 when tampered with, for another picture or once expired; 404 for none', async () => {
    const token = await newUser();
    const mine = await picture(t, clock.now, token);
    const other = await picture(t, clock.now, token);
    expect((await get(mine.fileUrl)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: mine.fileUrl })).statusCode).toBe(200);

    const [, , , tokenPart = ''] = mine.fileUrl.split('/');
    const sig = tokenPart.split('.')[1] ?? '';
    const flipped = mine.fileUrl.replace(sig, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    const borrowed = mine.fileUrl.replace(mine.fileName, other.fileName);
    const unsigned = `/uploads/feedback/${Math.floor(clock.now() / 1000) + 60}.x/${mine.fileName}.webp`;
    for (const url of [flipped, borrowed, unsigned]) {
      const res = await get(url);
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe('Forbidden');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    for (const url of [
      `/uploads/feedback/${tokenPart}/x.webp`,
      `/uploads/feedback/${tokenPart}/..%2Fa.webp`,
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
    // A valid signature for a picture that is not there (deleted, or never was): 404.
    const none = signedFeedbackImagePath(
      t.config.mediaSecret,
      'a'.repeat(32),
      Math.floor(clock.now() / 1000),
    );
    expect((await get(none)).statusCode).toBe(404);

    clock.advance((FEEDBACK_IMAGE_URL_TTL_S + 300) * 1000);
    expect((await get(mine.fileUrl)).statusCode).toBe(403);
    // Signed again (a list answer), it shows again.
    const sent = await t.api.post(
      '/feedback/submit',
      { type: 'other', content: 'late', contact: 'x', images: [mine.fileName] },
      { token },
    );
    const again = feedbackItem.parse(sent.body.data).images?.[0]?.url ?? '';
    expect(again).not.toBe(mine.fileUrl);
    expect((await get(again)).statusCode).toBe(200);
  });
});

describe('the sweep of unsent pictures', () => {
  it(`deletes those unsent after a day, file then row, and keeps sent and younger ones`, async () => {
    // The pictures the tests above left unsent, swept first.
    clock.advance(FEEDBACK_IMAGE_PENDING_MS + 60 * 60 * 1000);
    expect((await t.app.services.feedbackImages.sweep()).deleted).toBeGreaterThan(10);
    const token = await newUser();
    const sent = await picture(t, clock.now, token);
    const unsent = await picture(t, clock.now, token);
    const submit = await t.api.post(
      '/feedback/submit',
      { type: 'other', content: 'with a picture', contact: 'x', images: [sent.fileName] },
      { token },
    );
    expect(submit.body.code).toBe(200);
    clock.advance(FEEDBACK_IMAGE_PENDING_MS);
    const young = await picture(t, clock.now, token);
    // A day old exactly: it may no longer be sent, but it is not swept yet (a grace for clocks).
    const late = await t.api.post(
      '/feedback/submit',
      { type: 'other', content: 'too late', contact: 'x', images: [unsent.fileName] },
      { token },
    );
    expect(late.body).toMatchObject({
      code: 601,
      msg: 'A picture is no longer available. Please add it again',
    });
    expect(await t.app.services.feedbackImages.sweep()).toEqual({ deleted: 0 });

    clock.advance(11 * 60 * 1000);
    expect(await t.app.services.feedbackImages.sweep()).toEqual({ deleted: 1 });
    expect(await stored(unsent.fileName)).toBeUndefined();
    expect(await rowOf(unsent.fileName)).toBeUndefined();
    for (const kept of [sent, young]) {
      expect(await stored(kept.fileName)).toBeDefined();
      expect(await rowOf(kept.fileName)).toBeDefined();
    }
    expect(await t.app.services.feedbackImages.sweep()).toEqual({ deleted: 0 });
  });
});
