/**
 * A route's page as its own chunk: React.lazy over the module's `Component`. Navigations run in
 * transitions (the page on screen stays until the next has loaded), so a chunk that failed to
 * load offline must not just wait: the page shows nothing instead, which the shell covers with
 * the no-network placeholder (SPEC 2), and when the network returns (lib/load-when-online.ts)
 * the chunk is fetched again and the page appears by itself, never the route's error screen.
 * A failure while online rejects as before, for the route's error screen.
 */
import { lazy, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { isOffline, whenNetworkReturns } from '#web/lib/load-when-online.ts';

type PageModule = Promise<{ Component: ComponentType }>;

export function lazyPage(load: () => PageModule): ComponentType {
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  /** A new attempt at the chunk (React.lazy keeps the outcome of each). */
  const attempt = (): ComponentType =>
    lazy(() =>
      load().then<{ default: ComponentType }, { default: ComponentType }>(
        (module) => ({ default: module.Component }),
        (error: unknown) => {
          if (!isOffline()) throw error;
          return { default: AwaitingNetwork };
        },
      ),
    );

  let current = attempt();
  const retry = (): void => {
    current = attempt();
    for (const listener of listeners) listener();
  };

  /** In the page's place while its chunk could not load offline: nothing, until the network returns. */
  function AwaitingNetwork() {
    // Back here online (the wait ended with this page off screen): the next attempt at once.
    useEffect(() => (isOffline() ? whenNetworkReturns(retry) : retry()), []);
    return null;
  }

  function LazyPage() {
    const Page = useSyncExternalStore(subscribe, () => current);
    return <Page />;
  }
  return LazyPage;
}
