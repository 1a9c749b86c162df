/**
 * Scroll positions per history entry, as a native app keeps them: a new page opens at the top;
 * back and forward return to where that page was left. (React Router's ScrollRestoration
 * belongs to its data router, which this app does not use: decision 0013.)
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { entryPositions } from '#web/lib/entry-positions.ts';

/** Positions by history entry key, kept for the tab's life (a reload restores too). */
const STORAGE_KEY = 'enjoy.scroll-positions';
const MAX_ENTRIES = 50;
/** A page whose content arrives a little later (a lazy chunk, a cached list) gets this long. */
const RESTORE_WINDOW_MS = 1000;

const positions = entryPositions(STORAGE_KEY, MAX_ENTRIES);
const readPositions = (): Map<string, number> => positions.readAll();
const savePosition = (key: string, y: number): void => positions.save(key, y);

/** Scrolls to `y` once the page is tall enough, trying for a short while. */
function restore(y: number): () => void {
  const until = performance.now() + RESTORE_WINDOW_MS;
  let frame = 0;
  const attempt = (): void => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && performance.now() < until) {
      frame = requestAnimationFrame(attempt);
    }
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  /** The entry on screen and its latest position (kept as it scrolls: by the time the address
   * changes, the next page may already have replaced the content and clamped the scroll). */
  const shown = useRef({ key: location.key, y: 0 });

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // Read here, after the first paint, not in the layout effect below: there it forced a
    // layout of the whole first page in the middle of React's commit.
    if (shown.current.y === 0) shown.current.y = window.scrollY;
    const onScroll = (): void => {
      shown.current.y = window.scrollY;
    };
    const onPageHide = (): void => savePosition(shown.current.key, shown.current.y);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  const mounted = useRef(false);
  useLayoutEffect(() => {
    const previous = shown.current;
    const first = !mounted.current;
    mounted.current = true;
    if (!first) {
      if (previous.key === location.key) return undefined;
      savePosition(previous.key, previous.y);
    }
    shown.current = { key: location.key, y: 0 };
    // Back, forward, or a reload: where this entry was left.
    const saved = readPositions().get(location.key);
    if (navigationType === 'POP' && saved !== undefined) return restore(saved);
    if (!first) window.scrollTo(0, 0);
    return undefined;
  }, [location.key, navigationType]);
}
