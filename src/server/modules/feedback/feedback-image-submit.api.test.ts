/**
 * Pictures sent with feedback (decision 0064): the submit takes at most three of the caller's
 * own unsent pictures, in order, or refuses (601) writing nothing; two submits racing for one
 * picture cannot both take it; the viewer's list, the console's inbox and the person's feedback
 * tab show them; a guest's pictures follow the guest into an account.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, feedbackImages } from '#db/schema/community.ts';
import { inboxResponse } from '#shared/contract/console-feedback.ts';
import { personFeedbackResponse } from '#shared/contract/console-people.ts';
import { FEEDBACK_IMAGE_PENDING_MS, feedbackItem, feedbackPage } from '#shared/contract/feedback.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { emailLogin } from '../../testing/outbox.ts';
import { CLI_ACTOR } from '../operator/audit.service.ts';
import { consoleCall, setUpOperator, testClock } from '../operator/console.testing.ts';
import { uidOf } from '../people/people.testing.ts';
import { picture } from './feedback-image.testing.ts';

const clock = testClock(Date.now());
let t: TestApp;
let device = 0;
const newUser = () => deviceToken(t.api, `sent-picture-device-${String(++device).padStart(6, '0')}`);
const get = (url: string) => t.app.inject({ method: 'GET', url });
const form = { type: 'payment', content: 'I paid and got nothing', contact: 'me@example.com' };
const submit = (token: string, images: string[], content = form.content) =>
  t.api.post('/feedback/submit', { ...form, content, images }, { token });

async function feedbackCount(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(feedback).where(eq(feedback.userId, userId));
  return row?.n ?? 0;
}
async function unsentOf(userId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: feedbackImages.id })
    .from(feedbackImages)
    .where(and(eq(feedbackImages.userId, userId), isNull(feedbackImages.feedbackId)));
  return rows.map((r) => r.id).sort();
}

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

describe('POST /feedback/submit with images', () => {
  it('sends them in the order named; the answer and the list show them, signed', async () => {
    const token = await newUser();
    const [a, b, c] = [
      await picture(t, clock.now, token, { width: 300, height: 200 }),
      await picture(t, clock.now, token, { width: 200, height: 300 }),
      await picture(t, clock.now, token),
    ];
    if (!a || !b || !c) throw new Error('no pictures');
    const res = await submit(token, [c.fileName, a.fileName, b.fileName]);
    expect(res.body.code).toBe(200);
    const item = feedbackItem.parse(res.body.data);
    expect(item.images?.map((i) => i.id)).toEqual([c.fileName, a.fileName, b.fileName]);
    expect(item.images?.[1]).toMatchObject({ width: 300, height: 200 });

    await submit(token, [], 'and one without');
    const list = feedbackPage.parse((await t.api.post('/feedback/list', {}, { token })).body.data);
    expect(list.list.map((f) => f.images?.length)).toEqual([0, 3]);
    const shown = list.list[1]?.images ?? [];
    expect(shown.map((i) => i.id)).toEqual([c.fileName, a.fileName, b.fileName]);
    for (const image of shown) {
      expect(image.url).toMatch(/^\/uploads\/feedback\/\d+\.[\w-]+\/[0-9a-f]{32}\.webp$/);
      expect((await get(image.url)).statusCode).toBe(200);
    }
  });

  it("refuses another user's picture, a sent one, a repeat, a fourth, an unknown id, writing nothing", async () => {
    const token = await newUser();
    const uid = await uidOf(t.api, token);
    const mine = [
      await picture(t, clock.now, token),
      await picture(t, clock.now, token),
      await picture(t, clock.now, token),
      await picture(t, clock.now, token),
    ].map((p) => p.fileName);
    const theirs = (await picture(t, clock.now, await newUser())).fileName;
    const sender = await newUser();
    const sent = (await picture(t, clock.now, sender)).fileName;
    expect((await submit(sender, [sent])).body.code).toBe(200);

    const gone = 'A picture is no longer available. Please add it again';
    const cases: [string[], string][] = [
      [[mine[0] ?? '', theirs], gone],
      [[sent], gone],
      [['0'.repeat(32)], gone],
      [['../../etc/passwd'], gone],
      [[mine[0] ?? '', mine[0] ?? ''], 'The same picture was added twice. Please remove one'],
      [mine, 'You can send at most 3 pictures with your feedback'],
    ];
    for (const [images, msg] of cases) {
      const res = await submit(token, images, `attempt ${images.join(',')}`);
      expect(res.body).toMatchObject({ code: 601, msg, data: null });
    }
    const zhHans = await t.api.post('/feedback/submit', { ...form, images: mine }, { token, language: 1 });
    expect(zhHans.body.msg).toBe('每条反馈最多可附 3 张图片');

    expect(await feedbackCount(uid)).toBe(0);
    expect(await unsentOf(uid)).toEqual([...mine].sort());
    // Nothing was taken: the same pictures go with the next, valid submit.
    expect((await submit(token, mine.slice(0, 3))).body.code).toBe(200);
  });

  it('refuses a picture past its day', async () => {
    const token = await newUser();
    const old = await picture(t, clock.now, token);
    clock.advance(FEEDBACK_IMAGE_PENDING_MS + 1000);
    const res = await submit(token, [old.fileName]);
    expect(res.body).toMatchObject({
      code: 601,
      msg: 'A picture is no longer available. Please add it again',
    });
  });

  it('lets one of two submits racing for a picture take it; the other writes nothing', async () => {
    const token = await newUser();
    const uid = await uidOf(t.api, token);
    const shared = await picture(t, clock.now, token);
    const [first, second] = await Promise.all([
      submit(token, [shared.fileName], 'first try'),
      submit(token, [shared.fileName], 'second try'),
    ]);
    expect([first?.body.code, second?.body.code].sort()).toEqual([200, 601]);
    expect(await feedbackCount(uid)).toBe(1);
  });
});

describe('pictures seen by support, and after a merge', () => {
  it("shows them in the console's inbox, signed, and counts them on the person's feedback tab", async () => {
    const token = await newUser();
    const uid = await uidOf(t.api, token);
    const pictures = [await picture(t, clock.now, token), await picture(t, clock.now, token)];
    const sent = feedbackItem.parse(
      (
        await submit(
          token,
          pictures.map((p) => p.fileName),
        )
      ).body.data,
    );
    await t.app.services.feedback.reply(sent.id, 'We are on it', CLI_ACTOR);
    // Signed in now: the tests above move the clock past a console session's life.
    const { session: support } = await setUpOperator(t.app, clock, {
      email: 'sue@example.com',
      role: 'support',
    });

    const inbox = await consoleCall(t.app, 'GET', `/feedback?q=${uid}`, { session: support });
    const item = inboxResponse.parse(inbox.body.data).items.find((i) => i.id === sent.id);
    expect(item?.images.map((i) => i.id)).toEqual(pictures.map((p) => p.fileName));
    for (const image of item?.images ?? []) expect((await get(image.url)).statusCode).toBe(200);

    const tab = await consoleCall(t.app, 'GET', `/people/${uid}/feedback`, { session: support });
    expect(personFeedbackResponse.parse(tab.body.data).items).toMatchObject([
      { id: sent.id, images: 2, replies: 1 },
    ]);
  });

  it("moves a guest's pictures, sent and unsent, into the account the guest logs into", async () => {
    const account = await emailLogin(t, await newUser(), 'pictures@example.com');
    const accountId = await uidOf(t.api, account);
    const guest = await newUser();
    const guestId = await uidOf(t.api, guest);
    const sent = await picture(t, clock.now, guest);
    const waiting = await picture(t, clock.now, guest);
    expect((await submit(guest, [sent.fileName])).body.code).toBe(200);

    clock.advance(61_000); // one code per address per 60 s
    const merged = await emailLogin(t, guest, 'pictures@example.com');
    expect(await uidOf(t.api, merged)).toBe(accountId);
    expect(await unsentOf(guestId)).toEqual([]);
    expect(await unsentOf(accountId)).toEqual([waiting.fileName]);
    const list = feedbackPage.parse((await t.api.post('/feedback/list', {}, { token: merged })).body.data);
    expect(list.list[0]?.images?.map((i) => i.id)).toEqual([sent.fileName]);
    // The picture left waiting is the account's to send now.
    expect((await submit(merged, [waiting.fileName], 'from the account')).body.code).toBe(200);
  });
});
