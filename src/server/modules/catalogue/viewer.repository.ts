/**
 * Everything about one viewer that one drama's page needs, in one round trip: VIP, balances,
 * the drama's episodes this viewer unlocked, the viewer's place in it, whether it is a
 * favourite, and the drama's live counters (detail and episode ask for all of it on every
 * call). A prepared statement: built once, and on PostgreSQL parsed once per connection.
 */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#db/client.ts';
import { dramas, episodes, favorites, unlocks, watchHistory } from '#db/schema/catalogue.ts';
import { users, wallets } from '#db/schema/users.ts';
import { ledger } from '#db/schema/wallet.ts';
import { spendableCoin } from '../money/wallet.repository.ts';

export interface ViewerOfDrama {
  vipUntil: Date | null;
  gold: number;
  coin: number;
  unlockedIds: Set<number>;
  history: { episodeNumber: number; positionMs: number } | undefined;
  favorite: boolean;
  /** The drama's counters as they are now (they move with every viewer). */
  playCount: number;
  favoriteCount: number;
  /**
   * What the viewer spent on the drama's episodes, per asset: the ledger's debits naming it, the
   * viewer's and those of the guests merged into the viewer (their unlocks moved here), less what
   * a merge gave back for an episode bought twice (merge_refund).
   */
  spent: { gold: number; coin: number };
}

/**
 * The viewer's debits of one asset naming the drama, less the merge's refunds of episodes bought
 * twice, plus the debits of the guest accounts merged into the viewer: what a guest spent before
 * logging in counts where its unlocks went (decisions 0040, 0058). Index scans only:
 * ledger_user_drama_idx, and users_merged_into_idx for the guests.
 */
const spentOf = (asset: 'gold' | 'coin', dramaId: ReturnType<typeof sql.placeholder>) => {
  const guestAlias = 'merged_guest';
  const guest = alias(users, guestAlias);
  const own = sql`(select coalesce(sum(case when ${ledger.delta} < 0 or ${ledger.reason} = 'merge_refund' then -${ledger.delta} else 0 end), 0) from ${ledger} where ${ledger.userId} = ${users.id} and ${ledger.dramaId} = ${dramaId} and ${ledger.asset} = ${asset})`;
  const guests = sql`(select coalesce(-sum(${ledger.delta}), 0) from ${users} ${sql.identifier(guestAlias)} inner join ${ledger} on ${ledger.userId} = ${guest.id} where ${guest.mergedInto} = ${users.id} and ${ledger.dramaId} = ${dramaId} and ${ledger.asset} = ${asset} and ${ledger.delta} < 0)`;
  // Never below nothing: a guest merged on into another account takes its debits along.
  return sql<number>`greatest(${own} + ${guests}, 0)`.mapWith(Number);
};

function prepareViewerOfDrama(db: Executor) {
  const dramaId = sql.placeholder('dramaId');
  return db
    .select({
      vipUntil: users.vipUntil,
      gold: sql<number>`coalesce(${wallets.gold}, 0)`.mapWith(Number),
      coin: spendableCoin(users.id),
      unlocked: sql<string>`coalesce((select string_agg(${unlocks.episodeId}::text, ',') from ${unlocks} inner join ${episodes} on ${episodes.id} = ${unlocks.episodeId} where ${unlocks.userId} = ${users.id} and ${episodes.dramaId} = ${dramaId}), '')`,
      historyEpisode: watchHistory.episodeNumber,
      historyPositionMs: watchHistory.positionMs,
      favorite:
        sql<number>`(select count(*) from ${favorites} where ${favorites.userId} = ${users.id} and ${favorites.dramaId} = ${dramaId})`.mapWith(
          Number,
        ),
      playCount:
        sql<number>`(select ${dramas.playCount} from ${dramas} where ${dramas.id} = ${dramaId})`.mapWith(
          Number,
        ),
      favoriteCount:
        sql<number>`(select ${dramas.favoriteCount} from ${dramas} where ${dramas.id} = ${dramaId})`.mapWith(
          Number,
        ),
      spentGold: spentOf('gold', dramaId),
      spentCoin: spentOf('coin', dramaId),
    })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .leftJoin(watchHistory, and(eq(watchHistory.userId, users.id), eq(watchHistory.dramaId, dramaId)))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('viewer_of_drama');
}

export function createViewerRepository(db: Executor) {
  let viewerOfDrama: ReturnType<typeof prepareViewerOfDrama> | undefined;
  return {
    async viewerOfDrama(userId: number, dramaId: number): Promise<ViewerOfDrama> {
      viewerOfDrama ??= prepareViewerOfDrama(db);
      const [row] = await viewerOfDrama.execute({ userId, dramaId });
      if (!row) {
        return {
          vipUntil: null,
          gold: 0,
          coin: 0,
          unlockedIds: new Set(),
          history: undefined,
          favorite: false,
          playCount: 0,
          favoriteCount: 0,
          spent: { gold: 0, coin: 0 },
        };
      }
      return {
        vipUntil: row.vipUntil,
        gold: row.gold,
        coin: row.coin,
        unlockedIds: new Set(row.unlocked === '' ? [] : row.unlocked.split(',').map(Number)),
        history:
          row.historyEpisode === null || row.historyPositionMs === null
            ? undefined
            : { episodeNumber: row.historyEpisode, positionMs: row.historyPositionMs },
        favorite: row.favorite > 0,
        playCount: row.playCount,
        favoriteCount: row.favoriteCount,
        spent: { gold: row.spentGold, coin: row.spentCoin },
      };
    },
  };
}
export type ViewerRepository = ReturnType<typeof createViewerRepository>;
