/** Whether the login popup is open (STYLE rule 1: popups shared across features live in web/stores). */
import { create } from 'zustand';
import type { MessageKey } from '#web/lib/i18n.ts';

interface LoginPopupState {
  visible: boolean;
  /** Opened at least once: its code is loaded on first use and stays mounted for the close animation. */
  requested: boolean;
  /** Why the popup opened, when an action of a guest opened it (shown above the channels). */
  reason: MessageKey | null;
  open: () => void;
  /** Opens the popup saying why: a guest's tap on something that needs an account. */
  openFor: (reason: MessageKey) => void;
  close: () => void;
}

export const useLoginPopup = create<LoginPopupState>()((set) => ({
  visible: false,
  requested: false,
  reason: null,
  open: () => set({ visible: true, requested: true, reason: null }),
  openFor: (reason) => set({ visible: true, requested: true, reason }),
  // The reason stays while the sheet slides away; the next open sets its own.
  close: () => set({ visible: false }),
}));
