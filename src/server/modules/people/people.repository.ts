/**
 * SQL of the console's people screens (issue 18): finding a user (uid, order, email or its
 * start, invite code, nickname), the user page's profile, the long lists of the page (each
 * newest first, paged), what the ledger's rows name, and the block state. Balances move only
 * through money/wallet.repository.ts.
 */
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  max,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '#db/client.ts';
import { episodes, unlocks } from '#db/schema/catalogue.ts';
import { feedback, feedbackImages, feedbackReplies, invites } from '#db/schema/community.ts';
import { devices, sessions, users, wallets } from '#db/schema/users.ts';
import { goods, ledger, orders } from '#db/schema/wallet.ts';
import { escapeLike } from '../catalogue/catalogue-sql.repository.ts';
import { tradeNoAsStored } from '../money/order-facts.ts';
import { spendableCoin } from '../money/wallet.repository.ts';

export interface PersonRow {
  id: number;
  nickname: string;
  email: string | null;
  createdAt: Date;
  blockedAt: Date | null;
  /** The account a guest was merged into when its holder logged in (decision 0058). */
  mergedInto: number | null;
}

const personColumns = {
  id: users.id,
  nickname: users.nickname,
  email: users.email,
  createdAt: users.createdAt,
  blockedAt: users.blockedAt,
  mergedInto: users.mergedInto,
};

export interface BlockState {
  blockedAt: Date | null;
  blockedReason: string | null;
  blockedBy: number | null;
}

/**
 * Emails that begin with `prefix` (stored lower-cased): a range of users_email_prefix_idx
 * (text_pattern_ops), whatever the database's collation.
 */
const emailStarts = (prefix: string) => like(users.email, `${escapeLike(prefix.toLowerCase())}%`);

const blockColumns = {
  blockedAt: users.blockedAt,
  blockedReason: users.blockedReason,
  blockedBy: users.blockedBy,
};

export interface Paging {
  page: number;
  size: number;
}

/** Rows `offset` on, `limit` at most (a page, or the rest of one after another list). */
export interface Slice {
  offset: number;
  limit: number;
}

const sliceOf = (paging: Paging): Slice => ({ offset: (paging.page - 1) * paging.size, limit: paging.size });

export function createPeopleRepository(db: Executor) {
  /** One page (or slice) of `query` and the count of rows `where` selects from `table`. */
  async function paged<T extends PgSelect>(
    query: T,
    table: Parameters<ReturnType<Executor['select']>['from']>[0],
    where: SQL | undefined,
    order: (AnyPgColumn | SQL)[],
    paging: Paging | Slice,
  ): Promise<{ rows: Awaited<T>; total: number }> {
    const { offset, limit } = 'page' in paging ? sliceOf(paging) : paging;
    const [total] = await db.select({ n: count() }).from(table).where(where);
    const rows = (await query
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)) as Awaited<T>;
    return { rows, total: total?.n ?? 0 };
  }

  async function onePerson(where: SQL): Promise<PersonRow | undefined> {
    const [row] = await db.select(personColumns).from(users).where(where).limit(1);
    return row;
  }

  return {
    byUid: (uid: number) => onePerson(eq(users.id, uid)),
    byEmail: (email: string) => onePerson(eq(users.email, email.toLowerCase())),

    /** The user who placed the order with this trade number (typed in any case). */
    async byOrder(tradeNo: string): Promise<PersonRow | undefined> {
      const [row] = await db
        .select(personColumns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.tradeNo, tradeNoAsStored(tradeNo)))
        .limit(1);
      return row;
    },

    /** Users whose email begins with `prefix` (any case), newest first. */
    byEmailPrefix(prefix: string, paging: Slice) {
      const query = db.select(personColumns).from(users).$dynamic();
      return paged(query, users, emailStarts(prefix), [desc(users.id)], paging);
    },

    /**
     * Users whose chosen nickname contains `text` (case-insensitive), newest first; with
     * `emailPrefix`, only those whose email does not begin with it (`byEmailPrefix` lists them).
     */
    byNickname(text: string, paging: Slice, emailPrefix?: string) {
      const named = ilike(users.nickname, `%${escapeLike(text)}%`);
      const where =
        emailPrefix === undefined
          ? named
          : and(named, or(isNull(users.email), not(emailStarts(emailPrefix))));
      return paged(db.select(personColumns).from(users).$dynamic(), users, where, [desc(users.id)], paging);
    },

    /** The page's profile: account, balances (spendable vouchers), the language used last. */
    async profile(uid: number) {
      const [row] = await db
        .select({
          ...personColumns,
          avatar: users.avatar,
          facebookId: users.facebookId,
          tiktokOpenId: users.tiktokOpenId,
          vipUntil: users.vipUntil,
          inviteCode: users.inviteCode,
          registeredAt: users.registeredAt,
          ...blockColumns,
          gold: sql<number>`coalesce(${wallets.gold}, 0)`.mapWith(Number),
          coin: spendableCoin(users.id),
        })
        .from(users)
        .leftJoin(wallets, eq(wallets.userId, users.id))
        .where(eq(users.id, uid))
        .limit(1);
      if (!row) return undefined;
      const [seen] = await db
        .select({ at: max(sessions.lastSeenAt) })
        .from(sessions)
        .where(eq(sessions.userId, uid));
      const [latest] = await db
        .select({ language: sessions.language })
        .from(sessions)
        .where(and(eq(sessions.userId, uid), isNotNull(sessions.language)))
        // The session used last (a switch is recorded on it), then the newest.
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
        .limit(1);
      return { ...row, lastSeenAt: seen?.at ?? null, language: latest?.language ?? null };
    },

    async devices(uid: number) {
      return db
        .select({
          udid: devices.udid,
          phoneModel: devices.phoneModel,
          sysVer: devices.sysVer,
          marketChannel: devices.marketChannel,
          createdAt: devices.createdAt,
          lastSeenAt: devices.lastSeenAt,
        })
        .from(devices)
        .where(eq(devices.userId, uid))
        .orderBy(desc(devices.lastSeenAt))
        .limit(50);
    },

    ledger(uid: number, paging: Paging) {
      const query = db
        .select({
          id: ledger.id,
          asset: ledger.asset,
          delta: ledger.delta,
          balanceAfter: ledger.balanceAfter,
          reason: ledger.reason,
          reference: ledger.reference,
          note: ledger.note,
          operatorId: ledger.operatorId,
          tradeNo: ledger.tradeNo,
          createdAt: ledger.createdAt,
          dramaId: ledger.dramaId,
          episodeFrom: ledger.episodeFrom,
          episodeTo: ledger.episodeTo,
          inviteeId: ledger.inviteeId,
          otherUserId: ledger.otherUserId,
        })
        .from(ledger)
        .$dynamic();
      return paged(query, ledger, eq(ledger.userId, uid), [desc(ledger.id)], paging);
    },

    unlocks(uid: number, paging: Paging) {
      const query = db
        .select({
          dramaId: episodes.dramaId,
          episodeId: unlocks.episodeId,
          number: episodes.number,
          createdAt: unlocks.createdAt,
        })
        .from(unlocks)
        .innerJoin(episodes, eq(episodes.id, unlocks.episodeId))
        .$dynamic();
      const order = [desc(unlocks.createdAt), desc(unlocks.episodeId)];
      return paged(query, unlocks, eq(unlocks.userId, uid), order, paging);
    },

    /** The user's orders, each with its package's type (null: the package is gone). */
    orders(uid: number, paging: Paging) {
      const query = db
        .select({ order: orders, type: goods.type })
        .from(orders)
        .leftJoin(goods, eq(goods.id, orders.goodsId))
        .$dynamic();
      return paged(query, orders, eq(orders.userId, uid), [desc(orders.createdAt)], paging);
    },

    /** The orders of these trade numbers: what each credited, its title and its package's type. */
    async packagesOf(tradeNos: readonly string[]) {
      if (tradeNos.length === 0) return [];
      return db
        .select({
          tradeNo: orders.tradeNo,
          title: orders.title,
          gold: orders.gold,
          vipDays: orders.vipDays,
          type: goods.type,
        })
        .from(orders)
        .leftJoin(goods, eq(goods.id, orders.goodsId))
        .where(inArray(orders.tradeNo, [...tradeNos]));
    },

    /** What names these users (those still there). */
    async names(uids: readonly number[]) {
      if (uids.length === 0) return [];
      return db
        .select({ uid: users.id, nickname: users.nickname, email: users.email })
        .from(users)
        .where(inArray(users.id, [...uids]))
        .orderBy(users.id);
    },

    sessions(uid: number, paging: Paging) {
      const query = db
        .select({
          kind: sessions.kind,
          language: sessions.language,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .$dynamic();
      return paged(query, sessions, eq(sessions.userId, uid), [desc(sessions.createdAt)], paging);
    },

    feedback(uid: number, paging: Paging) {
      const query = db
        .select({
          id: feedback.id,
          type: feedback.type,
          content: feedback.content,
          createdAt: feedback.createdAt,
          closedAt: feedback.closedAt,
          // Qualified by hand: this select names its columns bare, and a bare `id` in the
          // subquery would be the counted table's own.
          replies: sql<number>`(select count(*) from ${feedbackReplies} where ${feedbackReplies}.feedback_id = ${feedback}.id)::int`,
          images: sql<number>`(select count(*) from ${feedbackImages} where ${feedbackImages}.feedback_id = ${feedback}.id)::int`,
        })
        .from(feedback)
        .$dynamic();
      return paged(query, feedback, eq(feedback.userId, uid), [desc(feedback.id)], paging);
    },

    /** Whom the user invited (paged, newest first). */
    invitees(uid: number, paging: Paging) {
      const query = db
        .select({
          uid: invites.inviteeId,
          nickname: users.nickname,
          email: users.email,
          createdAt: invites.createdAt,
          rewardedAt: invites.rewardedAt,
        })
        .from(invites)
        .innerJoin(users, eq(users.id, invites.inviteeId))
        .$dynamic();
      return paged(query, invites, eq(invites.inviterId, uid), [desc(invites.createdAt)], paging);
    },

    /** Who invited the user, if anyone. */
    async inviter(uid: number) {
      const [row] = await db
        .select({
          uid: invites.inviterId,
          nickname: users.nickname,
          email: users.email,
          createdAt: invites.createdAt,
          rewardedAt: invites.rewardedAt,
        })
        .from(invites)
        .innerJoin(users, eq(users.id, invites.inviterId))
        .where(eq(invites.inviteeId, uid))
        .limit(1);
      return row;
    },

    /** The block state, the row locked for the rest of the transaction; undefined: no such user. */
    async lockBlockState(uid: number): Promise<BlockState | undefined> {
      const [row] = await db.select(blockColumns).from(users).where(eq(users.id, uid)).for('update');
      return row;
    },

    async setBlockState(uid: number, state: BlockState): Promise<void> {
      await db.update(users).set(state).where(eq(users.id, uid));
    },

    async vipUntil(uid: number): Promise<Date | null | undefined> {
      const [row] = await db.select({ vipUntil: users.vipUntil }).from(users).where(eq(users.id, uid));
      return row === undefined ? undefined : row.vipUntil;
    },
  };
}
export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
