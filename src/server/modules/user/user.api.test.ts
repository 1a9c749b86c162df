import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoData } from '#shared/contract/user.ts';
import { deriveHadLogin } from '#shared/had-login.ts';
import { buildTestApp, DEVICE, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { DEVICE_LOGIN_LIMIT } from './user.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /user/device-login', () => {
  it('creates a guest account for a new device and finds it again', async () => {
    const first = await t.api.post('/user/device-login', { ...DEVICE, udid: 'device-login-same-0001' });
    expect(first.body.code).toBe(200);
    const data = first.body.data as { user_token: string; nickname: string; email: string };
    expect(data.user_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.email).toBe('');

    const again = await deviceToken(t.api, 'device-login-same-0001');
    expect(again).not.toBe(data.user_token);
    const a = await t.api.post('/user/index', undefined, { token: data.user_token });
    const b = await t.api.post('/user/index', undefined, { token: again });
    expect((a.body.data as { uid: number }).uid).toBe((b.body.data as { uid: number }).uid);
  });

  it('gives each device its own account, even when the same device logs in 10 times at once', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 10 }, () => deviceToken(t.api, 'device-parallel-0001')),
    );
    const uids = new Set<number>();
    for (const token of tokens) {
      const res = await t.api.post('/user/index', undefined, { token });
      uids.add((res.body.data as { uid: number }).uid);
    }
    expect(uids.size).toBe(1);
    const other = await deviceToken(t.api, 'device-parallel-0002');
    const res = await t.api.post('/user/index', undefined, { token: other });
    expect(uids.has((res.body.data as { uid: number }).uid)).toBe(false);
  });

  it('requires a udid', async () => {
    const res = await t.api.post('/user/device-login', { marketChannel: 'web' });
    expect(res.body.code).toBe(601);
  });
});

describe('POST /user/index', () => {
  it('answers the SPEC 3 user info in full', async () => {
    const token = await deviceToken(t.api, 'device-info-000001');
    const res = await t.api.post('/user/index', undefined, { token, language: 3 });
    expect(res.body.code).toBe(200);
    const info = userInfoData.parse(res.body.data);
    expect(info.uid).toBeGreaterThanOrEqual(10000001);
    expect(info.nickname).toBe(`Guest ${info.uid}`);
    expect(info.is_svip).toBe(0);
    expect(info.asset_items.map((a) => [a.action, a.value])).toEqual([
      ['goldDetail', 0],
      ['coinDetail', 0],
    ]);
    expect(info.data_list[0]?.list.map((e) => [e.type, e.is_click])).toEqual([
      ['facebook', 1],
      ['tiktok', 1],
      ['email', 1],
    ]);
    expect(deriveHadLogin(info)).toBe(false);
  });

  it('localizes the guest nickname and the labels', async () => {
    const token = await deviceToken(t.api, 'device-info-000002');
    const res = await t.api.post('/user/index', undefined, { token, language: 2 });
    const info = userInfoData.parse(res.body.data);
    expect(info.nickname).toBe(`訪客 ${info.uid}`);
    expect(info.asset_items[0]?.title).toBe('金幣');
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'abc'],
    ['an unknown token', 'A'.repeat(43)],
  ])('answers code 301 with %s', async (_name, token) => {
    const res = await t.api.post('/user/index', undefined, token ? { token } : {});
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(301);
    expect(res.body.data).toBeNull();
  });

  it('accepts the token as a bearer header too', async () => {
    const token = await deviceToken(t.api, 'device-info-000003');
    const res = await t.api.post('/user/index', undefined, { headers: { authorization: `Bearer ${token}` } });
    expect(res.body.code).toBe(200);
  });
});

describe('POST /auth/user/logout', () => {
  it('revokes the token: the next call answers 301', async () => {
    const token = await deviceToken(t.api, 'device-logout-00001');
    expect((await t.api.post('/user/index', undefined, { token })).body.code).toBe(200);
    const out = await t.api.post('/auth/user/logout', undefined, { token });
    expect(out.body).toMatchObject({ code: 200, data: null });
    expect((await t.api.post('/user/index', undefined, { token })).body.code).toBe(301);
  });

  it('is harmless without a session', async () => {
    const out = await t.api.post('/auth/user/logout', undefined);
    expect(out.body.code).toBe(200);
  });
});

describe('rate limit', () => {
  it('limits device logins per IP with 429 and the envelope, counted in the database', async () => {
    const fresh = await buildTestApp();
    try {
      const results = [];
      for (let i = 0; i < DEVICE_LOGIN_LIMIT.max + 2; i++) {
        results.push(
          await fresh.api.post('/user/device-login', {
            ...DEVICE,
            udid: `device-rate-${String(i).padStart(6, '0')}`,
          }),
        );
      }
      const limited = results.filter((r) => r.status === 429);
      expect(limited.length).toBe(2);
      expect(limited[0]?.body).toMatchObject({ code: 429, data: null });
      expect(limited[0]?.raw.headers['retry-after']).toBeDefined();
      expect(results.slice(0, DEVICE_LOGIN_LIMIT.max).every((r) => r.body.code === 200)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
