/**
 * Follow a series, its releases and notices (issue 19): follow, unfollow and the list with the
 * next release; the release job records a new episode once (two runs, one notice per follower,
 * in each follower's language), never tells a new follower of episodes out before; notices read
 * one by one or all at once. The clock is the app's: the test moves it past a release time.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followPage, noticePage } from '#shared/contract/follow.ts';
import { dramas, episodes } from '#db/schema/catalogue.ts';
import { notices } from '#db/schema/follows.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { emailLogin } from '../../testing/outbox.ts';
import { seedFixtureDramas } from '../../testing/fixture-dramas.ts';
import { NOTICE_KEEP_DAYS } from './release.service.ts';

const HOUR = 3600_000;
let t: TestApp;
let clock = Date.now();
let dramaA: number;
let dramaB: number;
const users: Record<'en' | 'th' | 'late', string> = { en: '', th: '', late: '' };

async function call<T = unknown>(path: string, body: unknown, token: string, language = 3) {
  const res = await t.api.post(path, body, { token, language });
  return res.body as { code: number; data: T; msg: string };
}

async function schedule(dramaId: number, number: number, at: Date | null): Promise<void> {
  await t.database.db
    .update(episodes)
    .set({ releaseAt: at })
    .where(and(eq(episodes.dramaId, dramaId), eq(episodes.number, number)));
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  ({ dramaA, dramaB } = await seedFixtureDramas(t, clock));
  for (const name of Object.keys(users) as (keyof typeof users)[]) {
    // Only registered users follow (decision 0042).
    users[name] = await emailLogin(
      t,
      await deviceToken(t.api, `follow-device-${name}-0001`),
      `${name}@example.com`,
    );
  }
  // Episode 6 of A comes out in two hours: not visible yet.
  await schedule(dramaA, 6, new Date(clock + 2 * HOUR));
});
afterAll(async () => {
  await t.close();
});

describe('follow', () => {
  it('follows and unfollows, and lists each series with its next release', async () => {
    const token = users.en;
    expect(await call('/follow/state', { drama_id: dramaA }, token)).toMatchObject({
      code: 200,
      data: { is_following: 0 },
    });
    const first = await call('/follow/add', { drama_id: dramaB }, token);
    expect(first).toMatchObject({ data: { is_following: 1 } });
    expect((await call('/follow/add', { drama_id: dramaA }, token)).data).toEqual({ is_following: 1 });
    // Twice is still once.
    expect((await call('/follow/add', { drama_id: dramaA }, token)).code).toBe(200);
    expect((await call('/follow/state', { drama_id: dramaA }, token)).data).toEqual({ is_following: 1 });

    const page = followPage.parse((await call('/follow/list', { page: 1, page_size: 10 }, token)).data);
    expect(page.total).toBe(2);
    const byId = new Map(page.list.map((item) => [item.drama.drama_id, item]));
    expect(byId.get(dramaA)?.next_release_at).toBe(new Date(clock + 2 * HOUR).toISOString());
    // Every episode of B is out.
    expect(byId.get(dramaB)?.next_release_at).toBeNull();

    expect((await call('/follow/remove', { drama_id: dramaB }, token)).data).toEqual({ is_following: 0 });
    const after = followPage.parse((await call('/follow/list', {}, token)).data);
    expect(after.list.map((item) => item.drama.drama_id)).toEqual([dramaA]);
  });

  it('asks a guest to log in first, in their language, and records nothing', async () => {
    const guest = await deviceToken(t.api, 'follow-device-guest-0001');
    const refused = await t.api.post('/follow/add', { drama_id: dramaA }, { token: guest, language: 4 });
    expect(refused.body).toMatchObject({
      code: 632,
      msg: 'เข้าสู่ระบบด้วยอีเมล Facebook หรือ TikTok เพื่อติดตามซีรีส์',
    });
    expect((await call('/follow/state', { drama_id: dramaA }, guest)).data).toEqual({ is_following: 0 });
  });

  it('refuses a series that does not exist', async () => {
    const res = await call('/follow/add', { drama_id: 999_999 }, users.en);
    expect(res.code).toBe(404);
    expect((await call('/follow/add', { drama_id: 'x' }, users.en)).code).toBe(601);
  });

  it('answers the state of a series that does not exist, or is off the air, with 404 as /follow/add', async () => {
    const unknown = await call('/follow/state', { drama_id: 999_999 }, users.en);
    expect(unknown).toMatchObject({ code: 404, data: null, msg: 'Resource does not exist' });
    expect((await call('/follow/state', { drama_id: 'x' }, users.en)).code).toBe(601);
    await t.database.db.update(dramas).set({ publishedAt: null }).where(eq(dramas.id, dramaB));
    try {
      expect((await call('/follow/state', { drama_id: dramaB }, users.en)).code).toBe(404);
      expect((await call('/follow/add', { drama_id: dramaB }, users.en)).code).toBe(404);
    } finally {
      await t.database.db
        .update(dramas)
        .set({ publishedAt: new Date(clock) })
        .where(eq(dramas.id, dramaB));
    }
    expect((await call('/follow/state', { drama_id: dramaB }, users.en)).code).toBe(200);
  });
});

describe('releases', () => {
  it('records a new episode once and makes one notice per follower, in their language', async () => {
    await call('/follow/add', { drama_id: dramaA }, users.th, 4);
    const releases = t.app.services.releases;
    // Nothing new yet: the episode is still to come.
    expect(await releases.run()).toMatchObject({ released: 0, notices: 0 });

    clock += 2 * HOUR + 1000;
    expect(await releases.run()).toMatchObject({ released: 1, notices: 2 });
    // The second run finds nothing new: exactly once.
    expect(await releases.run()).toMatchObject({ released: 0, notices: 0 });

    for (const [token, language] of [
      [users.en, 3],
      [users.th, 4],
    ] as const) {
      const page = noticePage.parse((await call('/notice/list', {}, token, language)).data);
      expect(page).toMatchObject({ total: 1, unread: 1 });
      expect(page.list[0]).toMatchObject({ drama_id: dramaA, episode_number: 6, read: 0 });
    }
    // The list is in the language asked for.
    const th = noticePage.parse((await call('/notice/list', {}, users.th, 4)).data);
    expect(th.list[0]?.title).toBe('เจ้าสาวลับ');
    const list = followPage.parse((await call('/follow/list', {}, users.en)).data);
    expect(list.list[0]?.next_release_at).toBeNull();
  });

  it('never tells a new follower of episodes out before the follow', async () => {
    await call('/follow/add', { drama_id: dramaA }, users.late);
    await call('/follow/add', { drama_id: dramaB }, users.late);
    expect(await t.app.services.releases.run()).toMatchObject({ released: 0, notices: 0 });
    expect((await call('/notice/unread', {}, users.late)).data).toEqual({ count: 0 });
  });

  it('tells followers of an episode a follow found out first', async () => {
    // Episode 3 of B disappears and comes back while its only follower (late) waits.
    await schedule(dramaB, 3, new Date(clock + HOUR));
    await call('/follow/remove', { drama_id: dramaB }, users.late);
    await t.database.db.execute(
      `delete from episode_releases where episode_id = (select id from episodes where drama_id = ${dramaB} and number = 3)`,
    );
    await call('/follow/add', { drama_id: dramaB }, users.late);
    await call('/follow/add', { drama_id: dramaB }, users.en);
    clock += HOUR + 1000;
    // Another user's follow records it first: the waiting followers are told all the same, the
    // new follower is not.
    await call('/follow/add', { drama_id: dramaB }, users.th, 4);
    expect((await call('/notice/unread', {}, users.late)).data).toEqual({ count: 1 });
    expect((await call('/notice/unread', {}, users.en)).data).toEqual({ count: 2 });
    expect((await call('/notice/unread', {}, users.th)).data).toEqual({ count: 1 });
    expect(await t.app.services.releases.run()).toMatchObject({ released: 0, notices: 0 });
  });
});

describe('notices', () => {
  it('reads one, then all; newest first; another user cannot read them', async () => {
    const token = users.en;
    const page = noticePage.parse((await call('/notice/list', { page: 1, page_size: 10 }, token)).data);
    expect(page.list.map((n) => n.episode_number)).toEqual([3, 6]);
    expect(page.unread).toBe(2);
    const [newest, oldest] = page.list;
    expect((await call('/notice/read', { notice_id: newest?.notice_id }, users.th)).code).toBe(404);
    expect((await call('/notice/read', { notice_id: newest?.notice_id }, token)).data).toEqual({ count: 1 });
    const again = noticePage.parse((await call('/notice/list', {}, token)).data);
    expect(again.list.map((n) => n.read)).toEqual([1, 0]);
    expect(again.list[1]?.notice_id).toBe(oldest?.notice_id);
    expect((await call('/notice/read-all', {}, token)).data).toEqual({ count: 0 });
    expect((await call('/notice/unread', {}, token)).data).toEqual({ count: 0 });
    expect((await call('/notice/read', { notice_id: 'x' }, token)).code).toBe(601);
  });

  it('keeps a notice 90 days, read or not', async () => {
    const before = noticePage.parse((await call('/notice/list', {}, users.th, 4)).data).total;
    expect(before).toBeGreaterThan(0);
    // The notices are a few hours old: a day short of the limit keeps them, a day past drops them.
    clock += (NOTICE_KEEP_DAYS - 1) * 24 * HOUR;
    expect(await t.app.services.releases.run()).toMatchObject({ pruned: 0 });
    clock += 2 * 24 * HOUR;
    const { pruned } = await t.app.services.releases.run();
    expect(pruned).toBeGreaterThanOrEqual(before);
    // (The sessions have expired by now too: the table says it.)
    expect(await t.database.db.select({ id: notices.id }).from(notices)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.api.post('/notice/list', {})).body.code).toBe(301);
    expect((await t.api.post('/follow/add', { drama_id: dramaA })).body.code).toBe(301);
  });
});
