/**
 * Whether the pay popup is open and in which mode (SPEC 2: recharge 'Top up', SPEC's 'To Stored', or VIP
 * 'Buy VIP'). Shared across features (STYLE rule 1): the play page, the personal centre and
 * the wallet open it.
 */
import { create } from 'zustand';

export type PayMode = 'recharge' | 'vip';

interface PayPopupState {
  visible: boolean;
  /** Opened at least once: its code is loaded on first use and stays mounted for the close animation. */
  requested: boolean;
  mode: PayMode;
  open: (mode: PayMode) => void;
  close: () => void;
}

export const usePayPopup = create<PayPopupState>()((set) => ({
  visible: false,
  requested: false,
  mode: 'recharge',
  open: (mode) => set({ visible: true, requested: true, mode }),
  close: () => set({ visible: false }),
}));
