/**
 * SQL of the console's orders (issue 18): the filtered page (newest first) with each order's
 * package type (the order names its package from its own copy: order-name.ts), an order's user,
 * its ledger rows and the operators they name. The order
 * itself, its moves and its timeline stay in order.repository.ts and order-event.repository.ts.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, like, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { operators } from '#db/schema/operators.ts';
import { users } from '#db/schema/users.ts';
import { goods, ledger, orders } from '#db/schema/wallet.ts';
import { ORDER_STATE_CODES, type OrderListQuery } from '#shared/contract/console-orders.ts';
import { escapeLike } from '../catalogue/catalogue-sql.repository.ts';
import type { GoodsRow } from './goods.repository.ts';
import { tradeNoAsStored } from './order-facts.ts';
import type { OrderRow } from './order.repository.ts';

/** What a package's name is made of (goods-text.ts `goodsTitle`). */
export type GoodsNaming = Pick<GoodsRow, 'type' | 'gold' | 'vipDays'>;

const DAY_MS = 86_400_000;
/** A whole trade number as pay.service.ts writes it: T, a UTC stamp, 16 hex digits. */
const WHOLE_TRADE_NO = /^T\d{14}[0-9a-f]{16}$/;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The state as the console labels it (order-facts.ts `orderResult`): a status 3 order is
 * cancelled when the buyer cancelled or let it lapse, failed otherwise (declined).
 */
function stateIs(state: NonNullable<OrderListQuery['status']>): SQL | undefined {
  const status = eq(orders.status, ORDER_STATE_CODES[state]);
  if (state === 'cancelled') return and(status, eq(orders.failReason, 'cancelled'));
  if (state === 'failed') return and(status, or(isNull(orders.failReason), eq(orders.failReason, 'failed')));
  return status;
}

/**
 * The search box: a uid (digits), a user's email (with @, any case), else a trade number's
 * beginning or the whole of it, in any case (pay.service.ts writes `T` then lower-case hex).
 */
function searchIs(db: Executor, text: string): SQL {
  if (/^\d+$/.test(text)) {
    const uid = Number(text);
    return Number.isSafeInteger(uid) ? eq(orders.userId, uid) : eq(orders.userId, -1);
  }
  if (text.includes('@')) {
    const ids = db.select({ id: users.id }).from(users).where(eq(users.email, text.toLowerCase()));
    return inArray(orders.userId, ids);
  }
  // The whole number by the orders' key; a beginning by a match (LIKE on the stored form).
  const stored = tradeNoAsStored(text);
  if (WHOLE_TRADE_NO.test(stored)) return eq(orders.tradeNo, stored);
  return like(orders.tradeNo, `${escapeLike(stored)}%`);
}

function filters(db: Executor, q: OrderListQuery): SQL | undefined {
  return and(
    q.q === undefined ? undefined : searchIs(db, q.q),
    q.status === undefined ? undefined : stateIs(q.status),
    q.channel === undefined ? undefined : eq(orders.channel, q.channel),
    q.goods_id === undefined ? undefined : eq(orders.goodsId, q.goods_id),
    q.user_id === undefined ? undefined : eq(orders.userId, q.user_id),
    q.from === undefined ? undefined : gte(orders.createdAt, dayStart(q.from)),
    q.to === undefined ? undefined : lt(orders.createdAt, new Date(dayStart(q.to).getTime() + DAY_MS)),
  );
}

export function createOrderConsoleRepository(db: Executor) {
  return {
    /** A page of orders, each with its package's type (null: the package is not there). */
    async page(
      q: OrderListQuery,
    ): Promise<{ rows: { order: OrderRow; type: number | null }[]; total: number }> {
      const where = filters(db, q);
      const [total] = await db.select({ n: count() }).from(orders).where(where);
      const rows = await db
        .select({ order: orders, type: goods.type })
        .from(orders)
        .leftJoin(goods, eq(goods.id, orders.goodsId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.tradeNo))
        .limit(q.size)
        .offset((q.page - 1) * q.size);
      return { rows, total: total?.n ?? 0 };
    },

    /** A package's type (null: the package is not there). */
    async goodsType(goodsId: number): Promise<number | null> {
      const [row] = await db.select({ type: goods.type }).from(goods).where(eq(goods.id, goodsId));
      return row?.type ?? null;
    },

    /** The names of these operators (those still there). */
    async operatorNames(ids: readonly number[]): Promise<{ id: number; name: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: operators.id, name: operators.name })
        .from(operators)
        .where(inArray(operators.id, [...ids]))
        .orderBy(asc(operators.id));
    },

    async userOf(userId: number) {
      const [row] = await db
        .select({ uid: users.id, email: users.email, nickname: users.nickname })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** The ledger rows about an order (its credit and its refund), oldest first. */
    async ledgerOf(tradeNo: string) {
      return (
        db
          .select({
            id: ledger.id,
            asset: ledger.asset,
            delta: ledger.delta,
            balanceAfter: ledger.balanceAfter,
            reason: ledger.reason,
            operatorId: ledger.operatorId,
            createdAt: ledger.createdAt,
          })
          .from(ledger)
          // The (reason, reference, asset) key finds them; trade_no has no index of its own.
          .where(and(inArray(ledger.reason, ['topup', 'refund']), eq(ledger.reference, tradeNo)))
          .orderBy(asc(ledger.id))
      );
    },
  };
}
export type OrderConsoleRepository = ReturnType<typeof createOrderConsoleRepository>;
