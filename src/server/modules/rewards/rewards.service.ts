/**
 * Free value before the paywall (issue 15): the welcome bonus (rewards.rules.ts, given in the
 * login transaction) and the daily check-in with a 7-day streak. A check-in is once per local
 * day of the viewer (the offset the client sends, bounded to +-14 h) and only forward: a day is
 * collected only when it is after the last one collected, so changing the offset can move a
 * check-in a day earlier once, never add one. It needs a registered account (a guest per device
 * would make vouchers without end) that is not blocked, and runs under the wallet's lock, so two
 * parallel check-ins credit once.
 */
import { VOUCHER_EXPIRY_WARNING_DAYS } from '#shared/contract/wallet-constants.ts';
import type { CheckinData, RewardsInfoData } from '#shared/contract/rewards.ts';
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import { expiryOf, readRewardsSettings, STREAK_DAYS } from './rewards.settings.ts';

const DAY_MS = 86_400_000;

/** The viewer's local day (days since 1970-01-01) at `nowMs`, `offsetMin` minutes east of UTC. */
export function localDay(nowMs: number, offsetMin: number): number {
  return Math.floor((nowMs + offsetMin * 60_000) / DAY_MS);
}

/**
 * Whether today's check-in is collected: the last one is on today's local day or later, read in
 * the offset it was made in and in today's. The second reading keeps a changed offset from
 * adding a day: checked in at 08:00 UTC at -14 h (local day D-1), the same minute at +14 h is
 * local day D, but the last check-in read at +14 h is on D too.
 */
export function checkedInToday(
  last: { day: number; at: Date } | undefined,
  nowMs: number,
  offsetMin: number,
): boolean {
  const today = localDay(nowMs, offsetMin);
  return last !== undefined && (last.day >= today || localDay(last.at.getTime(), offsetMin) >= today);
}

/** The streak place (1..7) a check-in on `today` takes after the last one. */
export function nextPlace(last: { day: number; streak: number } | undefined, today: number): number {
  return last && last.day === today - 1 ? (last.streak % STREAK_DAYS) + 1 : 1;
}

const seconds = (d: Date): number => Math.floor(d.getTime() / 1000);

export function createRewardsService(deps: { uow: UnitOfWork; now: () => number }) {
  const { uow, now } = deps;

  return {
    async info(userId: number, offsetMin: number): Promise<RewardsInfoData> {
      const { rewards: repo, settings: stored, wallet } = uow.read;
      const [settings, standing, last, welcomeGiven, lots] = await Promise.all([
        readRewardsSettings(stored),
        repo.standing(userId),
        repo.lastCheckin(userId),
        repo.welcomeGiven(userId),
        wallet.openLots(userId, new Date(now())),
      ]);
      const at = now();
      const today = localDay(at, offsetMin);
      const todayDone = last !== undefined && checkedInToday(last, at, offsetMin);
      // Places of the running streak already collected: none once a day was missed, and a
      // streak completed yesterday starts again today.
      const collected = !last
        ? 0
        : todayDone
          ? last.streak
          : last.day === today - 1 && last.streak < STREAK_DAYS
            ? last.streak
            : 0;
      const nextPlaceShown = todayDone ? (last.streak % STREAK_DAYS) + 1 : nextPlace(last, today);
      const amounts = settings.checkin.amounts;
      const soon = at + VOUCHER_EXPIRY_WARNING_DAYS * DAY_MS;
      return {
        registered: standing?.registered ? 1 : 0,
        checkin: {
          today_done: todayDone ? 1 : 0,
          streak: collected,
          next_amount: amounts[nextPlaceShown - 1] ?? 0,
          days: amounts.map((amount, i) => ({ day: i + 1, amount, done: i < collected ? 1 : 0 })),
          expiry_days: settings.checkin.expiry_days,
        },
        welcome: {
          amount: settings.welcome.vouchers,
          granted: welcomeGiven ? 1 : 0,
          expiry_days: settings.welcome.expiry_days,
        },
        expiring: lots.map((l) => ({
          amount: l.amount,
          expires_at: seconds(l.expiresAt),
          soon: l.expiresAt.getTime() <= soon ? 1 : 0,
        })),
      };
    },

    async checkin(userId: number, offsetMin: number): Promise<CheckinData> {
      return uow.run(async (tx) => {
        const { wallet, rewards: repo } = tx;
        // Serialises this user's money: a parallel check-in waits here and then finds today's.
        const balance = await wallet.lock(userId, new Date(now()));
        const standing = await repo.standing(userId);
        if (!standing?.registered) throw new ApiError('registeredOnly');
        if (standing.blocked) throw new ApiError('accountBlocked');
        const at = now();
        const today = localDay(at, offsetMin);
        const last = await repo.lastCheckin(userId);
        if (checkedInToday(last, at, offsetMin)) throw new ApiError('checkinDone');
        const place = nextPlace(last, today);
        const settings = await readRewardsSettings(tx.settings);
        const amount = settings.checkin.amounts[place - 1] ?? 0;
        await repo.addCheckin({ userId, day: today, streak: place, amount, createdAt: new Date(at) });
        const expiresAt = amount > 0 ? expiryOf(at, settings.checkin.expiry_days) : undefined;
        if (amount > 0) {
          await wallet.credit(
            userId,
            {
              asset: 'coin',
              delta: amount,
              reason: 'checkin',
              reference: `${userId}:${today}:${place}`,
              streakDay: place,
            },
            expiresAt ? { expiresAt } : {},
          );
        }
        return {
          amount,
          day: place,
          expires_at: expiresAt ? seconds(expiresAt) : 0,
          balance: { gold: balance.gold, coin: balance.coin + amount },
        };
      });
    },
  };
}
export type RewardsService = ReturnType<typeof createRewardsService>;
