/**
 * The TanStack Query client (server state). The API client already reports every failure
 * with a toast, so queries do not retry behind the user's back.
 *
 * Its idea of the network is the shell's: offline from the start when the page opens without
 * one (TanStack's own listener assumes online until an `offline` event, which a page opened
 * offline never gets), and online again on the `online` event or when the shell's retry
 * reaches the server. Offline, a query waits (paused) instead of failing; when the network
 * returns, what waits goes on and what failed is asked again (refetchOnReconnect), so a page
 * opened offline fills in by itself. Mutations still fail at once offline, with their message:
 * an order or a check-in is not sent later behind the user's back.
 */
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { useOfflineScreen } from '#web/stores/offline-screen.ts';

onlineManager.setEventListener((setOnline) => {
  if (typeof window === 'undefined') return undefined;
  const online = (): void => setOnline(true);
  const offline = (): void => setOnline(false);
  setOnline(navigator.onLine && !useOfflineScreen.getState().offline);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  // The shell's word (app-layout.tsx): offline, or reachable after all (its retry got an answer).
  const unsubscribe = useOfflineScreen.subscribe((state, previous) => {
    if (state.offline !== previous.offline) setOnline(!state.offline);
  });
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    unsubscribe();
  };
});

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
