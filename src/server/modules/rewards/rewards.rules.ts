/**
 * The reward rules other modules apply inside their own transactions: the welcome bonus, given
 * when an account first becomes registered (email, Facebook or TikTok), once per account and
 * never to a blocked one. The ledger's unique (welcome, <user id>, coin) refuses a second.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { users } from '#db/schema/users.ts';
import { createWalletRepository } from '../money/wallet.repository.ts';
import { expiryOf, readRewardsSettings } from './rewards.settings.ts';
import { createRewardsRepository } from './rewards.repository.ts';

/** Returns the vouchers given (0 when none: none set, blocked, or given before). */
export async function grantWelcome(tx: Executor, userId: number, now: number): Promise<number> {
  const { welcome } = await readRewardsSettings(tx);
  if (welcome.vouchers <= 0) return 0;
  const [user] = await tx.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId));
  if (!user || user.blockedAt) return 0;
  const reference = String(userId);
  if (await createRewardsRepository(tx).welcomeGiven(userId)) return 0;
  const expiresAt = expiryOf(now, welcome.expiry_days);
  await createWalletRepository(tx).credit(
    userId,
    { asset: 'coin', delta: welcome.vouchers, reason: 'welcome', reference },
    expiresAt ? { expiresAt } : {},
  );
  return welcome.vouchers;
}
