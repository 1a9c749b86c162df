import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackItem, feedbackPage } from '#shared/contract/feedback.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import type { OperatorFeedback } from '../feedback/feedback.service.ts';
import { localAdminOps, runAdminCommand } from './admin-cli.ts';
import { createRemoteAdmin } from './remote-admin.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_TOKEN } });
});
afterAll(async () => {
  await t.close();
});

async function leaveFeedback(udid: string, content: string): Promise<{ token: string; id: number }> {
  const token = await deviceToken(t.api, udid);
  const res = await t.api.post(
    '/feedback/submit',
    { type: 'account', content, contact: 'line: @me' },
    { token },
  );
  return { token, id: feedbackItem.parse(res.body.data).id };
}

function admin(method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown } = {}) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
}

describe('the admin HTTP API', () => {
  it('refuses a missing or wrong token with the 401 envelope', async () => {
    for (const token of [undefined, '', 'wrong', `${ADMIN_TOKEN}x`]) {
      const res = await admin('GET', '/admin/api/feedback', token === undefined ? {} : { token });
      expect(res.statusCode).toBe(401);
      expect(JSON.parse(res.body)).toMatchObject({ code: 401, data: null });
    }
    const reply = await admin('POST', '/admin/api/feedback/1/reply', { token: 'nope', body: { body: 'hi' } });
    expect(reply.statusCode).toBe(401);
  });

  it('lists feedback and replies; the user sees the reply unread', async () => {
    const user = await leaveFeedback('admin-http-0000000001', 'I cannot log in');
    const list = await admin('GET', '/admin/api/feedback?unanswered=1', { token: ADMIN_TOKEN });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const listed = JSON.parse(list.body) as { code: number; data: { list: OperatorFeedback[] } };
    expect(listed.code).toBe(200);
    expect(listed.data.list.find((f) => f.id === user.id)).toMatchObject({
      content: 'I cannot log in',
      contact: 'line: @me',
      type: 'account',
      replies: [],
    });

    const res = await admin('POST', `/admin/api/feedback/${user.id}/reply`, {
      token: ADMIN_TOKEN,
      body: { body: '  Please try the email code.  ' },
    });
    expect(res.statusCode).toBe(200);
    const replied = JSON.parse(res.body) as { code: number; data: OperatorFeedback };
    expect(replied.data.replies).toMatchObject([{ body: 'Please try the email code.', is_read: 0 }]);

    const unanswered = JSON.parse(
      (await admin('GET', '/admin/api/feedback?unanswered=1', { token: ADMIN_TOKEN })).body,
    ) as { data: { list: OperatorFeedback[] } };
    expect(unanswered.data.list.some((f) => f.id === user.id)).toBe(false);

    expect((await t.api.post('/feedback/unread', undefined, { token: user.token })).body.data).toEqual({
      count: 1,
    });
    const page = feedbackPage.parse(
      (await t.api.post('/feedback/list', {}, { token: user.token })).body.data,
    );
    expect(page.list[0]).toMatchObject({
      unread: 1,
      replies: [{ body: 'Please try the email code.', is_read: 0 }],
    });
  });

  it('answers 404 for unknown feedback and 601 for an empty reply', async () => {
    const missing = await admin('POST', '/admin/api/feedback/999999/reply', {
      token: ADMIN_TOKEN,
      body: { body: 'hello' },
    });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ code: 404 });
    const { id } = await leaveFeedback('admin-http-0000000002', 'empty reply test');
    const empty = await admin('POST', `/admin/api/feedback/${id}/reply`, {
      token: ADMIN_TOKEN,
      body: { body: '  ' },
    });
    expect(JSON.parse(empty.body)).toMatchObject({ code: 601 });
  });
});

describe('npm run admin (the command function)', () => {
  function io() {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
  }

  it('lists unanswered feedback, replies to one, and the user sees it unread', async () => {
    const user = await leaveFeedback('admin-cli-00000000001', 'Subtitles are missing');
    const listing = io();
    expect(
      await runAdminCommand(['feedback:list', '--unanswered'], {
        ...localAdminOps(t.app.services),
        io: listing.io,
      }),
    ).toBe(0);
    const text = listing.out.join('\n');
    expect(text).toContain(`#${user.id} `);
    expect(text).toContain('Subtitles are missing');
    expect(text).toContain('unanswered');

    const replying = io();
    expect(
      await runAdminCommand(['feedback:reply', String(user.id), 'Added', 'next', 'week'], {
        ...localAdminOps(t.app.services),
        io: replying.io,
      }),
    ).toBe(0);
    expect(replying.out.join('\n')).toContain('Added next week');

    const page = feedbackPage.parse(
      (await t.api.post('/feedback/list', {}, { token: user.token })).body.data,
    );
    expect(page.list[0]).toMatchObject({ unread: 1, replies: [{ body: 'Added next week', is_read: 0 }] });

    const json = io();
    await runAdminCommand(['feedback:list', '--json'], { ...localAdminOps(t.app.services), io: json.io });
    const parsed = JSON.parse(json.out.join('\n')) as { list: OperatorFeedback[] };
    expect(parsed.list.find((f) => f.id === user.id)?.replies).toHaveLength(1);
  });

  it('explains bad usage and unknown ids', async () => {
    const bad = io();
    expect(
      await runAdminCommand(['feedback:reply', 'abc'], { ...localAdminOps(t.app.services), io: bad.io }),
    ).toBe(2);
    expect(bad.err.join('\n')).toContain('Usage');
    const unknown = io();
    expect(
      await runAdminCommand(['feedback:reply', '987654', 'hi'], {
        ...localAdminOps(t.app.services),
        io: unknown.io,
      }),
    ).toBe(1);
    expect(unknown.err.join('\n')).toContain('No feedback #987654');
    const nothing = io();
    expect(await runAdminCommand(['nope'], { ...localAdminOps(t.app.services), io: nothing.io })).toBe(2);
  });
});

describe('the command line while the server holds the database', () => {
  it('lists and replies through the running server with the admin token', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await leaveFeedback('admin-remote-000000001', 'Subtitles are out of sync');
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(`ERR ${l}`) };
    const remote = createRemoteAdmin(address, ADMIN_TOKEN);
    expect(await runAdminCommand(['feedback:list', '--unanswered'], { ...remote, io })).toBe(0);
    expect(lines.join('\n')).toContain('Subtitles are out of sync');
    expect(
      await runAdminCommand(['feedback:reply', String(user.id), 'Fixed,', 'thanks!'], {
        ...remote,
        io,
      }),
    ).toBe(0);
    const mine = feedbackPage.parse(
      (await t.api.post('/feedback/list', {}, { token: user.token })).body.data,
    );
    expect(mine.list.find((f) => f.id === user.id)).toMatchObject({ unread: 1 });
    expect(await runAdminCommand(['feedback:reply', '999999', 'x'], { ...remote, io })).toBe(1);
    expect(lines.at(-1)).toBe('ERR No feedback #999999.');
    const wrongToken = createRemoteAdmin(address, 'not-the-token');
    expect(await runAdminCommand(['feedback:list'], { ...wrongToken, io })).toBe(1);
  });
});
