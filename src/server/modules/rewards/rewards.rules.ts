/**
 * The reward rules other modules apply inside their own transactions: the welcome bonus, given
 * when an account first becomes registered (email, Facebook or TikTok), once per account and
 * never to a blocked one. The ledger's unique (welcome, <user id>, coin) refuses a second.
 */
import type { Repositories } from '../../unit-of-work.ts';
import { expiryOf, readRewardsSettings } from './rewards.settings.ts';

/** Returns the vouchers given (0 when none: none set, blocked, or given before). */
export async function grantWelcome(
  tx: Pick<Repositories, 'settings' | 'vip' | 'rewards' | 'wallet'>,
  userId: number,
  now: number,
): Promise<number> {
  const { welcome } = await readRewardsSettings(tx.settings);
  if (welcome.vouchers <= 0) return 0;
  const standing = await tx.vip.standing(userId);
  if (!standing || standing.blocked) return 0;
  const reference = String(userId);
  if (await tx.rewards.welcomeGiven(userId)) return 0;
  const expiresAt = expiryOf(now, welcome.expiry_days);
  await tx.wallet.credit(
    userId,
    { asset: 'coin', delta: welcome.vouchers, reason: 'welcome', reference },
    expiresAt ? { expiresAt } : {},
  );
  return welcome.vouchers;
}
