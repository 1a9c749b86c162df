/**
 * Search (/pages/video/search?keyword=): the search feature's box, then this session's recent
 * searches and the popular titles (the first of the hot ranking) while there is no keyword, else
 * the matching dramas as the catalogue's cards. Tap a card to play. Offline, once a list has shown, the page stays, with a
 * "no connection" note under the box (the shell's floating one would cover it), and a keyword
 * typed offline does not swap the page for the placeholder; the no-network placeholder only
 * when no list has.
 */
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { Page } from '#web/components/page.tsx';
import { PageOfflineBanner } from '#web/components/page-offline-banner.tsx';
import { CardSkeleton } from '#web/features/catalogue/components/catalogue-skeletons.tsx';
import { DramaCard } from '#web/features/catalogue/components/drama-card.tsx';
import { useRank } from '#web/features/rank/api/get-rank.ts';
import { DEFAULT_RANK_PERIOD } from '#web/features/rank/components/rank-options.ts';
import { PopularSearches } from '#web/features/search/components/popular-searches.tsx';
import { RecentSearches } from '#web/features/search/components/recent-searches.tsx';
import { SearchBox } from '#web/features/search/components/search-box.tsx';
import { SearchResults } from '#web/features/search/components/search-results.tsx';
import { useSearchDramas } from '#web/features/search/api/search-dramas.ts';
import { useSearchKeyword, type SearchKeyword } from '#web/features/search/hooks/use-search-keyword.ts';
import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
} from '#web/features/search/utils/recent-searches.ts';
import { useOfflineContent } from '#web/hooks/use-offline-content.ts';
import { useSession } from '#web/stores/session.ts';

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

/** The matches (the same query as the list's: one request); opening one keeps the keyword. */
function Results({
  keyword,
  onShown,
  onOpen,
}: {
  keyword: string;
  onShown: () => void;
  onOpen: (keyword: string) => void;
}) {
  const results = useSearchDramas(keyword);
  useReportShown(results.data !== undefined, onShown);
  const opened = (event: MouseEvent): void => {
    if (event.target instanceof Element && event.target.closest('a')) onOpen(keyword);
  };
  return (
    <div onClickCapture={opened}>
      <SearchResults
        keyword={keyword}
        renderCard={(drama, eager) => <DramaCard drama={drama} eager={eager} />}
        cardSkeleton={<CardSkeleton />}
      />
    </div>
  );
}

/** The search box's keyword, its searches on purpose kept as this session's recent ones. */
function useRecentSearches(search: SearchKeyword) {
  const token = useSession((s) => s.token);
  const [recent, setRecent] = useState(() => readRecentSearches(token));
  const remember = useCallback((keyword: string) => setRecent(addRecentSearch(token, keyword)), [token]);
  const asked: SearchKeyword = {
    ...search,
    submit: (value = search.draft) => {
      remember(value);
      search.submit(value);
    },
  };
  const clear = (): void => {
    clearRecentSearches();
    setRecent([]);
  };
  return { search: asked, recent, remember, clear };
}

export function Component() {
  const { search, recent, remember, clear } = useRecentSearches(useSearchKeyword());
  // A list (popular or matches) has been on screen here.
  const [shown, setShown] = useState(false);
  const markShown = useCallback(() => setShown(true), []);
  const offline = useOfflineContent(shown, 'page');
  return (
    <Page testId="page-search">
      <SearchBox search={search} />
      {offline && shown && <PageOfflineBanner />}
      {search.keyword === '' ? (
        <>
          <RecentSearches keywords={recent} onPick={search.submit} onClear={clear} />
          <HotSearches onPick={search.submit} onShown={markShown} />
        </>
      ) : (
        <Results keyword={search.keyword} onShown={markShown} onOpen={remember} />
      )}
    </Page>
  );
}
