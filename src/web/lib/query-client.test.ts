// @vitest-environment jsdom
/**
 * TanStack Query follows the shell's network state: a page opened offline (the browser says so,
 * no `offline` event ever comes) has its queries wait instead of failing, and they go when the
 * network returns, or when the shell's retry reaches the server although the browser still says
 * offline. Mutations fail at once offline (their message), never sent later.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ReactQuery from '@tanstack/react-query';

/** The app's client and TanStack's managers, freshly loaded as on a page opened with `online`. */
async function load(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  vi.resetModules();
  const query: typeof ReactQuery = await import('@tanstack/react-query');
  const { queryClient } = await import('./query-client.ts');
  const { useOfflineScreen } = await import('#web/stores/offline-screen.ts');
  queryClient.mount();
  return { ...query, queryClient, useOfflineScreen };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the query client and the network', () => {
  it('opened offline: a query waits, and goes by itself when the network returns', async () => {
    const { onlineManager, QueryObserver, queryClient } = await load(false);
    expect(onlineManager.isOnline()).toBe(false);
    const queryFn = vi.fn(() => Promise.resolve('ranking'));
    const observer = new QueryObserver(queryClient, { queryKey: ['rank'], queryFn });
    const stop = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().fetchStatus).toBe('paused');
    expect(observer.getCurrentResult().isError).toBe(false);
    expect(queryFn).not.toHaveBeenCalled();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('ranking'));
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
    queryClient.unmount();
  });

  it("the shell's retry reached the server while the browser says offline: the queries go", async () => {
    const { onlineManager, QueryObserver, queryClient, useOfflineScreen } = await load(false);
    useOfflineScreen.setState({ offline: true });
    const queryFn = vi.fn(() => Promise.resolve('rewards'));
    const observer = new QueryObserver(queryClient, { queryKey: ['rewards'], queryFn });
    const stop = observer.subscribe(() => undefined);
    expect(queryFn).not.toHaveBeenCalled();

    useOfflineScreen.setState({ offline: false });
    expect(onlineManager.isOnline()).toBe(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('rewards'));
    useOfflineScreen.setState({ offline: true });
    expect(onlineManager.isOnline()).toBe(false);
    stop();
    queryClient.unmount();
  });

  it('a mutation offline fails at once instead of waiting to be sent later', async () => {
    const { queryClient } = await load(false);
    const mutationFn = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(
      queryClient.getMutationCache().build(queryClient, { mutationFn }).execute(undefined),
    ).rejects.toThrow('offline');
    expect(mutationFn).toHaveBeenCalledTimes(1);
    queryClient.unmount();
  });
});
