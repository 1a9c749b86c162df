/**
 * The invite campaign end to end over HTTP on a real database (issue 6, DESIGN 3): attribution
 * by a new device only, the 2000 gold paid once per friend when the friend first registers and
 * logs in (email, Facebook, TikTok), and never for an account that already existed, a second
 * login, a replay from another device, or oneself. Codes and links: invite-info.api.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITE_REWARD_GOLD } from '#shared/constants.ts';
import { invites } from '#db/schema/community.ts';
import { users, wallets } from '#db/schema/users.ts';
import { ledger } from '#db/schema/wallet.ts';
import { createUnitOfWork } from '../../unit-of-work.ts';
import { createAccountService } from '../auth/account.service.ts';
import { createSessionService } from '../session/session.service.ts';
import {
  deviceLogin,
  emailLogin,
  fake,
  info,
  inviter,
  list,
  newUdid,
  t,
  uidOf,
  useInviteApp,
} from './invite.testing.ts';

let clock = Date.now();
useInviteApp(
  () => clock,
  (ms) => (clock += ms),
);

async function gold(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ gold: wallets.gold })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row?.gold ?? 0;
}

async function inviteRow(inviteeId: number) {
  const [row] = await t.database.db.select().from(invites).where(eq(invites.inviteeId, inviteeId));
  return row;
}

async function inviteLedger(inviteeId: number) {
  return t.database.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.reason, 'invite'), eq(ledger.reference, String(inviteeId))));
}

// ---- tests --------------------------------------------------------------------------------

describe('attribution on POST /user/device-login', () => {
  it('attributes a new device to the inviter, pending, and shows it in the inviter’s list', async () => {
    const a = await inviter();
    const b = await uidOf(await deviceLogin(newUdid(), a.code));
    expect(await inviteRow(b)).toMatchObject({ inviterId: a.uid, rewardedAt: null });
    const [row] = await t.database.db
      .select({ invitedBy: users.invitedBy })
      .from(users)
      .where(eq(users.id, b));
    expect(row?.invitedBy).toBe(a.uid);

    expect(await info(a.token)).toMatchObject({ invited_count: 1, valid_count: 0, total_earned: 0 });
    const page = await list(a.token);
    expect(page).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(page.list[0]).toMatchObject({ uid: b, status: 0, reward: 0, rewarded_at: 0 });
    expect(page.list[0]?.nickname).toMatch(/^.\*\*\*$/u);
  });

  it('accepts the code in any case and with spaces', async () => {
    const a = await inviter();
    const b = await uidOf(await deviceLogin(newUdid(), ` ${a.code.toLowerCase()} `));
    expect((await inviteRow(b))?.inviterId).toBe(a.uid);
  });

  it('does nothing for a device it already knows', async () => {
    const a = await inviter();
    const udid = newUdid();
    const c = await uidOf(await deviceLogin(udid));
    expect(await uidOf(await deviceLogin(udid, a.code))).toBe(c);
    expect(await inviteRow(c)).toBeUndefined();
    expect((await info(a.token)).invited_count).toBe(0);
  });

  it('does nothing, without an error, for one’s own code on one’s own device', async () => {
    const udid = newUdid();
    const token = await deviceLogin(udid);
    const { invite_code: code } = await info(token);
    const uid = await uidOf(await deviceLogin(udid, code));
    expect(await inviteRow(uid)).toBeUndefined();
    expect((await info(token)).invited_count).toBe(0);
  });

  it.each([
    ['an unknown code', 'ABCDEFGH'],
    ['a malformed code', 'no!'],
    ['a far too long code', 'X'.repeat(500)],
    ['a number', 12345678],
    ['null', null],
    ['an empty string', ''],
  ])('ignores %s without an error', async (_, code) => {
    const uid = await uidOf(await deviceLogin(newUdid(), code));
    expect(await inviteRow(uid)).toBeUndefined();
  });

  it('attributes once when one new device logs in many times at once', async () => {
    const a = await inviter();
    const udid = newUdid();
    const tokens = await Promise.all(Array.from({ length: 10 }, () => deviceLogin(udid, a.code)));
    const uids = new Set(await Promise.all(tokens.map(uidOf)));
    expect(uids.size).toBe(1);
    expect((await info(a.token)).invited_count).toBe(1);
  });
});

describe('the reward', () => {
  it('pays the inviter 2000 gold once when the friend registers by email and logs in', async () => {
    const a = await inviter();
    const udid = newUdid();
    const guest = await deviceLogin(udid, a.code);
    const b = await uidOf(guest);
    const before = await gold(a.uid);

    const bToken = await emailLogin(guest, 'friend-b@example.com');
    expect(await uidOf(bToken)).toBe(b);
    expect(await gold(a.uid)).toBe(before + INVITE_REWARD_GOLD);
    expect(await gold(b)).toBe(0);
    const rows = await inviteLedger(b);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: a.uid,
      asset: 'gold',
      delta: INVITE_REWARD_GOLD,
      balanceAfter: before + INVITE_REWARD_GOLD,
    });
    expect((await inviteRow(b))?.rewardedAt).toBeInstanceOf(Date);
    expect(await info(a.token)).toMatchObject({
      invited_count: 1,
      valid_count: 1,
      total_earned: INVITE_REWARD_GOLD,
    });
    // B chose no name: the list masks the one B is shown by, the email's part before the @.
    expect((await list(a.token)).list[0]).toMatchObject({
      uid: b,
      nickname: 'f***',
      status: 1,
      reward: INVITE_REWARD_GOLD,
    });
    expect((await list(a.token)).list[0]?.rewarded_at).toBeGreaterThan(0);

    // The wallet detail of A names the reward, not the friend (the list masks them).
    const detail = await t.api.post('/pay/gold-detail', { page: 1, page_size: 5 }, { token: a.token });
    const titles = (detail.body.data as { list: { title: string }[] }).list.map((r) => r.title);
    expect(titles).toContain('Reward for inviting a friend');
    for (const language of [1, 2, 3, 4, 5]) {
      const res = await t.api.post(
        '/pay/gold-detail',
        { page: 1, page_size: 5 },
        { token: a.token, language },
      );
      const rows = (res.body.data as { list: { reason: string; title: string }[] }).list;
      const title = rows.find((r) => r.reason === 'invite')?.title ?? '';
      expect(title).not.toBe('');
      expect(title).not.toContain(String(b));
    }

    // B logs out and in again, on the same device: nothing more.
    await t.api.post('/auth/user/logout', {}, { token: bToken });
    const again = await deviceLogin(udid, a.code);
    await emailLogin(again, 'friend-b@example.com');
    // A second device replays B's steps: opens the link, logs in with B's email.
    const replay = await deviceLogin(newUdid(), a.code);
    const replayGuest = await uidOf(replay);
    expect((await info(a.token)).invited_count).toBe(2);
    expect(await uidOf(await emailLogin(replay, 'friend-b@example.com'))).toBe(b);

    expect(await gold(a.uid)).toBe(before + INVITE_REWARD_GOLD);
    expect(await inviteLedger(b)).toHaveLength(1);
    expect(await inviteLedger(replayGuest)).toHaveLength(0);
    // The replaying device was not a new person: its pending invite is gone.
    expect(await inviteRow(replayGuest)).toBeUndefined();
    expect(await info(a.token)).toMatchObject({ invited_count: 1, valid_count: 1 });
  });

  it('pays nothing when the friend logs in with an email that already had an account', async () => {
    const a = await inviter();
    const existing = await emailLogin(await deviceLogin(newUdid()), 'old-account@example.com');
    const existingUid = await uidOf(existing);
    const guest = await deviceLogin(newUdid(), a.code);
    const d = await uidOf(guest);
    const before = await gold(a.uid);

    expect(await uidOf(await emailLogin(guest, 'old-account@example.com'))).toBe(existingUid);
    expect(await gold(a.uid)).toBe(before);
    expect(await inviteLedger(d)).toHaveLength(0);
    expect(await inviteLedger(existingUid)).toHaveLength(0);
    expect(await inviteRow(d)).toBeUndefined();
  });

  it('never pays oneself: one’s own code on a new device, then one’s own email', async () => {
    const udid = newUdid();
    const me = await emailLogin(await deviceLogin(udid), 'myself@example.com');
    const meUid = await uidOf(me);
    const { invite_code: code } = await info(me);
    const before = await gold(meUid);

    const second = await deviceLogin(newUdid(), code);
    const secondGuest = await uidOf(second);
    expect((await inviteRow(secondGuest))?.inviterId).toBe(meUid);
    expect(await uidOf(await emailLogin(second, 'myself@example.com'))).toBe(meUid);
    expect(await gold(meUid)).toBe(before);
    expect(await inviteRow(secondGuest)).toBeUndefined();
    expect((await info(me)).invited_count).toBe(0);
  });

  it('pays once when the friend’s first login runs 10 times at once', async () => {
    const a = await inviter();
    const b = await uidOf(await deviceLogin(newUdid(), a.code));
    const before = await gold(a.uid);
    const db = t.database.db;
    const accounts = createAccountService({
      uow: createUnitOfWork(db),
      sessions: createSessionService(createUnitOfWork(db).read.sessions, () => clock),
      now: () => clock,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => accounts.loginWithEmail(b, 'parallel-b@example.com', 3)),
    );
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(0);
    expect(await gold(a.uid)).toBe(before + INVITE_REWARD_GOLD);
    expect(await inviteLedger(b)).toHaveLength(1);
  });

  it('pays when the friend registers with Facebook, named and masked in the list', async () => {
    const a = await inviter();
    const guest = await deviceLogin(newUdid(), a.code);
    const b = await uidOf(guest);
    fake.addFacebookToken('fb-token-invited', { id: 'fb-invited', name: 'Alice Liddell' });
    const res = await t.api.post(
      '/user/facebook-bind',
      { access_token: 'fb-token-invited' },
      { token: guest },
    );
    expect(res.body.code).toBe(200);
    expect(await gold(a.uid)).toBe(INVITE_REWARD_GOLD);
    expect((await list(a.token)).list[0]).toMatchObject({ uid: b, nickname: 'A***', status: 1 });

    // The same Facebook user from another invited device: nothing more.
    const replay = await deviceLogin(newUdid(), a.code);
    const again = await t.api.post(
      '/user/facebook-bind',
      { access_token: 'fb-token-invited' },
      { token: replay },
    );
    expect(again.body.code).toBe(200);
    expect(await gold(a.uid)).toBe(INVITE_REWARD_GOLD);
  });

  it('pays when the friend registers with TikTok', async () => {
    const a = await inviter();
    const guest = await deviceLogin(newUdid(), a.code);
    const b = await uidOf(guest);
    fake.addTiktokCode('tt-code-invited', { openId: 'tt-invited', displayName: 'Bob' });
    const res = await t.api.post('/user/tiktok-bind', { code: 'tt-code-invited' }, { token: guest });
    expect(res.body.code).toBe(200);
    expect(await gold(a.uid)).toBe(INVITE_REWARD_GOLD);
    expect(await inviteLedger(b)).toHaveLength(1);
  });

  it('counts each friend once, and pages the list newest first', async () => {
    const a = await inviter();
    const friends: number[] = [];
    for (let i = 0; i < 3; i++) {
      const guest = await deviceLogin(newUdid(), a.code);
      friends.push(await uidOf(guest));
      await emailLogin(guest, `many-friends-${i}@example.com`);
      clock += 1000;
    }
    expect(await gold(a.uid)).toBe(3 * INVITE_REWARD_GOLD);
    expect(await info(a.token)).toMatchObject({
      invited_count: 3,
      valid_count: 3,
      total_earned: 3 * INVITE_REWARD_GOLD,
    });
    const first = await list(a.token, 1, 2);
    const second = await list(a.token, 2, 2);
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect([...first.list, ...second.list].map((f) => f.uid)).toEqual([...friends].reverse());
  });
});
