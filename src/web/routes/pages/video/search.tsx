/**
 * Search (/pages/video/search?keyword=): the search feature's box, then the popular titles (the
 * first of the hot ranking) while there is no keyword, else the matching dramas as the
 * catalogue's cards. Tap a card to play.
 */
import { Page } from '#web/components/page.tsx';
import { CardSkeleton } from '#web/features/catalogue/components/catalogue-skeletons.tsx';
import { DramaCard } from '#web/features/catalogue/components/drama-card.tsx';
import { useRank } from '#web/features/rank/api/get-rank.ts';
import { DEFAULT_RANK_PERIOD } from '#web/features/rank/components/rank-options.ts';
import { PopularSearches } from '#web/features/search/components/popular-searches.tsx';
import { SearchBox } from '#web/features/search/components/search-box.tsx';
import { SearchResults } from '#web/features/search/components/search-results.tsx';
import { useSearchKeyword } from '#web/features/search/hooks/use-search-keyword.ts';

/** How many of the hot ranking the popular list shows. */
const POPULAR_COUNT = 10;

function HotSearches({ onPick }: { onPick: (title: string) => void }) {
  const rank = useRank('hot', DEFAULT_RANK_PERIOD);
  return (
    <PopularSearches
      items={rank.data?.pages[0]?.list.slice(0, POPULAR_COUNT)}
      error={rank.isError}
      onRetry={() => void rank.refetch()}
      onPick={onPick}
    />
  );
}

export function Component() {
  const search = useSearchKeyword();
  return (
    <Page testId="page-search">
      <SearchBox search={search} />
      {search.keyword === '' ? (
        <HotSearches onPick={search.submit} />
      ) : (
        <SearchResults
          keyword={search.keyword}
          renderCard={(drama, eager) => <DramaCard drama={drama} eager={eager} />}
          cardSkeleton={<CardSkeleton />}
        />
      )}
    </Page>
  );
}
