import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_PER_HOUR,
  FEEDBACK_PER_IP_HOUR,
  feedbackItem,
  feedbackPage,
} from '#shared/contract/feedback.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { CLI_ACTOR } from '../operator/audit.service.ts';

let t: TestApp;
let device = 0;

async function newUser(): Promise<string> {
  return deviceToken(t.api, `feedback-device-${String(++device).padStart(6, '0')}`);
}

const valid = { type: 'playback', content: 'Episode 3 stops after ten seconds', contact: 'me@example.com' };

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /feedback/submit', () => {
  it('stores trimmed feedback and answers it with its localized type', async () => {
    const token = await newUser();
    const res = await t.api.post(
      '/feedback/submit',
      { type: ' payment ', content: '  Charged twice  ', contact: ' me@example.com ' },
      { token, language: 1 },
    );
    expect(res.body.code).toBe(200);
    const item = feedbackItem.parse(res.body.data);
    expect(item).toMatchObject({
      type: 'payment',
      type_label: '支付问题',
      content: 'Charged twice',
      contact: 'me@example.com',
      unread: 0,
      replies: [],
      closed: 0,
    });
    expect(Math.abs(item.created_at - Date.now() / 1000)).toBeLessThan(120);
  });

  it("answers 601 with each missing field's own 'please fill in' message, in the request's language", async () => {
    const token = await newUser();
    const cases: [Record<string, string>, string][] = [
      [{ ...valid, content: '   ' }, 'Please fill in the feedback content'],
      [{ ...valid, contact: '' }, 'Please fill in your contact details'],
      [{ ...valid, type: ' ' }, 'Please choose a feedback type'],
      [{ ...valid, type: 'refund-now' }, 'Please choose a feedback type from the list'],
    ];
    for (const [body, msg] of cases) {
      const res = await t.api.post('/feedback/submit', body, { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 601, msg, data: null });
    }
    const thai = await t.api.post('/feedback/submit', { ...valid, contact: ' ' }, { token, language: 4 });
    expect(thai.body).toMatchObject({ code: 601, msg: 'กรุณากรอกข้อมูลติดต่อ' });
  });

  it('files feedback sent without a type (as SPEC words it: content and contact) under "other"', async () => {
    const token = await newUser();
    const res = await t.api.post(
      '/feedback/submit',
      { content: 'No sound', contact: 'a@example.com' },
      { token },
    );
    expect(res.body.code).toBe(200);
    expect((res.body.data as { type: string }).type).toBe('other');
  });

  it('holds the textarea to 140 characters (counted as people count them) and contact to 100', async () => {
    const token = await newUser();
    const emoji140 = '😀'.repeat(140);
    const ok = await t.api.post('/feedback/submit', { ...valid, content: emoji140 }, { token });
    expect(ok.body.code).toBe(200);
    const long = await t.api.post('/feedback/submit', { ...valid, content: 'x'.repeat(141) }, { token });
    expect(long.body).toMatchObject({ code: 601, msg: 'The feedback can be at most 140 characters' });
    const contact = await t.api.post('/feedback/submit', { ...valid, contact: 'c'.repeat(101) }, { token });
    expect(contact.body).toMatchObject({ code: 601, msg: 'Contact details can be at most 100 characters' });
  });

  it('needs a session, refuses an identical resubmit within a second, and limits each user per hour', async () => {
    expect((await t.api.post('/feedback/submit', valid)).body.code).toBe(301);
    const token = await newUser();
    expect((await t.api.post('/feedback/submit', valid, { token })).body.code).toBe(200);
    expect((await t.api.post('/feedback/submit', valid, { token })).body.code).toBe(602);
    for (let i = 1; i < FEEDBACK_PER_HOUR; i++) {
      const res = await t.api.post('/feedback/submit', { ...valid, content: `note ${i}` }, { token });
      expect(res.body.code).toBe(200);
    }
    const over = await t.api.post('/feedback/submit', { ...valid, content: 'one too many' }, { token });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(429);
    expect(Number(over.raw.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not affected.
    const other = await newUser();
    expect((await t.api.post('/feedback/submit', valid, { token: other })).body.code).toBe(200);
  });
});

describe('records, replies and the unread mark', () => {
  it('lists newest first with replies; reading clears the unread count; others cannot read it', async () => {
    const token = await newUser();
    const first = feedbackItem.parse(
      (await t.api.post('/feedback/submit', { ...valid, content: 'first' }, { token })).body.data,
    );
    const second = feedbackItem.parse(
      (await t.api.post('/feedback/submit', { ...valid, type: 'other', content: 'second' }, { token })).body
        .data,
    );
    expect((await t.api.post('/feedback/unread', undefined, { token })).body.data).toEqual({ count: 0 });

    await t.app.services.feedback.reply(first.id, 'We are looking into it', CLI_ACTOR);
    await t.app.services.feedback.reply(first.id, 'Fixed, thank you!', CLI_ACTOR);

    expect((await t.api.post('/feedback/unread', undefined, { token })).body.data).toEqual({ count: 2 });
    const page = feedbackPage.parse((await t.api.post('/feedback/list', { page: 1 }, { token })).body.data);
    expect(page.total).toBe(2);
    expect(page.list.map((f) => f.content)).toEqual(['second', 'first']);
    expect(page.list[0]).toMatchObject({ id: second.id, type_label: 'Other', unread: 0, replies: [] });
    expect(page.list[1]?.unread).toBe(2);
    expect(page.list[1]?.replies.map((r) => [r.body, r.is_read])).toEqual([
      ['We are looking into it', 0],
      ['Fixed, thank you!', 0],
    ]);

    const stranger = await newUser();
    expect(
      (await t.api.post('/feedback/read', { feedback_id: first.id }, { token: stranger })).body.code,
    ).toBe(404);
    expect((await t.api.post('/feedback/unread', undefined, { token: stranger })).body.data).toEqual({
      count: 0,
    });

    const read = await t.api.post('/feedback/read', { feedback_id: first.id }, { token });
    expect(read.body).toMatchObject({ code: 200, data: { count: 0 } });
    const after = feedbackPage.parse((await t.api.post('/feedback/list', {}, { token })).body.data);
    expect(after.list[1]?.unread).toBe(0);
    expect(after.list[1]?.replies.every((r) => r.is_read === 1)).toBe(true);

    // A new reply is unread again.
    await t.app.services.feedback.reply(first.id, 'One more thing', CLI_ACTOR);
    expect((await t.api.post('/feedback/unread', undefined, { token })).body.data).toEqual({ count: 1 });
  });

  it('pages the list', async () => {
    const token = await newUser();
    for (let i = 0; i < 3; i++) {
      await t.api.post('/feedback/submit', { ...valid, content: `paged ${i}` }, { token });
    }
    const page = feedbackPage.parse(
      (await t.api.post('/feedback/list', { page: 2, page_size: 2 }, { token })).body.data,
    );
    expect(page).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page.list.map((f) => f.content)).toEqual(['paged 0']);
  });
});

describe('closed feedback', () => {
  it('says closed in the records, with or without a reply, and open again when reopened', async () => {
    const token = await newUser();
    const silent = feedbackItem.parse(
      (await t.api.post('/feedback/submit', { ...valid, content: 'closed unanswered' }, { token })).body.data,
    );
    const answered = feedbackItem.parse(
      (await t.api.post('/feedback/submit', { ...valid, content: 'closed answered' }, { token })).body.data,
    );
    await t.app.services.feedback.reply(answered.id, 'Sorted, thanks', CLI_ACTOR);
    await t.app.services.feedbackInbox.setClosed(CLI_ACTOR, silent.id, true);
    await t.app.services.feedbackInbox.setClosed(CLI_ACTOR, answered.id, true);

    const closed = feedbackPage.parse((await t.api.post('/feedback/list', {}, { token })).body.data);
    expect(closed.list.map((f) => [f.content, f.closed, f.replies.length])).toEqual([
      ['closed answered', 1, 1],
      ['closed unanswered', 1, 0],
    ]);

    await t.app.services.feedbackInbox.setClosed(CLI_ACTOR, silent.id, false);
    const reopened = feedbackPage.parse((await t.api.post('/feedback/list', {}, { token })).body.data);
    expect(reopened.list.find((f) => f.id === silent.id)?.closed).toBe(0);
  });
});

describe('the per-address limit', () => {
  // Behind one proxy, so each test can speak from an address of its own.
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await proxied.close();
  });
  const from = (address: string) => ({ 'x-forwarded-for': address });
  let proxiedDevice = 0;
  const proxiedUser = () =>
    deviceToken(proxied.api, `feedback-ip-${String(++proxiedDevice).padStart(6, '0')}`);

  it('does not count refused submissions: a carrier address full of typos still takes real feedback', async () => {
    const token = await proxiedUser();
    const headers = from('198.51.100.20');
    for (let i = 0; i < 70; i++) {
      const body = { ...valid, content: `typo ${i}`, contact: '' };
      const res = await proxied.api.post('/feedback/submit', body, { token, headers });
      expect(res.body.code).toBe(601);
    }
    const ok = await proxied.api.post('/feedback/submit', valid, { token, headers });
    expect(ok.body.code).toBe(200);
  });

  it(`takes ${FEEDBACK_PER_IP_HOUR} accepted feedback an hour from one address, then answers 429 there only`, async () => {
    const address = '198.51.100.21';
    // As if many users behind this address had sent all but one of the hour's allowance.
    for (let i = 0; i < FEEDBACK_PER_IP_HOUR - 1; i++) {
      await proxied.app.services.rateLimits.hit(`feedback:ip:${address}`, 3_600_000);
    }
    const last = await proxied.api.post('/feedback/submit', valid, {
      token: await proxiedUser(),
      headers: from(address),
    });
    expect(last.body.code).toBe(200);
    const over = await proxied.api.post('/feedback/submit', valid, {
      token: await proxiedUser(),
      headers: from(address),
    });
    expect(over.status).toBe(429);
    expect(Number(over.raw.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await proxied.api.post('/feedback/submit', valid, {
      token: await proxiedUser(),
      headers: from('198.51.100.22'),
    });
    expect(elsewhere.body.code).toBe(200);
  });
});
