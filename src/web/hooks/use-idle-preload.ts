/**
 * Fetches code the page may need soon once the browser is idle after the first render, so
 * that toasts and popups still open if the network drops later.
 */
import { useEffect } from 'react';

const FALLBACK_DELAY_MS = 1500;

/** Pass a module-level array: a new array on every render would preload again each time. */
export function useIdlePreload(loaders: readonly (() => Promise<unknown>)[]): void {
  useEffect(() => {
    const run = (): void => {
      for (const load of loaders) load().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(run, FALLBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaders]);
}
