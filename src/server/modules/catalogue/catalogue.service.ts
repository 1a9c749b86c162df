/**
 * The catalogue's rules: cards in the viewer's language, home rails, rankings by period,
 * search in any language, the episode grid with lock states, playable episodes with signed
 * media, plays counted once per view, history and favourites.
 */
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import type {
  DetailData,
  DramaCard,
  DramaPage,
  EpisodeData,
  HomeData,
  RankPage,
  RankPeriod,
  RankType,
  RecommendPage,
} from '#shared/contract/catalogue.ts';
import { localeOf, type LanguageId } from '#shared/languages.ts';
import { startEpisodeNumber } from '#shared/start-episode.ts';
import { createCatalogueCache } from './catalogue.cache.ts';
import { createDramaCards } from './drama-cards.ts';
import { episodePlayOf } from './episode-play.ts';
import { createPlayRights } from './play-rights.ts';
import { homeFeed } from './home-feed.ts';
import { APOSTROPHES, searchWords } from './search-words.ts';
import { dayString, periodStart } from './rank-period.ts';
import type { EpisodeRow } from './catalogue.repository.ts';
import { episodeStates, isPlayable, isVip, totalToFinish, type LockContext } from '../money/entitlement.ts';
import type { MediaService } from '../media/media.service.ts';
import type { ViewerOfDrama } from './viewer.repository.ts';
import type { ProgressBuffer } from './progress-buffer.ts';
import { recordNothing, type RecordEvent } from '../events/event-recorder.ts';
import type { OfferCache } from '../money/offer-cache.ts';

export function createCatalogueService(deps: {
  uow: UnitOfWork;
  media: MediaService;
  /** Where viewers are (history, resume points): buffered writes, settled before each read. */
  progress: ProgressBuffer;
  now?: () => number;
  /** Viewer events (decision 0038): play start, progress, the locked sheet shown (701). */
  recordEvent?: RecordEvent;
  /** The packages on sale (kept briefly), for the series' price in money (issue 19). */
  offers?: Pick<OfferCache, 'current'>;
}) {
  const recordEvent = deps.recordEvent ?? recordNothing;
  const { uow, media, progress: positions } = deps;
  const now = deps.now ?? Date.now;
  const { catalogue: repo, activity, viewers } = uow.read;
  // A drama's card, episodes and prices, and the recommendation order: the same for everyone.
  const cache = createCatalogueCache(repo, { now });

  const { coinRate, toCard, cardsWithNextRelease, cards, cardsById } = createDramaCards({
    repo,
    media,
    now,
    offers: deps.offers,
  });

  /** The lock context plus the viewer's place in the drama and favourite mark, in one query. */
  async function viewerContext(userId: number, dramaId: number, freeEpisodes: number) {
    return lockContext(await viewers.viewerOfDrama(userId, dramaId), freeEpisodes);
  }

  function lockContext(viewer: ViewerOfDrama, freeEpisodes: number) {
    const ctx: LockContext & { gold: number; coin: number } = {
      freeEpisodes,
      isVip: isVip(viewer.vipUntil, now()),
      unlockedIds: viewer.unlockedIds,
      gold: viewer.gold,
      coin: viewer.coin,
    };
    return { ctx, history: viewer.history, favorite: viewer.favorite };
  }

  const play = (ep: EpisodeRow, positionMs: number) => episodePlayOf(media, ep, positionMs);
  const rights = createPlayRights({
    now,
    episode: (id) => cache.episode(id),
    check: async (userId, ep) =>
      isPlayable(ep.number, ep.id, (await viewerContext(userId, ep.dramaId, ep.freeEpisodes)).ctx),
  });

  /** Where the play page opens without an `ep`, signed if playable, else null (decision 0046). */
  async function startOf(episodes: EpisodeRow[], history: ViewerOfDrama['history'], ctx: LockContext) {
    const number = startEpisodeNumber(undefined, history?.episodeNumber, episodes.length);
    const ep = episodes.find((e) => e.number === number);
    if (!ep || !isPlayable(ep.number, ep.id, ctx)) return null;
    return play(ep, history?.episodeNumber === number ? history.positionMs : 0);
  }

  const sinceFor = (period: RankPeriod) => periodStart(period, now());

  return {
    /** Banners and rails in the console's order (home curation, issue 17): home-feed.ts. */
    home: (language: LanguageId): Promise<HomeData> =>
      homeFeed({ repo, settings: uow.read.settings, media, cards, since: sinceFor('week') }, language),

    async list(
      language: LanguageId,
      q: {
        page: number;
        page_size: number;
        tag?: string | undefined;
        status?: DramaCard['status'] | undefined;
      },
    ): Promise<DramaPage> {
      const { ids, total } = await repo.listIds({ tag: q.tag, status: q.status }, q.page, q.page_size);
      return { list: await cards(ids, localeOf(language)), total, page: q.page, page_size: q.page_size };
    },

    async search(
      language: LanguageId,
      q: { keyword: string; page: number; page_size: number },
    ): Promise<DramaPage> {
      // Every word of the keyword, in any order (search-words.ts), or the keyword as typed.
      const search = { keyword: q.keyword, words: searchWords(q.keyword), apostrophes: APOSTROPHES };
      const { ids, total } = await repo.searchIds(search, q.page, q.page_size);
      return { list: await cards(ids, localeOf(language)), total, page: q.page, page_size: q.page_size };
    },

    async rank(
      language: LanguageId,
      q: { type: RankType; period: RankPeriod; page: number; page_size: number },
    ): Promise<RankPage> {
      const { rows, total } = await repo.rankIds(q.type, sinceFor(q.period), q.page, q.page_size);
      const byId = await cardsById(
        rows.map((r) => r.id),
        language,
      );
      const list = rows.flatMap((r, i) => {
        const card = byId.get(r.id);
        return card ? [{ ...card, rank: (q.page - 1) * q.page_size + i + 1, score: Number(r.score) }] : [];
      });
      return { list, total, page: q.page, page_size: q.page_size };
    },

    /** Followed series' cards with their next release (issue 19: the following list, notices). */
    cardsWithNextRelease: (ids: readonly number[], language: LanguageId) =>
      cardsWithNextRelease(ids, localeOf(language)),

    async tags(language: LanguageId) {
      return { list: await repo.tagList(localeOf(language)) };
    },

    async detail(userId: number, language: LanguageId, dramaId: number): Promise<DetailData> {
      // A position this process acknowledged but has not written yet is written first.
      await positions.settle(userId);
      // The drama and its episodes from the cache, the viewer's part (and the live counters)
      // in one query, all at once.
      const [entry, episodes, viewer, rate] = await Promise.all([
        cache.drama(dramaId, localeOf(language)),
        cache.episodes(dramaId),
        viewers.viewerOfDrama(userId, dramaId),
        coinRate(),
      ]);
      if (!entry) throw new ApiError('recordNotFound');
      const { row } = entry;
      const card = {
        ...toCard(row, entry.tags, rate),
        play_count: viewer.playCount,
        favorite_count: viewer.favoriteCount,
      };
      const { ctx, history, favorite } = lockContext(viewer, row.freeEpisodes);
      const states = episodeStates(episodes, ctx);
      return {
        drama: { ...card, episode_price: row.episodePrice },
        episodes: states,
        total_to_finish: totalToFinish(states),
        locked_count: states.filter((s) => s.locked).length,
        is_favorite: favorite ? 1 : 0,
        is_svip: ctx.isVip ? 1 : 0,
        history: history ? { episode_number: history.episodeNumber, position_ms: history.positionMs } : null,
        balance: { gold: ctx.gold, coin: ctx.coin },
        // Kept with the drama for the cache's ttl: a time already past is no news.
        next_release_at:
          row.nextReleaseAt && row.nextReleaseAt.getTime() > now() ? row.nextReleaseAt.toISOString() : null,
        spent: viewer.spent,
        start: await startOf(episodes, history, ctx),
      };
    },

    /** A playable episode with signed media, or 701 when it is locked for this user. */
    async episode(userId: number, dramaId: number, number: number): Promise<EpisodeData> {
      const episodes = await cache.episodes(dramaId);
      const ep = episodes.find((e) => e.number === number);
      if (!ep) throw new ApiError('recordNotFound');
      await positions.settle(userId);
      const { ctx, history } = await viewerContext(userId, dramaId, ep.freeEpisodes);
      if (!isPlayable(ep.number, ep.id, ctx)) {
        recordEvent({ kind: 'locked_shown', userId, dramaId, episode: number });
        throw new ApiError('episodeLocked');
      }
      rights.allow(userId, ep.id);
      recordEvent({ kind: 'play_start', userId, dramaId, episode: number });
      const position = history && history.episodeNumber === number ? history.positionMs : 0;
      // Opening an episode makes it the drama's place in the history.
      await positions.save({ userId, dramaId, episodeNumber: number, positionMs: position });
      const nextRow = episodes.find((e) => e.number === number + 1);
      const [current, next] = await Promise.all([
        play(ep, position),
        nextRow && isPlayable(nextRow.number, nextRow.id, ctx) ? play(nextRow, 0) : null,
      ]);
      return { ...current, next };
    },

    async recommend(
      userId: number,
      language: LanguageId,
      q: { page: number; page_size: number },
    ): Promise<RecommendPage> {
      const { rows, total } = await cache.firstEpisodes(q.page, q.page_size);
      const [entries, rate] = await Promise.all([
        cache.dramas(
          rows.map((r) => r.dramaId),
          localeOf(language),
        ),
        coinRate(),
      ]);
      const kept = [];
      for (const ep of rows) {
        const entry = entries.get(ep.dramaId);
        if (!entry) continue;
        const card = toCard(entry.row, entry.tags, rate);
        // A first episode is free unless the drama has no free episodes: only then ask the locks.
        const ctx =
          ep.freeEpisodes >= 1 ? undefined : (await viewerContext(userId, ep.dramaId, ep.freeEpisodes)).ctx;
        if (ctx && !isPlayable(ep.number, ep.id, ctx)) continue;
        kept.push({ card, ep });
      }
      const list = await Promise.all(
        kept.map(async ({ card, ep }) => ({ drama: card, episode: await play(ep, 0) })),
      );
      return { list, total, page: q.page, page_size: q.page_size };
    },

    async progress(userId: number, episodeId: number, positionMs: number): Promise<void> {
      const ep = await rights.playing(userId, episodeId);
      // Acknowledged once buffered: the buffer writes it with others within a second (issue 16).
      const reached = Math.min(positionMs, ep.durationMs);
      await positions.save({ userId, dramaId: ep.dramaId, episodeNumber: ep.number, positionMs: reached });
      recordEvent({ kind: 'progress', userId, dramaId: ep.dramaId, episode: ep.number, value: reached });
    },

    async countPlay(userId: number, episodeId: number): Promise<{ counted: 0 | 1 }> {
      const ep = await rights.playing(userId, episodeId);
      // One view per person, episode and day: new view ids from one viewer add nothing more.
      const day = dayString(now());
      const counted = await uow.run((tx) =>
        tx.activity.countPlay(`${userId}:${ep.id}:${day}`, userId, ep, day),
      );
      return { counted: counted ? 1 : 0 };
    },

    async history(userId: number, language: LanguageId, q: { page: number; page_size: number }) {
      await positions.settle(userId);
      const { rows, total } = await activity.historyPage(userId, q.page, q.page_size);
      const ids = rows.map((r) => r.dramaId);
      const byId = await cardsById(ids, language);
      const list = rows.flatMap((r) => {
        const drama = byId.get(r.dramaId);
        return drama
          ? [
              {
                drama,
                episode_number: r.episodeNumber,
                position_ms: r.positionMs,
                duration_ms: r.durationMs,
                updated_at: Math.floor(r.updatedAt.getTime() / 1000),
              },
            ]
          : [];
      });
      return { list, total, page: q.page, page_size: q.page_size };
    },

    async removeHistory(userId: number, dramaId: number) {
      await positions.forget(userId, dramaId);
      await activity.removeHistory(userId, dramaId);
    },
    async clearHistory(userId: number) {
      await positions.forget(userId);
      await activity.removeHistory(userId, undefined);
    },

    async favorites(userId: number, language: LanguageId, q: { page: number; page_size: number }) {
      const { rows, total } = await activity.favoritePage(userId, q.page, q.page_size);
      const ids = rows.map((r) => r.dramaId);
      const byId = await cardsById(ids, language);
      const list = rows.flatMap((r) => {
        const drama = byId.get(r.dramaId);
        return drama ? [{ drama, created_at: Math.floor(r.createdAt.getTime() / 1000) }] : [];
      });
      return { list, total, page: q.page, page_size: q.page_size };
    },

    async setFavorite(userId: number, dramaId: number, on: boolean) {
      if (!(await repo.dramaExists(dramaId))) throw new ApiError('recordNotFound');
      await uow.run(async (tx) => {
        const r = tx.activity;
        if (on) await r.addFavorite(userId, dramaId, dayString(now()));
        else await r.removeFavorite(userId, dramaId);
      });
      return {
        is_favorite: on ? (1 as const) : (0 as const),
        favorite_count: await activity.favoriteCount(dramaId),
      };
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
