/**
 * The network as the app shell sees it, and what it shows for it (SPEC 2's no-network
 * placeholder). Offline, a page that has something on screen says so (useOfflineContent) and
 * keeps it, with a small banner; only a page that cannot show anything gets the full-page
 * placeholder. Set by the shell; read by the pages' banners and by the video players, which
 * pause while the placeholder covers them and resume after.
 */
import { create } from 'zustand';

/** Who writes the "no connection" banner over a page with content: the shell, or the page itself. */
export type OfflineBannerOwner = 'shell' | 'page';

export interface OfflineScreen {
  /** No network (the browser says so and no retry has proved otherwise). */
  offline: boolean;
  /** The pages on screen that have something to show without the network. */
  holders: readonly { banner: OfflineBannerOwner }[];
  /** The full-page placeholder is up: offline, and nothing on screen to show. */
  shown: boolean;
}

export const useOfflineScreen = create<OfflineScreen>()(() => ({
  offline: false,
  holders: [],
  shown: false,
}));
