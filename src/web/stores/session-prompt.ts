/** The "login state expired" dialog for registered users (SPEC 4, code 301 reading (a)). */
import { create } from 'zustand';

interface SessionPromptState {
  visible: boolean;
  /** Shown at least once: its code is loaded on first use. */
  requested: boolean;
  show: () => void;
  hide: () => void;
}

export const useSessionPrompt = create<SessionPromptState>()((set) => ({
  visible: false,
  requested: false,
  show: () => set({ visible: true, requested: true }),
  hide: () => set({ visible: false }),
}));
