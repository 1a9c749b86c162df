/**
 * The feedback inbox through /console-api (issue 18): roles, the order (open unanswered first,
 * closed last), filters by state, type and language, the search, the reply (unread for the
 * user, as the CLI's; a closed one opens again), closing, templates per language, and an audit
 * row for every write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponse } from '#shared/contract/console-auth.ts';
import {
  inboxItem,
  inboxResponse,
  replyTemplate,
  templatesResponse,
} from '#shared/contract/console-feedback.ts';
import { feedbackPage } from '#shared/contract/feedback.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { CLI_ACTOR } from '../operator/audit.service.ts';
import {
  consoleCall,
  setUpConsoleTeam,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';
import { emailLogin } from '../../testing/outbox.ts';

const clock = testClock();
let t: TestApp;
let owner: ConsoleSession;
let editor: ConsoleSession;
let support: ConsoleSession;
let viewer: string;
const ids: Record<string, number> = {};

const call = (method: 'GET' | 'POST', path: string, body?: unknown, session = support) =>
  consoleCall(t.app, method, path, { session, ...(body === undefined ? {} : { body }) });

async function submit(name: string, type: string, language: number) {
  const res = await t.api.post(
    '/feedback/submit',
    { type, content: `${name}: it does not play`, contact: 'me@example.com' },
    { token: viewer, language },
  );
  expect(res.body.code).toBe(200);
  ids[name] = (res.body.data as { id: number }).id;
}

async function inbox(query = '') {
  const res = await call('GET', `/feedback${query}`);
  expect(res.body.code).toBe(200);
  return inboxResponse.parse(res.body.data);
}

const contentsOf = (r: { items: { content: string }[] }) => r.items.map((i) => i.content.split(':')[0]);

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  ({ owner, editor, support } = await setUpConsoleTeam(t.app, clock));
  viewer = await deviceToken(t.api, 'inbox-device-000001');
  await submit('old-en', 'playback', 3);
  await submit('th-pay', 'payment', 4);
  await submit('new-en', 'payment', 3);
});
afterAll(async () => {
  await t.close();
});

describe('feedback inbox: access', () => {
  it('is for support and owners only', async () => {
    expect((await call('GET', '/feedback', undefined, owner)).body.code).toBe(200);
    expect((await call('GET', '/feedback', undefined, editor)).body.code).toBe(903);
    expect((await consoleCall(t.app, 'GET', '/feedback')).body.code).toBe(901);
    expect((await call('POST', '/feedback/1/reply', { body: 'hi' }, editor)).body.code).toBe(903);
    expect((await call('GET', '/feedback/templates', undefined, editor)).body.code).toBe(903);
  });

  it('answers bad input with 601 and an unknown feedback with 404, never a 500', async () => {
    expect((await call('GET', '/feedback?language=9')).body.code).toBe(601);
    expect((await call('GET', '/feedback?type=refund')).body.code).toBe(601);
    expect((await call('GET', '/feedback?size=1000')).body.code).toBe(601);
    expect((await call('POST', '/feedback/abc/reply', { body: 'x' })).body.code).toBe(601);
    expect((await call('POST', `/feedback/${ids['new-en']}/reply`, { body: '   ' })).body.code).toBe(601);
    expect((await call('POST', `/feedback/${ids['new-en']}/close`, { closed: 'yes' })).body.code).toBe(601);
    const unknown = await call('POST', '/feedback/999999/reply', { body: 'hello' });
    expect(unknown).toMatchObject({ status: 200, body: { code: 404 } });
    expect((await call('POST', '/feedback/999999/close', { closed: true })).body.code).toBe(404);
  });
});

describe('feedback inbox: list, reply, close', () => {
  it('lists newest first with the language each was written in, filtered by type and language', async () => {
    const all = await inbox();
    expect(all.total).toBe(3);
    expect(contentsOf(all)).toEqual(['new-en', 'th-pay', 'old-en']);
    expect(all.items.map((i) => i.language)).toEqual([3, 4, 3]);
    expect(all.items.every((i) => i.state === 'unanswered')).toBe(true);
    expect(contentsOf(await inbox('?type=payment'))).toEqual(['new-en', 'th-pay']);
    expect(contentsOf(await inbox('?language=4'))).toEqual(['th-pay']);
    expect(contentsOf(await inbox('?type=payment&language=3'))).toEqual(['new-en']);
    const page2 = await inbox('?size=2&page=2');
    expect(page2).toMatchObject({ total: 3 });
    expect(contentsOf(page2)).toEqual(['old-en']);
  });

  it('replies through the same rule as the CLI: unread for the user, answered ones after unanswered', async () => {
    const res = await call('POST', `/feedback/${ids['new-en']}/reply`, { body: '  We fixed it.  ' });
    expect(res.body.code).toBe(200);
    const item = inboxItem.parse(res.body.data);
    expect(item).toMatchObject({ state: 'answered', replies: [{ body: 'We fixed it.', read: false }] });
    // The command line's reply keeps working beside it.
    await t.app.services.feedback.reply(ids['old-en'] ?? 0, 'From the shell', CLI_ACTOR);

    const unread = await t.api.post('/feedback/unread', {}, { token: viewer });
    expect(unread.body.data).toEqual({ count: 2 });
    const mine = feedbackPage.parse((await t.api.post('/feedback/list', {}, { token: viewer })).body.data);
    expect(mine.list.find((f) => f.id === ids['new-en'])).toMatchObject({ unread: 1 });

    expect(contentsOf(await inbox())).toEqual(['th-pay', 'new-en', 'old-en']);
    expect(contentsOf(await inbox('?status=unanswered'))).toEqual(['th-pay']);
    expect(contentsOf(await inbox('?status=answered'))).toEqual(['new-en', 'old-en']);
  });

  it('closes and reopens, closed ones last; each change audited once', async () => {
    const closed = await call('POST', `/feedback/${ids['th-pay']}/close`, { closed: true });
    expect(inboxItem.parse(closed.body.data)).toMatchObject({ state: 'closed' });
    expect(inboxItem.parse(closed.body.data).closed_at).toBe(new Date(clock.now()).toISOString());
    // Closing again changes nothing and writes no second row.
    await call('POST', `/feedback/${ids['th-pay']}/close`, { closed: true });
    expect(contentsOf(await inbox())).toEqual(['new-en', 'old-en', 'th-pay']);
    expect(contentsOf(await inbox('?status=closed'))).toEqual(['th-pay']);
    expect((await inbox('?status=unanswered')).total).toBe(0);

    const reopened = await call('POST', `/feedback/${ids['th-pay']}/close`, { closed: false });
    expect(inboxItem.parse(reopened.body.data)).toMatchObject({ state: 'unanswered', closed_at: null });

    const audit = auditResponse.parse(
      (await call('GET', '/audit?entity=feedback&size=100', undefined, owner)).body.data,
    );
    const actions = audit.items.map((e) => `${e.action}:${e.operator_name}`);
    expect(actions.filter((a) => a.startsWith('close'))).toEqual(['close:Sue']);
    expect(actions).toContain('reopen:Sue');
    expect(actions).toContain('reply:Sue');
    expect(actions).toContain('reply:cli');
  });
});

describe('feedback inbox: a reply to a closed feedback', () => {
  it('opens it again, answered, with a reopen audit row saying the reply did it', async () => {
    await submit('late', 'other', 3);
    const id = ids['late'] ?? 0;
    await call('POST', `/feedback/${id}/close`, { closed: true });
    expect(contentsOf(await inbox('?status=closed'))).toEqual(['late']);

    const res = await call('POST', `/feedback/${id}/reply`, { body: 'One more thing.' });
    expect(inboxItem.parse(res.body.data)).toMatchObject({ state: 'answered', closed_at: null });
    expect(contentsOf(await inbox('?status=closed'))).toEqual([]);
    expect(contentsOf(await inbox('?status=answered'))).toContain('late');

    const audit = auditResponse.parse(
      (await call('GET', '/audit?entity=feedback&size=100', undefined, owner)).body.data,
    );
    const rows = audit.items.filter((e) => e.entity_id === String(id)).map((e) => [e.action, e.after]);
    expect(rows).toContainEqual(['reopen', { closed: false, by: 'reply' }]);
    // A reply to an open one writes no reopen row.
    await call('POST', `/feedback/${id}/reply`, { body: 'And another.' });
    const again = auditResponse.parse(
      (await call('GET', '/audit?entity=feedback&size=100', undefined, owner)).body.data,
    );
    expect(again.items.filter((e) => e.entity_id === String(id) && e.action === 'reopen')).toHaveLength(1);
  });
});

describe('feedback inbox: search', () => {
  const found = async (q: string) => contentsOf(await inbox(`?q=${encodeURIComponent(q)}`)).sort();
  let readerId = 0;

  beforeAll(async () => {
    const reader = await emailLogin(
      t,
      await deviceToken(t.api, 'inbox-device-000002'),
      'mai.reader@example.com',
    );
    const post = async (token: string, content: string, contact: string) => {
      const res = await t.api.post(
        '/feedback/submit',
        { type: 'other', content, contact },
        { token, language: 3 },
      );
      expect(res.body.code).toBe(200);
    };
    await post(viewer, 'percent: charged 100% twice', 'line:@dramafan');
    await post(viewer, 'plain: charged 1000 twice', 'me@example.com');
    await post(viewer, 'under: the a_b episode', 'me@example.com');
    await post(reader, 'reader: ตอนที่ 3 เล่นไม่ได้', 'tel 0812345678');
    readerId = (await inbox('?q=reader:')).items[0]?.user_id ?? 0;
  });

  it('finds text in the feedback and its contact, in any case', async () => {
    expect(await found('CHARGED')).toEqual(['percent', 'plain']);
    expect(await found('@DramaFan')).toEqual(['percent']);
    expect(await found('เล่นไม่ได้')).toEqual(['reader']);
    expect(await found('0812345678')).toEqual(['reader']);
  });

  it('takes % and _ literally', async () => {
    expect(await found('100%')).toEqual(['percent']);
    expect(await found('a_b')).toEqual(['under']);
    expect(await found('%')).toEqual(['percent']);
    expect(await found('_')).toEqual(['under']);
  });

  it("finds a user's feedback by email or by id, with the other filters", async () => {
    expect(readerId).toBeGreaterThan(0);
    expect(await found('Mai.Reader@')).toEqual(['reader']);
    expect(await found(`#${readerId}`)).toEqual(['reader']);
    expect(await found(String(readerId))).toEqual(['reader']);
    expect(await found('charged')).toEqual(['percent', 'plain']);
    expect(contentsOf(await inbox('?q=charged&status=closed'))).toEqual([]);
    expect((await inbox('?q=charged&size=1')).total).toBe(2);
  });

  it('lists everything for a blank search and refuses a search over 100 characters', async () => {
    expect((await inbox('?q=%20%20')).total).toBe((await inbox()).total);
    expect((await call('GET', `/feedback?q=${'x'.repeat(101)}`)).body.code).toBe(601);
    expect((await call('GET', `/feedback?q=${'x'.repeat(100)}`)).body.code).toBe(200);
  });
});

describe('feedback inbox: reply templates', () => {
  it('creates, lists by language, updates and deletes, each audited', async () => {
    const created = await call('POST', '/feedback/templates', {
      language: 4,
      title: ' ขอบคุณ ',
      body: 'ขอบคุณสำหรับความคิดเห็น',
    });
    const th = replyTemplate.parse(created.body.data);
    expect(th).toMatchObject({ language: 4, title: 'ขอบคุณ' });
    await call('POST', '/feedback/templates', { language: 3, title: 'Thanks', body: 'Thank you!' });

    const list = async (q = '') =>
      templatesResponse.parse((await call('GET', `/feedback/templates${q}`)).body.data).items;
    expect((await list()).map((x) => x.language)).toEqual([3, 4]);
    expect((await list('?language=4')).map((x) => x.title)).toEqual(['ขอบคุณ']);

    const updated = await call('POST', `/feedback/templates/${th.id}`, {
      language: 4,
      title: 'ขอบคุณมาก',
      body: 'ขอบคุณ',
    });
    expect(replyTemplate.parse(updated.body.data)).toMatchObject({ title: 'ขอบคุณมาก' });
    expect((await call('POST', `/feedback/templates/${th.id}/delete`)).body.code).toBe(200);
    expect((await call('POST', `/feedback/templates/${th.id}/delete`)).body.code).toBe(404);
    expect(
      (await call('POST', `/feedback/templates/${th.id}`, { language: 4, title: 'a', body: 'b' })).body.code,
    ).toBe(404);
    expect((await list('?language=4')).length).toBe(0);

    expect(
      (await call('POST', '/feedback/templates', { language: 6, title: 'x', body: 'y' })).body.code,
    ).toBe(601);
    expect((await call('POST', '/feedback/templates', { language: 3, title: '', body: 'y' })).body.code).toBe(
      601,
    );
    expect(
      (await call('POST', '/feedback/templates', { language: 3, title: 'x', body: 'y'.repeat(2001) })).body
        .code,
    ).toBe(601);

    const audit = auditResponse.parse(
      (await call('GET', '/audit?entity=reply_template&size=100', undefined, owner)).body.data,
    );
    expect(audit.items.map((e) => e.action).sort()).toEqual(['create', 'create', 'delete', 'update']);
  });
});
