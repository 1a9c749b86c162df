import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '#shared/constants.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { SERVER_MESSAGES } from '../i18n/messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('envelope and protocol rules (DESIGN.md section 2)', () => {
  it('answers a signed call with the envelope', async () => {
    const res = await t.api.post('/service/check-setting', {});
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(typeof res.body.msg).toBe('string');
    expect(res.body.data).toBeTruthy();
  });

  it('refuses a missing signature with 401 and a message in the request language', async () => {
    const res = await t.api.post('/service/check-setting', {}, { unsigned: true, language: 3 });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: SERVER_MESSAGES.en.sign_missing, data: null });
  });

  it('refuses a wrong signature', async () => {
    const res = await t.api.post('/service/check-setting', {}, { signKey: 'another-key', language: 1 });
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe(SERVER_MESSAGES['zh-Hans'].sign_invalid);
  });

  it('refuses a body changed after signing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/enjoy-api/user/device-login',
      headers: {
        'content-type': 'application/json',
        time: String(Math.floor(Date.now() / 1000)),
        sign: 'AAAA',
        language: '2',
      },
      payload: JSON.stringify({ udid: 'tampered-device-0001' }),
    });
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ code: 401, msg: SERVER_MESSAGES['zh-Hant'].sign_invalid });
  });

  it.each([301, -301, 100_000])('refuses a time %i seconds off', async (offset) => {
    const res = await t.api.post(
      '/service/check-setting',
      {},
      { time: Math.floor(Date.now() / 1000) + offset },
    );
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe(SERVER_MESSAGES.en.time_skew);
  });

  it('accepts a time 299 seconds off', async () => {
    const res = await t.api.post('/service/check-setting', {}, { time: Math.floor(Date.now() / 1000) - 299 });
    expect(res.body.code).toBe(200);
  });

  it('refuses a time that is not a number', async () => {
    const res = await t.api.post(
      '/service/check-setting',
      {},
      { headers: { time: 'yesterday' }, unsigned: true },
    );
    expect(res.status).toBe(401);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.api.postRaw('/user/device-login', '{"udid": "abc",', { language: 4 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: SERVER_MESSAGES.th.malformed_json, data: null });
  });

  it('answers prototype-poisoning JSON with 400', async () => {
    const res = await t.api.postRaw('/user/device-login', '{"__proto__": {"x": 1}, "udid": "abcdefghij"}');
    expect(res.status).toBe(400);
  });

  it('answers an unknown API route with the 404 envelope', async () => {
    const res = await t.api.post('/no/such/route', {}, { language: 5 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: SERVER_MESSAGES.id.not_found, data: null });
  });

  it('answers an oversized body with 413', async () => {
    const big = JSON.stringify({ udid: 'x'.repeat(API_BODY_LIMIT_BYTES + 10) });
    const res = await t.api.postRaw('/user/device-login', big);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(413);
    expect(res.body.msg).toBe(SERVER_MESSAGES.en.payload_too_large);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.api.postRaw('/user/device-login', 'udid=abc', { contentType: 'text/plain' });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe(415);
  });

  it('answers a schema violation as a business outcome naming the field', async () => {
    const res = await t.api.post('/user/device-login', { udid: 'short' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(601);
    expect(res.body.msg).toContain('udid');
  });

  it('falls back to Traditional Chinese for language 0, absent or unknown', async () => {
    for (const language of ['0', '', '9', 'abc']) {
      const res = await t.api.post('/no/such/route', {}, { language });
      expect(res.body.msg).toBe(SERVER_MESSAGES['zh-Hant'].not_found);
    }
  });

  it('never leaks a stack trace', async () => {
    const responses = await Promise.all([
      t.api.postRaw('/user/device-login', '{'),
      t.api.postRaw('/user/device-login', 'null'),
      t.api.postRaw('/user/device-login', '[]'),
      t.api.postRaw('/user/device-login', '"x"'),
      t.api.post('/user/index', { a: 1 }, { token: 'not-a-token' }),
    ]);
    for (const res of responses) {
      expect(res.status).toBeLessThan(500);
      expect(res.raw.body).not.toMatch(/at .*\.ts:\d+|stack/i);
      expect(res.body.code).not.toBe(-1);
    }
  });
});
