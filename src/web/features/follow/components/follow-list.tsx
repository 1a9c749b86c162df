/**
 * The series the user follows (issue 19), each with when its next episode comes out (relative,
 * in the interface language); with none scheduled, what its status says: every episode is out
 * for a completed series, more to come (no date yet) for an ongoing or new one, as its badge on
 * the cards and the episode grid says. A tap plays it, the button unfollows.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FollowItem } from '#shared/contract/follow.ts';
import { DramaRow, DramaRowLine, dramaRowListClass } from '#web/components/drama-row.tsx';
import { ListFooter } from '#web/components/list-footer.tsx';
import { RetryButton } from '#web/components/retry-button.tsx';
import { relativeFuture } from '#web/lib/format.ts';
import { flattenPages } from '#web/lib/paging.ts';
import { useFollows } from '../api/get-follows.ts';
import { FollowButton } from './follow-button.tsx';

function nextRelease(
  item: FollowItem,
  now: number,
  locale: string,
  t: ReturnType<typeof useTranslation>['t'],
) {
  if (item.next_release_at === null) {
    return item.drama.status === 'completed' ? t('follow.all_out') : t('follow.no_date_yet');
  }
  const when = relativeFuture(Date.parse(item.next_release_at) / 1000, now, locale);
  return t('follow.next_release', { when });
}

export function FollowList({ empty }: { empty: ReactNode }) {
  const { t, i18n } = useTranslation();
  const follows = useFollows();
  const [now] = useState(Date.now);
  const items = flattenPages(follows.data?.pages, (item) => item.drama.drama_id);

  const loadMore = async (): Promise<void> => {
    const result = await follows.fetchNextPage();
    if (result.isError) throw result.error;
  };

  if (follows.isPending) return null;
  if (follows.isError && !follows.data) return <RetryButton onRetry={() => void follows.refetch()} />;
  if (items.length === 0) return <>{empty}</>;

  return (
    <div>
      <ul className={dramaRowListClass}>
        {items.map((item) => (
          <DramaRow
            key={item.drama.drama_id}
            dramaId={item.drama.drama_id}
            poster={item.drama.poster}
            title={item.drama.title}
            testId="follow-row"
            end={<FollowButton dramaId={item.drama.drama_id} title={item.drama.title} variant="pill" />}
          >
            <DramaRowLine>
              <span data-testid="follow-next-release" data-at={item.next_release_at ?? ''}>
                {nextRelease(item, now, i18n.language, t)}
              </span>
            </DramaRowLine>
            <DramaRowLine muted>{t('drama.episodes', { count: item.drama.episode_count })}</DramaRowLine>
          </DramaRow>
        ))}
      </ul>
      <ListFooter loadMore={loadMore} hasMore={follows.hasNextPage} />
    </div>
  );
}
