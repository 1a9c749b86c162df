/**
 * Avatars with a shared media store (MEDIA_STORE=s3, s3rver in this process): two app
 * machines on one bucket, each with its own DATA_DIR. An avatar one of them took is served by
 * the other and accepted by its profile update, and nothing lands in either's local folder.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadData } from '#shared/contract/upload.ts';
import { userInfoData } from '#shared/contract/user.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { startTestS3, type TestS3 } from '../../testing/test-s3.ts';
import { makeImage, uploadFile } from './upload.testing.ts';

let s3: TestS3;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  s3 = await startTestS3();
  a = await buildTestApp({ env: s3.env });
  b = await buildTestApp({ env: s3.env });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await s3.close();
});

describe('avatars in a shared bucket', () => {
  it('one machine takes the upload, another serves it and accepts it as an avatar', async () => {
    const upload = await uploadFile(a.app, await makeImage(400, 400), {
      token: await deviceToken(a.api, 's3-avatar-device-001'),
    });
    expect(upload.body.code).toBe(200);
    const { fileUrl, fileName } = uploadData.parse(upload.body.data);

    const served = await b.app.inject({ method: 'GET', url: fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const etag = String(served.headers.etag);
    expect(
      (await b.app.inject({ method: 'GET', url: fileUrl, headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);

    const token = await deviceToken(b.api, 's3-avatar-device-002');
    const updated = await b.api.post('/user/update-profile', { avatar: fileUrl }, { token });
    expect(userInfoData.parse(updated.body.data).avatar).toBe(fileUrl);
    for (const t of [a, b]) expect(existsSync(`${t.config.dataDir}/uploads/avatars/${fileName}`)).toBe(false);
  });

  it('answers 404 for a well-formed name nobody uploaded, and refuses it as an avatar', async () => {
    const missing = `/uploads/avatars/${'c'.repeat(64)}.webp`;
    expect((await b.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    const token = await deviceToken(b.api, 's3-avatar-device-003');
    const res = await b.api.post('/user/update-profile', { avatar: missing }, { token });
    expect(res.body).toMatchObject({ code: 601 });
  });
});
