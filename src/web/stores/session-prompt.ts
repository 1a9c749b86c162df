/**
 * The session's dialog: "login state expired" for registered users (SPEC 4, code 301 reading
 * (a)), or "account blocked" when this device's account is blocked (a device login answered
 * 633, decision 0035): a blocked viewer is told that, once, and never asked to log in again.
 */
import { create } from 'zustand';

interface SessionPromptState {
  visible: boolean;
  /** Shown at least once: its code is loaded on first use. */
  requested: boolean;
  /** This device's account is blocked: pages that need a session say so instead of loading. */
  blocked: boolean;
  /** Login state expired (ignored while blocked: logging in again cannot help). */
  show: () => void;
  /** The account is blocked: the dialog says so and how to reach customer service. */
  showBlocked: () => void;
  /** A device login went through: the block is over. */
  clearBlocked: () => void;
  hide: () => void;
}

export const useSessionPrompt = create<SessionPromptState>()((set) => ({
  visible: false,
  requested: false,
  blocked: false,
  show: () => set((s) => (s.blocked ? s : { visible: true, requested: true })),
  showBlocked: () => set({ blocked: true, visible: true, requested: true }),
  clearBlocked: () => set((s) => (s.blocked ? { blocked: false, visible: false } : s)),
  hide: () => set({ visible: false }),
}));
