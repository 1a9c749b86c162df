/**
 * Fetches code the page may need soon once the browser is idle after the first render, so
 * that toasts and popups still open if the network drops later.
 *
 * `after: 'interaction'` waits for the person's first tap or key (or a long quiet while)
 * before that: each preloaded chunk brings its stylesheets, and every stylesheet added makes
 * the browser restyle the whole page, which on a slow phone is main-thread time taken from
 * the first seconds of the page (Lighthouse's total blocking time) for popups nobody opened.
 */
import { useEffect } from 'react';

const FALLBACK_DELAY_MS = 1500;
/** With `after: 'interaction'` and no interaction: preload after this long anyway. */
const QUIET_DELAY_MS = 15_000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(timer);
}

/**
 * Calls the loaders one per idle period: each import adds its chunk's module preloads and
 * stylesheets to the page first (Vite's preload helper), and a page's worth of them in one go
 * was a single task of 115-145 ms on home at a 4x CPU slowdown. Returns a cancel.
 */
function loadWhenIdle(loaders: readonly (() => Promise<unknown>)[]): () => void {
  let index = 0;
  let cancel = (): void => undefined;
  const next = (): void => {
    const load = loaders[index];
    index += 1;
    if (!load) return;
    load().catch(() => undefined);
    if (index < loaders.length) cancel = whenIdle(next);
  };
  cancel = whenIdle(next);
  return () => cancel();
}

/** Pass a module-level array: a new array on every render would preload again each time. */
export function useIdlePreload(
  loaders: readonly (() => Promise<unknown>)[],
  options: {
    after?: 'render' | 'interaction';
    /** With `after: 'interaction'`: wait this long after it (the tap's own work comes first). */
    settleMs?: number;
  } = {},
): void {
  const after = options.after ?? 'render';
  const settleMs = options.settleMs ?? 0;
  useEffect(() => {
    if (after === 'render') return loadWhenIdle(loaders);

    let cancelIdle: (() => void) | undefined;
    let settle: number | undefined;
    const start = (): void => {
      stop();
      settle = window.setTimeout(() => {
        cancelIdle = loadWhenIdle(loaders);
      }, settleMs);
    };
    const timer = window.setTimeout(start, QUIET_DELAY_MS);
    function stop(): void {
      window.clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    }
    for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      stop();
      window.clearTimeout(settle);
      cancelIdle?.();
    };
  }, [loaders, after, settleMs]);
}
