/**
 * Search (/pages/video/search?keyword=): the search feature's box, then the popular titles (the
 * first of the hot ranking) while there is no keyword, else the matching dramas as the
 * catalogue's cards. Tap a card to play. Offline, once a list has shown, the page stays, with a
 * "no connection" note under the box (the shell's floating one would cover it), and a keyword
 * typed offline does not swap the page for the placeholder; the no-network placeholder only
 * when no list has.
 */
import { useCallback, useEffect, useState } from 'react';
import { Page } from '#web/components/page.tsx';
import { PageOfflineBanner } from '#web/components/page-offline-banner.tsx';
import { CardSkeleton } from '#web/features/catalogue/components/catalogue-skeletons.tsx';
import { DramaCard } from '#web/features/catalogue/components/drama-card.tsx';
import { useRank } from '#web/features/rank/api/get-rank.ts';
import { DEFAULT_RANK_PERIOD } from '#web/features/rank/components/rank-options.ts';
import { PopularSearches } from '#web/features/search/components/popular-searches.tsx';
import { SearchBox } from '#web/features/search/components/search-box.tsx';
import { SearchResults } from '#web/features/search/components/search-results.tsx';
import { useSearchDramas } from '#web/features/search/api/search-dramas.ts';
import { useSearchKeyword } from '#web/features/search/hooks/use-search-keyword.ts';
import { useOfflineContent } from '#web/hooks/use-offline-content.ts';

/** How many of the hot ranking the popular list shows. */
const POPULAR_COUNT = 10;

/** Calls `onShown` once `loaded` is true. */
function useReportShown(loaded: boolean, onShown: () => void): void {
  useEffect(() => {
    if (loaded) onShown();
  }, [loaded, onShown]);
}

function HotSearches({ onPick, onShown }: { onPick: (title: string) => void; onShown: () => void }) {
  const rank = useRank('hot', DEFAULT_RANK_PERIOD);
  useReportShown(rank.data !== undefined, onShown);
  return (
    <PopularSearches
      items={rank.data?.pages[0]?.list.slice(0, POPULAR_COUNT)}
      error={rank.isError}
      onRetry={() => void rank.refetch()}
      onPick={onPick}
    />
  );
}

/** The matches (the same query as the list's: one request). */
function Results({ keyword, onShown }: { keyword: string; onShown: () => void }) {
  const results = useSearchDramas(keyword);
  useReportShown(results.data !== undefined, onShown);
  return (
    <SearchResults
      keyword={keyword}
      renderCard={(drama, eager) => <DramaCard drama={drama} eager={eager} />}
      cardSkeleton={<CardSkeleton />}
    />
  );
}

export function Component() {
  const search = useSearchKeyword();
  // A list (popular or matches) has been on screen here.
  const [shown, setShown] = useState(false);
  const markShown = useCallback(() => setShown(true), []);
  const offline = useOfflineContent(shown, 'page');
  return (
    <Page testId="page-search">
      <SearchBox search={search} />
      {offline && shown && <PageOfflineBanner />}
      {search.keyword === '' ? (
        <HotSearches onPick={search.submit} onShown={markShown} />
      ) : (
        <Results keyword={search.keyword} onShown={markShown} />
      )}
    </Page>
  );
}
