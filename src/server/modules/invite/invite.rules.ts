/**
 * The invite rules other modules apply inside their own transactions (given its repositories) (DESIGN.md section 3):
 * a new guest account made from an invite link is attributed to the inviter; when that
 * account first becomes registered and logs in, the inviter gets the reward, once.
 */
import { INVITE_REWARD_GOLD } from '#shared/constants.ts';
import { normalizeInviteCode } from '#shared/contract/invite.ts';
import type { Repositories } from '../../unit-of-work.ts';
import { INVITE_LEDGER_REASON } from './invite.repository.ts';

type Tx = Pick<Repositories, 'invites' | 'wallet'>;

/**
 * For a guest account just created by a device login: records who invited it when `rawCode`
 * is another user's invite code (a guest's code once it logged in to an account: that
 * account's). An unknown or malformed code, or the code of a blocked account, does nothing.
 * Runs in the transaction that created the account, so a device that raced another gets no
 * invite row.
 */
export async function attributeNewAccount(
  tx: Tx,
  inviteeId: number,
  rawCode: string | undefined,
): Promise<boolean> {
  const code = normalizeInviteCode(rawCode);
  if (code === undefined) return false;
  const repo = tx.invites;
  const inviter = await repo.ownerOfCode(code);
  // A blocked account gets no rewards (as the welcome bonus and the check-in): no new friends.
  if (inviter === undefined || inviter.blocked || inviter.id === inviteeId) return false;
  return repo.attribute(inviteeId, inviter.id);
}

/**
 * For a guest account that has just been bound to its first identity (registered and logged
 * in): pays its inviter the reward, once. The conditional UPDATE picks the one transaction
 * that pays; the ledger's unique (reason, reference, asset) refuses a second credit anyway.
 * Returns the inviter paid, if any.
 *
 * Never to a blocked inviter: a friend invited before the block who registers while it lasts
 * stays pending and pays nothing, then or after an unblock (the reward is paid when the friend
 * registers, and only then).
 */
export async function rewardInviter(tx: Tx, inviteeId: number): Promise<number | undefined> {
  const inviterId = await tx.invites.markRewarded(inviteeId);
  if (inviterId === undefined) return undefined;
  await tx.wallet.credit(inviterId, {
    asset: 'gold',
    delta: INVITE_REWARD_GOLD,
    reason: INVITE_LEDGER_REASON,
    reference: String(inviteeId),
    inviteeId,
  });
  return inviterId;
}

/**
 * For a guest account that logged in to an account that already existed (merged into it):
 * that person was not new, so the invite made for the guest is dropped (it never pays); and
 * the friends the guest invited are the account's now (but the account itself, if it was one:
 * nobody invites themselves). The guest's code credits the account too (users.merged_into,
 * set by the merge: see InviteRepository.ownerOfCode).
 */
export async function mergeInvites(tx: Tx, guestId: number, targetId: number): Promise<void> {
  await tx.invites.dropPending(guestId);
  await tx.invites.moveInviter(guestId, targetId);
}
