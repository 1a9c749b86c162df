/**
 * Following a series (issue 19): follow, unfollow, the follow state and the list with each
 * series' next release, and the follower's notices (list, unread count, read, read all).
 */
import type { FollowPage, FollowState, NoticePage } from '#shared/contract/follow.ts';
import type { DramaCard } from '#shared/contract/catalogue.ts';
import type { LanguageId } from '#shared/languages.ts';
import { ApiError } from '../../api-error.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import { recordReleases } from './release.service.ts';

/** Cards of dramas on the air, in the order asked, each with its next release (the catalogue's). */
export type CardsWithRelease = (
  ids: readonly number[],
  language: LanguageId,
) => Promise<{ card: DramaCard; nextReleaseAt: Date | null }[]>;

const unix = (at: Date): number => Math.floor(at.getTime() / 1000);

export function createFollowService(deps: {
  uow: UnitOfWork;
  cards: CardsWithRelease;
  /** Pushes of notices a follow made for the series' other followers. */
  queuePushes: () => Promise<number>;
}) {
  const { uow, cards } = deps;
  const { follows, notices, catalogue } = uow.read;

  async function byId(ids: readonly number[], language: LanguageId) {
    return new Map((await cards(ids, language)).map((c) => [c.card.drama_id, c]));
  }

  return {
    /** Of a series on the air only, as following one is (404 for any other). */
    async state(userId: number, dramaId: number): Promise<FollowState> {
      const [exists, following] = await Promise.all([
        catalogue.dramaExists(dramaId),
        follows.isFollowing(userId, dramaId),
      ]);
      if (!exists) throw new ApiError('recordNotFound');
      return { is_following: following ? 1 : 0 };
    },

    async follow(userId: number, dramaId: number, language: LanguageId): Promise<FollowState> {
      if (!(await catalogue.dramaExists(dramaId))) throw new ApiError('recordNotFound');
      // Decision 0042: only registered users follow (a guest's follows would not survive a login).
      const standing = await uow.read.rewards.standing(userId);
      if (!standing?.registered) throw new ApiError('registeredOnly', {}, 'follow_registered_only');
      const recorded = await uow.run(async (tx) => {
        // What the series has out now is recorded first (its other followers told of anything
        // new), so the new follower is told only of episodes released from now on.
        const outcome = await recordReleases(tx, { dramaId });
        await tx.follows.add(userId, dramaId, language);
        await tx.follows.setLanguage(userId, language);
        return outcome;
      });
      if (recorded.notices > 0) await deps.queuePushes();
      return { is_following: 1 };
    },

    async unfollow(userId: number, dramaId: number): Promise<FollowState> {
      await follows.remove(userId, dramaId);
      return { is_following: 0 };
    },

    async list(
      userId: number,
      language: LanguageId,
      q: { page: number; page_size: number },
    ): Promise<FollowPage> {
      const { rows, total } = await follows.page(userId, q.page, q.page_size);
      const found = await byId(
        rows.map((r) => r.dramaId),
        language,
      );
      const list = rows.flatMap((r) => {
        const entry = found.get(r.dramaId);
        if (!entry) return [];
        return [
          {
            drama: entry.card,
            next_release_at: entry.nextReleaseAt?.toISOString() ?? null,
            followed_at: unix(r.createdAt),
          },
        ];
      });
      return { list, total, page: q.page, page_size: q.page_size };
    },

    async notices(
      userId: number,
      language: LanguageId,
      q: { page: number; page_size: number },
    ): Promise<NoticePage> {
      const [{ rows, total }, unread] = await Promise.all([
        notices.page(userId, q.page, q.page_size),
        notices.unreadCount(userId),
      ]);
      const found = await byId([...new Set(rows.map((r) => r.dramaId))], language);
      const list = rows.flatMap((r) => {
        const entry = found.get(r.dramaId);
        if (!entry) return [];
        return [
          {
            notice_id: r.id,
            drama_id: r.dramaId,
            title: entry.card.title,
            poster: entry.card.poster,
            episode_number: r.episodeNumber,
            created_at: unix(r.createdAt),
            read: r.readAt ? (1 as const) : (0 as const),
          },
        ];
      });
      return { list, total, page: q.page, page_size: q.page_size, unread };
    },

    async unread(userId: number): Promise<{ count: number }> {
      return { count: await notices.unreadCount(userId) };
    },

    async read(userId: number, noticeId: number): Promise<{ count: number }> {
      if (!(await notices.markRead(userId, noticeId))) throw new ApiError('recordNotFound');
      return { count: await notices.unreadCount(userId) };
    },

    async readAll(userId: number): Promise<{ count: number }> {
      await notices.markAllRead(userId);
      return { count: 0 };
    },
  };
}
export type FollowService = ReturnType<typeof createFollowService>;
