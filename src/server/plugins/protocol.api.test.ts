import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '#shared/constants.ts';
import { signRequest } from '#shared/signing.ts';
import { buildTestApp, TEST_SIGN_KEY, type TestApp } from '../testing/build-test-app.ts';
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

  // The real clock may pass a second boundary between the client's stamp and the server's check,
  // so these stay clear of the edge; the exact edge (300 in, 301 out) is tested on a fixed clock below.
  it.each([310, -310, 100_000])('refuses a time %i seconds off', async (offset) => {
    const res = await t.api.post(
      '/service/check-setting',
      {},
      { time: Math.floor(Date.now() / 1000) + offset },
    );
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe(SERVER_MESSAGES.en.time_skew);
  });

  it('accepts a time 290 seconds off', async () => {
    const res = await t.api.post('/service/check-setting', {}, { time: Math.floor(Date.now() / 1000) - 290 });
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

  it('answers JSON nested thousands deep as any other body, never 500 (found by npm run soak)', async () => {
    for (const text of [
      '['.repeat(30_000) + '1' + ']'.repeat(30_000),
      '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
    ]) {
      const res = await t.api.postRaw('/user/device-login', text, { language: 3 });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(601);
    }
    // A NUL deep down is still found, at its path.
    const deep = '{"udid":"abcdefghij","a":' + '{"b":'.repeat(5000) + '"x\\u0000"' + '}'.repeat(5000) + '}';
    const res = await t.api.postRaw('/user/device-login', deep, { language: 3 });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(601);
  });

  it('answers prototype-poisoning JSON with 400, as a bad request rather than bad JSON', async () => {
    const res = await t.api.postRaw('/user/device-login', '{"__proto__": {"x": 1}, "udid": "abcdefghij"}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: SERVER_MESSAGES.en.bad_request, data: null });
  });

  it('refuses a compressed body with 415', async () => {
    const res = await t.api.postRaw('/user/device-login', '{"udid":"abcdefghij"}', {
      headers: { 'content-encoding': 'gzip' },
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe(415);
  });

  it.each(['/enjoy-api/user/index%', '/enjoy-api/%E0%A4%A', '/enjoy-api/%'])(
    'answers an undecodable URL (%s) with the 400 envelope in the request language',
    async (url) => {
      const res = await t.app.inject({ method: 'POST', url, headers: { language: '3' } });
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ code: 400, msg: SERVER_MESSAGES.en.bad_request, data: null });
    },
  );

  it('answers a path parameter over the length limit with the 414 envelope, not 405', async () => {
    for (const length of [501, 5000]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/enjoy-api/comm/dictType/${'a'.repeat(length)}`,
        headers: { language: '3' },
      });
      expect(res.statusCode, String(length)).toBe(414);
      expect(res.headers.allow).toBeUndefined();
      expect(JSON.parse(res.body)).toEqual({ code: 414, msg: SERVER_MESSAGES.en.uri_too_long, data: null });
    }
    // Within the limit, the route's own validation answers (the types named are not known).
    const within = await t.api.get(`/comm/dictType/${'a'.repeat(500)}`);
    expect(within.status).toBe(200);
    expect(within.body.code).toBe(601);
  });

  it('answers a known path asked with another method with 405 and Allow', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'HEAD'] as const) {
      const res = await t.app.inject({
        method,
        url: '/enjoy-api/service/check-setting',
        headers: { language: '3' },
      });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('POST');
      if (method !== 'HEAD') {
        expect(JSON.parse(res.body)).toEqual({
          code: 405,
          msg: SERVER_MESSAGES.en.method_not_allowed,
          data: null,
        });
      }
    }
    const post = await t.app.inject({ method: 'POST', url: '/enjoy-api/comm/dictType/feedback_type' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('refuses a NUL character in a body, a query or a path as a validation failure, never a 500', async () => {
    const body = await t.api.post('/user/device-login', { udid: 'abcdefgh\u0000ijk' });
    expect(body.status).toBe(200);
    expect(body.body).toMatchObject({
      code: 601,
      msg: SERVER_MESSAGES.en.validation_field.replace('{field}', 'udid'),
    });
    const nested = await t.api.post('/service/check-setting', { keys: ['ok', 'n\u0000'] });
    expect(nested.body.code).toBe(601);
    const query = await t.api.get('/video/search', { keyword: 'a\u0000b' });
    expect(query.status).toBe(200);
    expect(query.body.code).toBe(601);
    const path = await t.api.get('/comm/dictType/a%00b');
    expect(path.status).toBeLessThan(500);
    expect(path.body.code).not.toBe(500);
  });

  it('answers a record that does not exist on a known route as a business outcome (HTTP 200, code 404)', async () => {
    const token = (await t.api.post('/user/device-login', { udid: 'protocol-device-0001' })).body.data as {
      user_token: string;
    };
    const res = await t.api.post(
      '/video/detail',
      { drama_id: 987654 },
      { token: token.user_token, language: 3 },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 404, msg: SERVER_MESSAGES.en.not_found, data: null });
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

describe('the time window, in whole seconds', () => {
  const NOW_MS = 1_767_225_600_500;
  let fixed: TestApp;
  beforeAll(async () => {
    fixed = await buildTestApp({ now: () => NOW_MS });
  });
  afterAll(async () => {
    await fixed.close();
  });

  it.each([
    [-300, 200],
    [300, 200],
    [-301, 401],
    [301, 401],
  ])('a time %i s from now answers %i', async (offset, status) => {
    const res = await fixed.api.post(
      '/service/check-setting',
      {},
      { time: Math.floor(NOW_MS / 1000) + offset },
    );
    expect(res.status).toBe(status);
  });

  it('refuses a time with a fraction, even signed', async () => {
    const time = `${Math.floor(NOW_MS / 1000)}.5`;
    const sign = signRequest({
      key: TEST_SIGN_KEY,
      method: 'POST',
      path: '/service/check-setting',
      time,
      payload: '{}',
    });
    const res = await fixed.api.post(
      '/service/check-setting',
      {},
      { headers: { time, sign }, unsigned: true },
    );
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe(SERVER_MESSAGES.en.time_skew);
  });
});
