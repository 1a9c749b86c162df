/**
 * The upload allowance (avatars and feedback pictures together): so many a minute a user, and
 * per address only what its users' own limits let through, up to a ceiling, so one person's
 * flood does not lock out everybody behind the same carrier address. Checked before the file
 * is read: a refused file counts as an upload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#shared/contract/endpoints.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { UPLOADS_PER_ADDRESS_MINUTE, UPLOADS_PER_USER_MINUTE } from './upload.service.ts';
import { makeImage, uploadFile } from './upload.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let devices = 0;
const newUser = () => deviceToken(t.api, `upload-allowance-${String(++devices).padStart(6, '0')}`);
const junk = Buffer.from('not a picture at all');

describe('the upload allowance', () => {
  it(`takes ${UPLOADS_PER_USER_MINUTE} uploads a minute a user, avatars and pictures together; others at the address go on`, async () => {
    const remoteAddress = '198.51.100.40';
    const token = await newUser();
    for (let i = 0; i < UPLOADS_PER_USER_MINUTE - 1; i++) {
      // Refused files count: the allowance is spent before the file is read.
      expect((await uploadFile(t.app, junk, { token, remoteAddress })).body.code).toBe(601);
    }
    const picture = await makeImage(200, 200);
    const last = await uploadFile(t.app, picture, {
      token,
      remoteAddress,
      path: endpoints.feedbackImage.path,
    });
    expect(last.body.code).toBe(200);

    const over = await uploadFile(t.app, picture, { token, remoteAddress, language: 4 });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 429, msg: 'มีคำขอมากเกินไป กรุณาลองใหม่ภายหลัง', data: null });
    expect(Number(over.raw.headers['retry-after'])).toBeGreaterThan(0);
    const overPicture = await uploadFile(t.app, picture, {
      token,
      remoteAddress,
      path: endpoints.feedbackImage.path,
    });
    expect(overPicture.status).toBe(429);

    // Somebody else behind the same address is not held by it; the user's own limit holds at
    // any address.
    const other = await uploadFile(t.app, picture, { token: await newUser(), remoteAddress });
    expect(other.body.code).toBe(200);
    const moved = await uploadFile(t.app, picture, { token, remoteAddress: '198.51.100.99' });
    expect(moved.status).toBe(429);
  });

  it(`lets ${UPLOADS_PER_ADDRESS_MINUTE} uploads a minute through one address, then answers 429 there only`, async () => {
    const address = '198.51.100.41';
    // As if many users behind this address had used all but one of the minute's allowance.
    for (let i = 0; i < UPLOADS_PER_ADDRESS_MINUTE - 1; i++) {
      await t.app.services.rateLimits.hit(`upload:ip:${address}`, 60_000);
    }
    const picture = await makeImage(120, 120);
    const last = await uploadFile(t.app, picture, { token: await newUser(), remoteAddress: address });
    expect(last.body.code).toBe(200);
    const over = await uploadFile(t.app, picture, { token: await newUser(), remoteAddress: address });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 429, msg: 'Too many requests, please try again later' });
    const elsewhere = await uploadFile(t.app, picture, {
      token: await newUser(),
      remoteAddress: '198.51.100.42',
    });
    expect(elsewhere.body.code).toBe(200);
  });
});
