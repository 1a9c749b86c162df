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
 * is another user's invite code. An unknown or malformed code does nothing. Runs in the
 * transaction that created the account, so a device that raced another gets no invite row.
 */
export async function attributeNewAccount(
  tx: Tx,
  inviteeId: number,
  rawCode: string | undefined,
): Promise<boolean> {
  const code = normalizeInviteCode(rawCode);
  if (code === undefined) return false;
  const repo = tx.invites;
  const inviterId = await repo.userByCode(code);
  if (inviterId === undefined || inviterId === inviteeId) return false;
  return repo.attribute(inviteeId, inviterId);
}

/**
 * For a guest account that has just been bound to its first identity (registered and logged
 * in): pays its inviter the reward, once. The conditional UPDATE picks the one transaction
 * that pays; the ledger's unique (reason, reference, asset) refuses a second credit anyway.
 * Returns the inviter paid, if any.
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
 * For a guest account that logged in to an account that already existed: that person was not
 * new, so the invite made for the guest is dropped (it never pays).
 */
export async function forgetInvite(tx: Tx, guestId: number): Promise<void> {
  await tx.invites.dropPending(guestId);
}
