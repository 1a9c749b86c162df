/**
 * The recommendation feed: full-height pages snapping vertically (CSS scroll-snap). The page
 * at least 60% visible plays (muted until the user turns the sound on); every other page is
 * a poster without a video source. More pages load as the user nears the end. Back to the
 * feed (from the play page, say) returns to the page it was left at; a new visit starts at
 * the top. Until a viewer's first swipe or tap, a "swipe up for more" hint says how it works
 * (once per device: remembered in localStorage).
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { UpOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { UnmuteButton } from '#web/components/hls-video/unmute-button.tsx';
import { OfflineBanner } from '#web/components/offline-banner.tsx';
import { useOfflineContent } from '#web/hooks/use-offline-content.ts';
import { flattenPages } from '#web/lib/paging.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { readStorage, writeStorage } from '#web/lib/storage.ts';
import { useRecommend } from '../api/get-recommend.ts';
import { readFeedPosition, saveFeedPosition } from '../utils/feed-positions.ts';
import { RecommendItem, type RefreshEpisode } from './recommend-item.tsx';
import styles from './recommend-feed.module.css';

/** Share of a page that must be visible for it to play. */
export const PLAY_VISIBLE_RATIO = 0.6;
/** Load the next page when the user is this close to the end. */
const PREFETCH_DISTANCE = 3;

/** Scrolls the feed at once (its CSS keeps scroll-behavior auto) so that page `index` fills it. */
function scrollToItem(root: HTMLElement, index: number): void {
  const item = root.querySelector<HTMLElement>(`[data-index="${index}"]`);
  if (!item) return;
  root.scrollTop += item.getBoundingClientRect().top - root.getBoundingClientRect().top;
}

interface RecommendFeedProps {
  /** "Watch the whole series": the play page resumes where the viewer left the drama. */
  onContinue: (dramaId: number) => void;
  refreshEpisode: RefreshEpisode;
  empty: ReactNode;
  /** Over the top of the first page only (the route's Continue watching); gone once swiped on. */
  top?: ReactNode;
}

export function RecommendFeed({ onContinue, refreshEpisode, empty, top }: RecommendFeedProps) {
  const { t } = useTranslation();
  const feed = useRecommend();
  const entries = flattenPages(feed.data?.pages, (entry) => entry.drama.drama_id);
  // Offline, a loaded feed stays and the page on screen plays what it has buffered; the
  // banner sits over the video with the other controls (the empty state takes the shell's).
  const offline = useOfflineContent(feed.data !== undefined, entries.length > 0 ? 'page' : 'shell');
  const containerRef = useRef<HTMLDivElement>(null);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  /** The last page that filled the feed (the active one, or the one being swiped away from). */
  const [settledIndex, setSettledIndex] = useState(0);
  /** The one-time hint: until this device's first swipe or tap on the feed. */
  const [hintWanted, setHintWanted] = useState(() => readStorage(STORAGE_KEYS.feedSwipeHint) !== '1');
  const [muted, setMuted] = useState(true);

  // The page this history entry was left at (read once: later changes are this visit's own).
  const historyKey = useLocation().key;
  const [savedIndex] = useState(() => readFeedPosition(historyKey));
  const restored = useRef(false);

  // Back on this entry: straight to that page, before the first paint and before the observer
  // below first looks, so the first page neither shows nor starts playing. Only loaded pages
  // can be scrolled to: when the saved page lies beyond them (a reload, or a cache that
  // expired while away, left only the first page), the feed opens at the furthest loaded page
  // and the prefetch below loads the next ones from there.
  useLayoutEffect(() => {
    const root = containerRef.current;
    if (restored.current || !root || entries.length === 0) return;
    restored.current = true;
    if (savedIndex !== undefined && savedIndex > 0) {
      scrollToItem(root, Math.min(savedIndex, entries.length - 1));
    }
  }, [entries.length, savedIndex]);

  useEffect(() => {
    if (activeIndex !== null) saveFeedPosition(historyKey, activeIndex);
  }, [historyKey, activeIndex]);

  // Which page plays: the one at least 60% in view, none while between two.
  useEffect(() => {
    const root = containerRef.current;
    if (!root || entries.length === 0) return;
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          const index = Number((record.target as HTMLElement).dataset.index);
          if (record.intersectionRatio >= PLAY_VISIBLE_RATIO) {
            setActiveIndex(index);
            setSettledIndex(index);
            // Past the first page: the viewer knows how the feed works.
            if (index > 0) dismissHint();
          } else setActiveIndex((current) => (current === index ? null : current));
        }
      },
      { root, threshold: [0, PLAY_VISIBLE_RATIO, 1] },
    );
    for (const item of root.querySelectorAll('[data-index]')) observer.observe(item);
    return () => observer.disconnect();
  }, [entries.length]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    if (activeIndex === null || !hasNextPage || isFetchingNextPage) return;
    if (activeIndex >= entries.length - PREFETCH_DISTANCE) void fetchNextPage();
  }, [activeIndex, entries.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  function dismissHint(): void {
    setHintWanted(false);
    writeStorage(STORAGE_KEYS.feedSwipeHint, '1');
  }

  if (feed.isPending) {
    return (
      <div className={styles.feed} aria-busy="true">
        <div className={styles.item}>
          <span className={styles.center}>
            <span className={styles.spinner} role="status" aria-label={t('common.loading')} />
          </span>
        </div>
      </div>
    );
  }
  if (feed.isError && !feed.data) {
    return (
      <div className={styles.feed}>
        <div className={styles.item}>
          <span className={styles.center}>
            <span className={styles.message}>{t('recommend.load_failed')}</span>
            <button type="button" className={styles.retry} onClick={() => void feed.refetch()}>
              {t('common.retry')}
            </button>
          </span>
        </div>
      </div>
    );
  }
  if (entries.length === 0) return <>{empty}</>;

  const unmute = (): void => {
    setMuted(false);
    const video = containerRef.current?.querySelector<HTMLVideoElement>('[data-active="true"] video');
    if (video) {
      video.muted = false;
      if (video.paused) video.play().catch(() => undefined);
    }
  };

  return (
    <div className={styles.wrap} onPointerDownCapture={hintWanted ? dismissHint : undefined}>
      <div
        ref={containerRef}
        className={styles.feed}
        role="feed"
        aria-label={t('recommend.feed_label')}
        aria-busy={isFetchingNextPage}
        tabIndex={0}
      >
        {entries.map((entry, index) => (
          <RecommendItem
            key={entry.drama.drama_id}
            entry={entry}
            index={index}
            active={index === activeIndex}
            muted={muted}
            onMutedFallback={() => setMuted(true)}
            onContinue={onContinue}
            refreshEpisode={refreshEpisode}
          />
        ))}
      </div>
      <div className={styles.overlayTop} data-first={settledIndex === 0}>
        {settledIndex === 0 && top}
        {muted && <UnmuteButton onUnmute={unmute} className={styles.unmute} />}
        {offline && <OfflineBanner message={t('offline.banner_playing')} className={styles.offlineBanner} />}
      </div>
      {hintWanted && settledIndex === 0 && entries.length > 1 && (
        <div className={styles.hint} data-testid="swipe-hint">
          <UpOutline aria-hidden="true" className={styles.hintIcon} />
          <span>{t('recommend.swipe_hint')}</span>
        </div>
      )}
    </div>
  );
}
