/**
 * Whether the app shell shows the no-network placeholder over the page (SPEC 2). Set by the
 * shell; read by the video players, which pause while it covers them and resume after.
 */
import { create } from 'zustand';

export const useOfflineScreen = create<{ shown: boolean }>()(() => ({ shown: false }));
