import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_SIDE, AVATAR_URL_RE, UPLOAD_MAX_BYTES, uploadData } from '#shared/contract/upload.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { makeBilevelPng, makeImage, multipartBody, uploadFile, uploadRaw } from './upload.testing.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await deviceToken(t.api, 'upload-device-000001');
});
afterAll(async () => {
  await t.close();
});

const FORMAT_MESSAGE = 'File format incorrect, please upload jpg,jpeg,png,webp format file';

describe('POST /api/comm/upload', () => {
  it('stores a square PNG re-encoded as a 512 WebP without metadata, served back with long caching', async () => {
    const png = await makeImage(600, 600, { format: 'jpeg', exif: true });
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const res = await uploadFile(t.app, png, { token });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const data = uploadData.parse(res.body.data);
    expect(data.fileUrl).toMatch(AVATAR_URL_RE);
    expect(data.fileUrl.endsWith(data.fileName)).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: data.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const bytes = served.rawPayload;
    expect(createHash('md5').update(bytes).digest('hex')).toBe(data.fileMd5);
    expect(data.fileName).toBe(`${createHash('sha256').update(bytes).digest('hex')}.webp`);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([AVATAR_SIDE, AVATAR_SIDE]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();

    const files = readdirSync(path.join(t.config.dataDir, 'uploads', 'avatars'));
    expect(files).toContain(data.fileName);
  });

  it('keeps a small square image at its size and takes the bearer header', async () => {
    const res = await uploadFile(t.app, await makeImage(120, 120), { token, bearer: true });
    expect(res.body.code).toBe(200);
    const data = uploadData.parse(res.body.data);
    const served = await t.app.inject({ method: 'GET', url: data.fileUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([120, 120]);
  });

  it('refuses bytes that are not an image, whatever the name and declared type say', async () => {
    const res = await uploadFile(t.app, Buffer.from('<?php echo "hi"; ?>'.repeat(20)), {
      token,
      fileName: 'avatar.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 601, msg: FORMAT_MESSAGE, data: null });
  });

  it('refuses an image in a format outside the list (GIF, SVG)', async () => {
    const gif = await uploadFile(t.app, await makeImage(200, 200, { format: 'gif' }), { token });
    expect(gif.body).toMatchObject({ code: 601, msg: FORMAT_MESSAGE });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200"/></svg>',
    );
    const res = await uploadFile(t.app, svg, { token, fileName: 'a.svg', contentType: 'image/svg+xml' });
    expect(res.body).toMatchObject({ code: 601, msg: FORMAT_MESSAGE });
  });

  it('refuses a truncated image as damaged, not as a wrong format', async () => {
    const png = await makeImage(300, 300);
    const res = await uploadFile(t.app, png.subarray(0, Math.floor(png.length / 2)), { token });
    expect(res.body).toMatchObject({
      code: 601,
      msg: 'The picture could not be read; the file may be damaged. Please choose another',
    });
  });

  it('refuses a file over 10 MB with 413, in the request language', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1);
    const res = await uploadFile(t.app, big, { token });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 413, msg: 'File size cannot exceed 10 MB', data: null });
    const zh = await uploadFile(t.app, Buffer.alloc(UPLOAD_MAX_BYTES + 200_000, 1), { token, language: 2 });
    expect(zh.status).toBe(413);
    expect(zh.body.msg).toBe('檔案大小不能超過 10 MB');
  });

  it('refuses an image whose width and height differ', async () => {
    const res = await uploadFile(t.app, await makeImage(300, 200), { token });
    expect(res.body).toMatchObject({
      code: 601,
      msg: 'The avatar must be an image with equal width and height',
    });
  });

  it('refuses an image smaller than 100 by 100', async () => {
    const res = await uploadFile(t.app, await makeImage(99, 99), { token });
    expect(res.body).toMatchObject({ code: 601, msg: 'The image must be at least 100 by 100 pixels' });
  });

  it('says a PNG over the pixel limit is too large, not of the wrong format, in the request language', async () => {
    const png = makeBilevelPng(16_000, 16_000);
    const meta = await sharp(png, { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 16_000, 16_000]);
    const res = await uploadFile(t.app, png, { token });
    expect(res.body).toMatchObject({
      code: 601,
      msg: 'The image is too large: at most 8000 by 8000 pixels',
      data: null,
    });
    const th = await uploadFile(t.app, png, { token, language: 4 });
    expect(th.body.msg).toBe('รูปภาพใหญ่เกินไป ขนาดสูงสุด 8000×8000 พิกเซล');
    // Just over the limit, and just under it: the limit is the pixels, not the sides.
    const over = await uploadFile(t.app, makeBilevelPng(8001, 8001), { token });
    expect(over.body.msg).toBe('The image is too large: at most 8000 by 8000 pixels');
    const tall = await uploadFile(t.app, makeBilevelPng(100, 16_000), { token });
    expect(tall.body.msg).toBe('The avatar must be an image with equal width and height');
  });

  it('asks for the file in the field `file`', async () => {
    const res = await uploadFile(t.app, await makeImage(200, 200), { token, field: 'image' });
    expect(res.body).toMatchObject({ code: 601, msg: 'Please choose a file to upload' });
  });

  it('refuses more parts than a file and its fields as such, not as too large', async () => {
    const one = multipartBody(await makeImage(200, 200));
    const boundary = one.contentType.split('boundary=')[1] ?? '';
    const field = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n`;
    const sixParts = Buffer.concat([
      Buffer.from(Array.from({ length: 6 }, (_, i) => field(`f${i}`)).join('')),
      one.body,
    ]);
    const res = await uploadRaw(t.app, sixParts, one.contentType, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 601, msg: 'Please upload one file at a time', data: null });
    const id = await uploadRaw(t.app, sixParts, one.contentType, { token, language: 5 });
    expect(id.body.msg).toBe('Harap unggah satu file setiap kali');
  });

  it('answers 301 without a token, and 401 without a valid signature', async () => {
    const png = await makeImage(200, 200);
    const anonymous = await uploadFile(t.app, png);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ code: 301, data: null });
    const forged = await uploadFile(t.app, png, { token, signKey: 'not-the-key' });
    expect(forged.status).toBe(401);
  });

  it.each([
    ['a body cut short', 'multipart/form-data; boundary=zzz', '--zzz\r\nbroken'],
    ['no boundary', 'multipart/form-data', '--zzz\r\n'],
  ])('answers a malformed multipart body (%s) with 400, not a server error', async (_name, type, body) => {
    const res = await uploadRaw(t.app, Buffer.from(body), type, { token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, data: null });
  });

  it('asks for the file when the multipart body is empty', async () => {
    const res = await uploadRaw(t.app, Buffer.alloc(0), 'multipart/form-data; boundary=zzz', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 601, data: null });
  });

  it('refuses JSON on the upload route, and multipart everywhere else, with 415', async () => {
    const json = await t.api.post('/api/comm/upload', {}, { token });
    expect(json.status).toBe(415);
    expect(json.body.code).toBe(415);
    const elsewhere = await t.api.postRaw('/user/index', '--x--', {
      token,
      contentType: 'multipart/form-data; boundary=x',
    });
    expect(elsewhere.status).toBe(415);
  });
});

describe('GET /uploads/avatars/<file>', () => {
  it.each([
    '/uploads/avatars/..%2F..%2Fsecrets.json',
    '/uploads/avatars/../../secrets.json',
    `/uploads/avatars/${'a'.repeat(64)}.webp`,
    `/uploads/avatars/${'A'.repeat(64)}.webp`,
    '/uploads/avatars/x.webp',
  ])('answers 404 for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('apiSignKey');
  });
});
