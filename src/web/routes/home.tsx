/**
 * Home tab (/ and /pages/index/index): the viewer's Continue watching, banners, the way to the
 * rankings, the rails, then the endless list of every drama. Part of the entry bundle, so it
 * stays light: Continue watching (per-user data, never in the server-rendered first screen),
 * the carousel, the endless list and the pull-to-refresh gesture load after the first paint,
 * and the play page's code and hls.js are fetched here once the browser is idle.
 * The sections are one flat list: a new card (rewards, say) is one more line in it.
 */
import { lazy, Suspense } from 'react';
import { Button } from 'antd-mobile';
import { MovieOutline } from '#web/components/icons/icons.tsx';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { PullToRefresh } from '#web/components/pull-to-refresh.tsx';
import { useHome } from '#web/features/catalogue/api/get-home.ts';
import { FeedSkeleton } from '#web/features/catalogue/components/catalogue-skeletons.tsx';
import { HomeBanners, loadBannerSwiper } from '#web/features/catalogue/components/home-banners.tsx';
import { HomeRails } from '#web/features/catalogue/components/home-rails.tsx';
import { RankEntry } from '#web/features/catalogue/components/rank-entry.tsx';
import { ContinueWatchingRoom } from '#web/features/history/components/continue-watching-room.tsx';
import { useIdlePreload } from '#web/hooks/use-idle-preload.ts';
import { useOfflineContent } from '#web/hooks/use-offline-content.ts';
import { loadWhenOnline } from '#web/lib/load-when-online.ts';
import { preloadPlayWarmer } from '#web/lib/play-warmup.ts';
import { queryClient } from '#web/lib/query-client.ts';
import styles from './home.module.css';

const loadHomeFeed = () => import('#web/features/catalogue/components/home-feed.tsx');
// A section whose code failed offline loads when the network returns (its fallback meanwhile).
const HomeFeed = lazy(loadWhenOnline(loadHomeFeed));
const RewardsHomeCard = lazy(
  loadWhenOnline(() => import('#web/features/rewards/components/rewards-home-card.tsx')),
);
// While its code and the history load, the room it takes is kept when this session's last
// history had something to continue (nothing below moves when it arrives), else nothing.
const ContinueWatching = lazy(
  loadWhenOnline(() => import('#web/features/history/components/continue-watching.tsx')),
);

/** Code this page (or the tap that leaves it) needs next, fetched when the browser is idle. */
const IDLE_PRELOADS = [
  loadBannerSwiper,
  loadHomeFeed,
  () => import('#web/routes/pages/video/play.tsx'),
  // The head start of a tap on a card (lib/play-warmup.ts), and hls.js where it plays.
  preloadPlayWarmer,
] as const;

export function Component() {
  const { t } = useTranslation();
  const home = useHome();
  useIdlePreload(IDLE_PRELOADS);
  // Offline, the catalogue on screen (or in the page's boot data) stays, under the shell's banner.
  useOfflineContent(home.data !== undefined);

  const empty =
    home.data !== undefined &&
    home.data.banners.length === 0 &&
    home.data.rails.every((r) => r.list.length === 0);

  return (
    <Page testId="page-home">
      <PullToRefresh onRefresh={() => queryClient.refetchQueries({ type: 'active' })}>
        <div className={styles.content}>
          {home.isError && !home.data ? (
            <EmptyState
              icon={<MovieOutline />}
              title={t('home.load_failed')}
              action={
                <Button color="primary" shape="rounded" onClick={() => void home.refetch()}>
                  {t('common.retry')}
                </Button>
              }
            />
          ) : empty ? (
            <EmptyState
              icon={<MovieOutline />}
              title={t('home.empty_title')}
              description={t('home.empty_desc')}
            />
          ) : (
            <>
              <Suspense fallback={<ContinueWatchingRoom />}>
                <ContinueWatching />
              </Suspense>
              <HomeBanners banners={home.data?.banners} loading={home.isPending} />
              <RankEntry />
              <HomeRails rails={home.data?.rails} loading={home.isPending} />
              <Suspense fallback={null}>
                <RewardsHomeCard />
              </Suspense>
              <Suspense fallback={<FeedSkeleton />}>
                <HomeFeed />
              </Suspense>
            </>
          )}
        </div>
      </PullToRefresh>
    </Page>
  );
}
