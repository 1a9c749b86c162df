/**
 * A page says it has something on screen (its data is loaded), so that offline the shell
 * keeps it with a small "no connection" banner instead of the full-page placeholder, which is
 * for pages that cannot show anything. `banner: 'page'` when the page writes that banner
 * itself (over a video, say). Returns whether the network is gone.
 */
import { useEffect } from 'react';
import { useOfflineScreen, type OfflineBannerOwner } from '#web/stores/offline-screen.ts';

export function useOfflineContent(hasContent: boolean, banner: OfflineBannerOwner = 'shell'): boolean {
  useEffect(() => {
    if (!hasContent) return;
    const holder = { banner };
    useOfflineScreen.setState((s) => ({ holders: [...s.holders, holder] }));
    return () => useOfflineScreen.setState((s) => ({ holders: s.holders.filter((h) => h !== holder) }));
  }, [hasContent, banner]);
  return useOfflineScreen((s) => s.offline);
}
