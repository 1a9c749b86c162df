/**
 * The money of a guest account merged into another (SPEC 4: whatever the guest held moves
 * there): each balance through the ledger, a debit on the guest and a credit on the account,
 * and the guest's orders, so one still pending credits the account when it is paid. An episode
 * the guest paid for that the account owned already (the unlocks mergeInto left on the guest)
 * was bought twice: what the guest paid for it comes back to the account, to the balances it
 * came from, under its own ledger reason, and the guest's unlock goes. Runs in the merging
 * transaction, after mergeInto.
 */
import { randomBytes } from 'node:crypto';
import type { Repositories } from '../../unit-of-work.ts';
import { shareOf } from './coins-back.rule.ts';

type Repos = Pick<Repositories, 'wallet' | 'orders' | 'unlocks' | 'coinsBack'>;

export async function moveMoney(tx: Repos, guestId: number, targetId: number, at: Date): Promise<void> {
  const guestWallet = await tx.wallet.lock(guestId, at);
  // <guest>><account>><nonce>: a guest merged into the same account again (its old token used
  // once more) is another movement, not a replay of the first.
  const reference = `${guestId}>${targetId}>${randomBytes(6).toString('hex')}`;
  for (const asset of ['gold', 'coin'] as const) {
    const amount = guestWallet[asset];
    if (amount <= 0) continue;
    await tx.wallet.moveOut(guestId, asset, amount, reference, targetId);
    await tx.wallet.credit(targetId, {
      asset,
      delta: amount,
      reason: 'merge_in',
      reference,
      otherUserId: guestId,
    });
  }
  await tx.orders.moveToUser(guestId, targetId);
  await refundDuplicates(tx, guestId, targetId, at);
}

/**
 * The guest's spend on episodes the account owned already, back into the account: each
 * episode's share of the debit that paid for it (a batch's discount applies, as coins back
 * reckons it), vouchers as vouchers that never lapse (the spent lot cannot be told, decision
 * 0041) and gold as gold. The reference names the guest, the episode and the paying debit's
 * time: once per purchase, even when the same guest is merged again after buying it anew.
 */
async function refundDuplicates(tx: Repos, guestId: number, targetId: number, at: Date): Promise<void> {
  for (const held of await tx.unlocks.held(guestId)) {
    // What mergeInto left behind; anything else is not a duplicate and not this code's to touch.
    if (!(await tx.unlocks.isOpen(targetId, held.episodeId))) continue;
    const debit = await tx.coinsBack.paidDebit(guestId, held.dramaId, held.number);
    if (debit) {
      const share = shareOf(debit);
      const entry = {
        reason: 'merge_refund' as const,
        reference: `g${guestId}:e${held.episodeId}:t${debit.at.getTime()}`,
        at,
        dramaId: held.dramaId,
        episodeFrom: held.number,
        episodeTo: held.number,
        otherUserId: guestId,
      };
      if (share.coin > 0) await tx.wallet.credit(targetId, { ...entry, asset: 'coin', delta: share.coin });
      if (share.gold > 0) await tx.wallet.credit(targetId, { ...entry, asset: 'gold', delta: share.gold });
    }
    // Bought twice, kept once: the account's own unlock stays.
    await tx.unlocks.close(guestId, held.episodeId);
  }
}
