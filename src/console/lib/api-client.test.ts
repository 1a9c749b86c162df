import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { meResponse } from '#shared/contract/console-auth.ts';
import { meOf, ok, refuse, setupConsoleApi } from '#console/testing/network.ts';
import { apiUrl, consoleRequest, forgetSession, rememberSession } from './api-client.ts';
import { ConsoleApiError, NO_ANSWER, UNREADABLE_ANSWER } from './api-error.ts';
import { applyLanguage } from './i18n.ts';

const api = setupConsoleApi();

beforeAll(async () => {
  vi.stubGlobal('location', { href: 'https://drama.example.test/console/audit' });
  await applyLanguage(1);
});
afterEach(() => forgetSession());

describe('consoleRequest', () => {
  it('unwraps the envelope and parses data with the schema, naming the interface language', async () => {
    api.answer({ 'GET /auth/me': () => ok(meOf('owner')) });
    const me = await consoleRequest('GET', '/auth/me', { schema: meResponse });
    expect(me.operator.role).toBe('owner');
    const [call] = api.calls('GET /auth/me');
    expect(call?.headers.get('language')).toBe('1');
    expect(call?.headers.get('x-csrf-token')).toBeNull();
  });

  it('sends the session CSRF token on writes only, and JSON bodies', async () => {
    rememberSession(meOf('owner'));
    api.answer({
      'POST /operators': () => ok({ id: 2, setup_url: 'https://x/console/setup#token=t' }),
      'GET /operators': () => ok({ items: [] }),
    });
    await consoleRequest('POST', '/operators', { schema: z.unknown(), body: { email: 'b@example.com' } });
    await consoleRequest('GET', '/operators', { schema: z.unknown() });
    const [post] = api.calls('POST /operators');
    expect(post?.headers.get('x-csrf-token')).toBe('csrf-123');
    expect(post?.headers.get('content-type')).toBe('application/json');
    expect(post?.body).toEqual({ email: 'b@example.com' });
    expect(api.calls('GET /operators')[0]?.headers.get('x-csrf-token')).toBeNull();
    forgetSession();
    await consoleRequest('POST', '/operators', { schema: z.unknown(), body: {} });
    expect(api.calls('POST /operators')[1]?.headers.get('x-csrf-token')).toBeNull();
  });

  it('writes the query string without empty values', async () => {
    expect(apiUrl('/audit', { entity: 'operator', action: '', page: 2, to: undefined })).toBe(
      '/console-api/audit?entity=operator&page=2',
    );
    api.answer({ 'GET /audit': () => ok({ items: [], total: 0 }) });
    await consoleRequest('GET', '/audit', { schema: z.unknown(), query: { operator_id: 3 } });
    expect(api.calls('GET /audit')[0]?.query.get('operator_id')).toBe('3');
  });

  it('turns a refusal into a ConsoleApiError with the server code, message and data', async () => {
    api.answer({
      'POST /auth/login': () => refuse('operatorLocked', '15 分钟后再试', { retry_after_s: 900 }),
    });
    const error = await consoleRequest('POST', '/auth/login', { schema: z.unknown(), body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConsoleApiError);
    expect(error).toMatchObject({ code: 912, message: '15 分钟后再试', data: { retry_after_s: 900 } });
  });

  it('reads 901 from an HTTP 401 answer', async () => {
    api.answer({ 'GET /audit': () => refuse('operatorUnauthorized', '请先登录') });
    await expect(consoleRequest('GET', '/audit', { schema: z.unknown() })).rejects.toMatchObject({
      code: 901,
    });
  });

  it('says so in the interface language when no answer comes or it cannot be read', async () => {
    api.answer({
      'GET /a': () => new Response('<html>proxy error</html>', { status: 502 }),
      'GET /b': () => ok({ operator: 'not an object' }),
    });
    await expect(consoleRequest('GET', '/a', { schema: z.unknown() })).rejects.toMatchObject({
      code: 502,
      message: '服务器暂时无法完成此操作，请稍后重试。',
    });
    await expect(consoleRequest('GET', '/b', { schema: meResponse })).rejects.toMatchObject({
      code: UNREADABLE_ANSWER,
      message: '无法读取服务器的响应，请刷新页面。',
    });
    api.networkDown();
    await expect(consoleRequest('GET', '/auth/me', { schema: meResponse })).rejects.toMatchObject({
      code: NO_ANSWER,
      message: '无法连接服务器，请检查网络后重试。',
    });
  });

  it('sends the cookie of this site only (credentials same-origin)', async () => {
    api.answer({ 'GET /auth/me': () => ok(meOf('editor')) });
    const spy = vi.spyOn(globalThis, 'fetch');
    await consoleRequest('GET', '/auth/me', { schema: meResponse });
    expect(spy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin', method: 'GET' });
    spy.mockRestore();
  });

  it('sends a write repeated within a second once (a double click), and each different one', async () => {
    let created = 0;
    api.answer({
      'POST /series': () => ok({ id: ++created }),
      'POST /feedback/7/reply': () => refuse('validation', 'Too short'),
    });
    const create = () => consoleRequest('POST', '/series', { schema: z.unknown(), body: { title: 'A' } });
    const [first, second] = await Promise.all([create(), create()]);
    expect(await create()).toEqual({ id: 1 });
    expect([first, second]).toEqual([{ id: 1 }, { id: 1 }]);
    expect(api.calls('POST /series')).toHaveLength(1);
    await consoleRequest('POST', '/series', { schema: z.unknown(), body: { title: 'B' } });
    expect(api.calls('POST /series')).toHaveLength(2);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 1000);
    expect(await create()).toEqual({ id: 3 });
    vi.restoreAllMocks();
    // A refused write is not kept: trying again asks again.
    const reply = () =>
      consoleRequest('POST', '/feedback/7/reply', { schema: z.unknown(), body: { body: 'x' } });
    await expect(reply()).rejects.toBeInstanceOf(ConsoleApiError);
    await expect(reply()).rejects.toBeInstanceOf(ConsoleApiError);
    expect(api.calls('POST /feedback/7/reply')).toHaveLength(2);
  });
});
