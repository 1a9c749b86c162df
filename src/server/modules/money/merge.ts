/**
 * The money of a guest account merged into another (SPEC 4: whatever the guest held moves
 * there): each balance through the ledger, a debit on the guest and a credit on the account,
 * and the guest's orders, so one still pending credits the account when it is paid. Runs in
 * the merging transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Repositories } from '../../unit-of-work.ts';

export async function moveMoney(
  tx: Pick<Repositories, 'wallet' | 'orders'>,
  guestId: number,
  targetId: number,
  at: Date,
): Promise<void> {
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
}
