/**
 * SQL of the packages (goods): what is on sale at a time (active and inside its window), and
 * the console's list and writes. Orders keep a copy of what they credit, so editing a package
 * never changes an order already made.
 */
import { and, asc, count, desc, eq, gt, isNull, lte, max, or, type SQL } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { goods, orders } from '#db/schema/wallet.ts';

export type GoodsRow = typeof goods.$inferSelect;
export type GoodsWrite = Omit<typeof goods.$inferInsert, 'id'>;

function onSaleAt(at: Date): SQL | undefined {
  return and(
    eq(goods.active, true),
    or(isNull(goods.saleFrom), lte(goods.saleFrom, at)),
    or(isNull(goods.saleUntil), gt(goods.saleUntil, at)),
  );
}

export function createGoodsRepository(db: Executor) {
  return {
    /** The active packages, whatever their window: VIP first, then coin packs, in sort order. */
    async active(): Promise<GoodsRow[]> {
      return db
        .select()
        .from(goods)
        .where(eq(goods.active, true))
        .orderBy(desc(goods.type), asc(goods.sort), asc(goods.id));
    },

    async onSaleById(goodsId: number, at: Date): Promise<GoodsRow | undefined> {
      const [row] = await db
        .select()
        .from(goods)
        .where(and(eq(goods.id, goodsId), onSaleAt(at)))
        .limit(1);
      return row;
    },

    /** Every package with the number of orders naming it, as the console lists them. */
    async all(): Promise<{ row: GoodsRow; orders: number }[]> {
      const counts = db
        .select({ goodsId: orders.goodsId, n: count().as('n') })
        .from(orders)
        .groupBy(orders.goodsId)
        .as('counts');
      const rows = await db
        .select({ row: goods, n: counts.n })
        .from(goods)
        .leftJoin(counts, eq(counts.goodsId, goods.id))
        .orderBy(desc(goods.type), asc(goods.sort), asc(goods.id));
      return rows.map((r) => ({ row: r.row, orders: Number(r.n ?? 0) }));
    },

    async find(id: number): Promise<GoodsRow | undefined> {
      const [row] = await db.select().from(goods).where(eq(goods.id, id)).limit(1);
      return row;
    },

    /** The package, its row locked until the transaction ends (a console save checks its version). */
    async lock(id: number): Promise<GoodsRow | undefined> {
      const [row] = await db.select().from(goods).where(eq(goods.id, id)).limit(1).for('update');
      return row;
    },

    /** A new package, numbered after the largest of its type's (coin packs 1xx, VIP 2xx...). */
    async insert(values: GoodsWrite): Promise<GoodsRow> {
      const [top] = await db
        .select({ id: max(goods.id) })
        .from(goods)
        .where(eq(goods.type, values.type));
      const id = (top?.id ?? values.type * 100) + 1;
      const [row] = await db
        .insert(goods)
        .values({ ...values, id })
        .returning();
      if (!row) throw new Error('goods insert returned no row');
      return row;
    },

    async update(id: number, values: GoodsWrite): Promise<GoodsRow | undefined> {
      const [row] = await db.update(goods).set(values).where(eq(goods.id, id)).returning();
      return row;
    },
  };
}
export type GoodsRepository = ReturnType<typeof createGoodsRepository>;
