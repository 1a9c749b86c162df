/** Whether the login popup is open (STYLE rule 1: popups shared across features live in web/stores). */
import { create } from 'zustand';

interface LoginPopupState {
  visible: boolean;
  /** Opened at least once: its code is loaded on first use and stays mounted for the close animation. */
  requested: boolean;
  open: () => void;
  close: () => void;
}

export const useLoginPopup = create<LoginPopupState>()((set) => ({
  visible: false,
  requested: false,
  open: () => set({ visible: true, requested: true }),
  close: () => set({ visible: false }),
}));
