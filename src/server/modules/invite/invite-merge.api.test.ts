/**
 * Invites across a merge and a block (DESIGN 3, issue 18), over HTTP on a real database: the
 * friends a guest invited, its rewards and its invite code follow it into the account it logs
 * in to; a blocked account neither gains friends nor is paid for one. The ledger is checked
 * after every test (invite.testing.ts).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITE_REWARD_GOLD } from '#shared/constants.ts';
import { invites } from '#db/schema/community.ts';
import { users, wallets } from '#db/schema/users.ts';
import { ledger } from '#db/schema/wallet.ts';
import { createInviteRepository } from './invite.repository.ts';
import {
  deviceLogin,
  emailLogin,
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

/** A friend who opens `code` on a new device and registers with `email`: their uid. */
async function friendRegisters(code: string, email: string): Promise<number> {
  const guest = await deviceLogin(newUdid(), code);
  const uid = await uidOf(guest);
  await emailLogin(guest, email);
  return uid;
}

async function setBlocked(userId: number, blocked: boolean): Promise<void> {
  await t.database.db
    .update(users)
    .set({ blockedAt: blocked ? new Date(clock) : null })
    .where(eq(users.id, userId));
}

describe('a guest who invited friends, then logs in to an existing account', () => {
  it('brings its friends, rewards and invite code to the account', async () => {
    // A: an account with a friend of its own (and so a code of its own).
    const a = await inviter();
    const aToken = await emailLogin(a.token, 'merge-inviter-a@example.com');
    const f = await friendRegisters(a.code, 'merge-friend-f@example.com');

    // G: a guest on another device shares its link; H1 registers from it.
    const g = await inviter();
    expect(g.code).not.toBe(a.code);
    const h1 = await friendRegisters(g.code, 'merge-friend-h1@example.com');
    expect(await gold(g.uid)).toBe(INVITE_REWARD_GOLD);

    // G logs in to A: the gold, the friend H1 and its reward are A's.
    expect(await uidOf(await emailLogin(g.token, 'merge-inviter-a@example.com'))).toBe(a.uid);
    expect(await gold(g.uid)).toBe(0);
    expect(await gold(a.uid)).toBe(2 * INVITE_REWARD_GOLD);
    expect((await inviteRow(h1))?.inviterId).toBe(a.uid);
    const [h1Row] = await t.database.db
      .select({ invitedBy: users.invitedBy })
      .from(users)
      .where(eq(users.id, h1));
    expect(h1Row?.invitedBy).toBe(a.uid);
    expect(await info(aToken)).toMatchObject({
      invite_code: a.code,
      invited_count: 2,
      valid_count: 2,
      total_earned: 2 * INVITE_REWARD_GOLD,
    });
    expect((await list(aToken)).list.map((x) => [x.uid, x.reward])).toEqual([
      [h1, INVITE_REWARD_GOLD],
      [f, INVITE_REWARD_GOLD],
    ]);

    // H2 opens G's old link: an invite of A's, and A is paid.
    const h2 = await friendRegisters(g.code, 'merge-friend-h2@example.com');
    expect((await inviteRow(h2))?.inviterId).toBe(a.uid);
    expect((await inviteLedger(h2)).map((r) => r.userId)).toEqual([a.uid]);
    expect(await gold(g.uid)).toBe(0);
    expect(await gold(a.uid)).toBe(3 * INVITE_REWARD_GOLD);
    expect(await info(aToken)).toMatchObject({ invited_count: 3, valid_count: 3, total_earned: 6000 });
    // The abandoned guest has no friends, earned nothing, and its ledger nets to zero.
    expect(await createInviteRepository(t.database.db).stats(g.uid)).toEqual({
      invited: 0,
      valid: 0,
      earned: 0,
    });
    const gRows = await t.database.db.select().from(ledger).where(eq(ledger.userId, g.uid));
    expect(gRows.map((r) => [r.reason, r.delta])).toEqual([
      ['invite', INVITE_REWARD_GOLD],
      ['merge_out', -INVITE_REWARD_GOLD],
    ]);
  });

  it('drops the invite of the account itself: nobody invites themselves', async () => {
    // G shares its link; B opens it on another device and registers; then G logs in to B.
    const g = await inviter();
    const b = await friendRegisters(g.code, 'merge-self-b@example.com');
    expect(await gold(g.uid)).toBe(INVITE_REWARD_GOLD);
    const pending = await deviceLogin(newUdid(), g.code);
    const p = await uidOf(pending);

    const bToken = await emailLogin(g.token, 'merge-self-b@example.com');
    expect(await uidOf(bToken)).toBe(b);
    expect(await inviteRow(b)).toBeUndefined();
    const [bRow] = await t.database.db
      .select({ invitedBy: users.invitedBy })
      .from(users)
      .where(eq(users.id, b));
    expect(bRow?.invitedBy).toBeNull();
    // The other friend, still pending, is B's, and pays B when they register.
    expect((await inviteRow(p))?.inviterId).toBe(b);
    expect(await info(bToken)).toMatchObject({ invited_count: 1, valid_count: 0 });
    await emailLogin(pending, 'merge-self-p@example.com');
    expect((await inviteLedger(p)).map((r) => r.userId)).toEqual([b]);
    expect(await info(bToken)).toMatchObject({ invited_count: 1, valid_count: 1 });
  });
});

describe('a blocked inviter', () => {
  it('gains no friend from its code, nor from a guest code merged into it', async () => {
    const a = await inviter();
    const aToken = await emailLogin(a.token, 'blocked-a@example.com');
    const g = await inviter();
    await emailLogin(g.token, 'blocked-a@example.com');
    await setBlocked(a.uid, true);

    for (const code of [a.code, g.code]) {
      const guest = await uidOf(await deviceLogin(newUdid(), code));
      expect(await inviteRow(guest)).toBeUndefined();
    }

    await setBlocked(a.uid, false);
    const after = await uidOf(await deviceLogin(newUdid(), a.code));
    expect((await inviteRow(after))?.inviterId).toBe(a.uid);
    expect((await info(aToken)).invited_count).toBe(1);
  });

  it('is not paid for a friend invited before the block who registers during it, nor after', async () => {
    const a = await inviter();
    const guest = await deviceLogin(newUdid(), a.code);
    const b = await uidOf(guest);
    await setBlocked(a.uid, true);

    const bToken = await emailLogin(guest, 'blocked-friend-b@example.com');
    expect(await gold(a.uid)).toBe(0);
    expect(await inviteLedger(b)).toHaveLength(0);
    expect((await inviteRow(b))?.rewardedAt).toBeNull();

    // Unblocked, and B logs in again: the reward was due when B registered, and only then.
    await setBlocked(a.uid, false);
    await t.api.post('/auth/user/logout', {}, { token: bToken });
    await emailLogin(await deviceLogin(newUdid()), 'blocked-friend-b@example.com');
    expect(await gold(a.uid)).toBe(0);
    expect(await info(a.token)).toMatchObject({ invited_count: 1, valid_count: 0, total_earned: 0 });
  });
});
