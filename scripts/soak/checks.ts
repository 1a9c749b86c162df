/**
 * What the soak checks in the database (DESIGN.md section 3): every acknowledged operation is
 * there, credited exactly once, and every wallet equals the sum of its ledger rows, none below
 * zero. The wallet check is one SQL statement, so it reads one snapshot while servers write.
 */
import pg from 'pg';

export interface AckedOrder {
  tradeNo: string;
  userId: number;
  gold: number;
  bonus: number;
  /** The gateway's "paid" notification was answered 200: the order must be paid and credited. */
  paidAck: boolean;
}

export interface AckedUnlock {
  userId: number;
  dramaId: number;
  episodeIds: number[];
  spentGold: number;
  spentCoin: number;
  balance: { gold: number; coin: number };
}

export function checker(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // An idle connection the server drops (the database is dropped at the end) is no failure.
  pool.on('error', () => undefined);

  return {
    close: () => pool.end(),

    /** Wallets whose balance differs from the sum of their ledger rows, or below zero; users without a wallet whose ledger does not sum to zero. */
    async walletProblems(): Promise<string[]> {
      const { rows } = await pool.query<{
        user_id: string;
        gold: number | null;
        coin: number | null;
        lgold: string;
        lcoin: string;
      }>(`
        with sums as (
          select user_id,
                 coalesce(sum(delta) filter (where asset = 'gold'), 0) as lgold,
                 coalesce(sum(delta) filter (where asset = 'coin'), 0) as lcoin
          from ledger group by user_id
        )
        select coalesce(w.user_id, s.user_id)::text as user_id, w.gold, w.coin,
               coalesce(s.lgold, 0)::text as lgold, coalesce(s.lcoin, 0)::text as lcoin
        from wallets w full join sums s on s.user_id = w.user_id
        where w.user_id is null and (s.lgold <> 0 or s.lcoin <> 0)
           or w.gold <> coalesce(s.lgold, 0) or w.coin <> coalesce(s.lcoin, 0)
           or w.gold < 0 or w.coin < 0`);
      return rows.map(
        (r) =>
          `user ${r.user_id}: wallet ${r.gold ?? 'none'}/${r.coin ?? 'none'}, ledger ${r.lgold}/${r.lcoin}`,
      );
    },

    /** Acknowledged orders missing, not paid when the payment was acknowledged, or not credited exactly once. */
    async lostOrders(live: readonly AckedOrder[]): Promise<{ lost: string[]; duplicated: string[] }> {
      // Copies taken before the queries: an acknowledgement that arrives while they run is
      // checked next time, not against a row read before it.
      const acked = live.map((o) => ({ ...o }));
      const lost: string[] = [];
      const duplicated: string[] = [];
      for (let i = 0; i < acked.length; i += 2000) {
        const batch = acked.slice(i, i + 2000);
        const tradeNos = batch.map((o) => o.tradeNo);
        const stored = await pool.query<{ trade_no: string; user_id: string; status: number }>(
          'select trade_no, user_id::text, status from orders where trade_no = any($1)',
          [tradeNos],
        );
        const credits = await pool.query<{ reference: string; asset: string; n: string; total: string }>(
          `select reference, asset, count(*)::text as n, sum(delta)::text as total from ledger
           where reason = 'topup' and reference = any($1) group by reference, asset`,
          [tradeNos],
        );
        const orders = new Map(stored.rows.map((r) => [r.trade_no, r]));
        const credit = new Map(credits.rows.map((r) => [`${r.reference}:${r.asset}`, r]));
        for (const o of batch) {
          const row = orders.get(o.tradeNo);
          if (!row || Number(row.user_id) !== o.userId) {
            lost.push(`order ${o.tradeNo} (user ${o.userId}): acknowledged by create-order, not stored`);
            continue;
          }
          const gold = credit.get(`${o.tradeNo}:gold`);
          const coin = credit.get(`${o.tradeNo}:coin`);
          if (Number(gold?.n ?? 0) > 1 || Number(coin?.n ?? 0) > 1) {
            duplicated.push(`order ${o.tradeNo}: ${gold?.n ?? 0} gold and ${coin?.n ?? 0} coin credits`);
          }
          if (!o.paidAck) continue;
          if (row.status !== 2) lost.push(`order ${o.tradeNo}: payment acknowledged, status ${row.status}`);
          else if (Number(gold?.total ?? 0) !== o.gold || Number(coin?.total ?? 0) !== o.bonus) {
            lost.push(
              `order ${o.tradeNo}: payment acknowledged, credited ${gold?.total ?? 0} gold / ${coin?.total ?? 0} coin instead of ${o.gold}/${o.bonus}`,
            );
          }
        }
      }
      return { lost, duplicated };
    },

    /** Acknowledged unlocks whose unlock rows or debit ledger rows are missing. */
    async lostUnlocks(acked: readonly AckedUnlock[]): Promise<string[]> {
      if (acked.length === 0) return [];
      const users = [...new Set(acked.map((u) => u.userId))];
      const rows = await pool.query<{ user_id: string; episode_id: number }>(
        'select user_id::text, episode_id from unlocks where user_id = any($1)',
        [users],
      );
      const have = new Set(rows.rows.map((r) => `${r.user_id}:${r.episode_id}`));
      const debits = await pool.query<{
        user_id: string;
        asset: string;
        delta: number;
        balance_after: number;
      }>(
        `select user_id::text, asset, delta, balance_after from ledger
         where reason in ('unlock', 'auto_unlock') and user_id = any($1)`,
        [users],
      );
      const debit = new Set(debits.rows.map((r) => `${r.user_id}:${r.asset}:${r.delta}:${r.balance_after}`));
      const lost: string[] = [];
      for (const u of acked) {
        const missing = u.episodeIds.filter((id) => !have.has(`${u.userId}:${id}`));
        if (missing.length > 0) {
          lost.push(
            `unlock of user ${u.userId}, drama ${u.dramaId}: episodes ${missing.join(',')} acknowledged, not stored`,
          );
        }
        if (u.spentGold > 0 && !debit.has(`${u.userId}:gold:${-u.spentGold}:${u.balance.gold}`)) {
          lost.push(
            `unlock of user ${u.userId}, drama ${u.dramaId}: no gold debit of ${u.spentGold} leaving ${u.balance.gold}`,
          );
        }
        if (u.spentCoin > 0 && !debit.has(`${u.userId}:coin:${-u.spentCoin}:${u.balance.coin}`)) {
          lost.push(
            `unlock of user ${u.userId}, drama ${u.dramaId}: no coin debit of ${u.spentCoin} leaving ${u.balance.coin}`,
          );
        }
      }
      return lost;
    },

    /** Per order: status and the top-up credits (count and sum per asset). */
    async orderStates(
      tradeNos: readonly string[],
    ): Promise<
      Map<string, { status: number; goldRows: number; gold: number; coinRows: number; coin: number }>
    > {
      const out = new Map<
        string,
        { status: number; goldRows: number; gold: number; coinRows: number; coin: number }
      >();
      const stored = await pool.query<{ trade_no: string; status: number }>(
        'select trade_no, status from orders where trade_no = any($1)',
        [tradeNos],
      );
      for (const r of stored.rows)
        out.set(r.trade_no, { status: r.status, goldRows: 0, gold: 0, coinRows: 0, coin: 0 });
      const credits = await pool.query<{ reference: string; asset: string; n: string; total: string }>(
        `select reference, asset, count(*)::text as n, sum(delta)::text as total from ledger
         where reason = 'topup' and reference = any($1) group by reference, asset`,
        [tradeNos],
      );
      for (const c of credits.rows) {
        const state = out.get(c.reference);
        if (!state) continue;
        if (c.asset === 'gold') {
          state.goldRows = Number(c.n);
          state.gold = Number(c.total);
        } else {
          state.coinRows = Number(c.n);
          state.coin = Number(c.total);
        }
      }
      return out;
    },
  };
}
export type Checker = ReturnType<typeof checker>;
