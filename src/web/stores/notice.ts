/**
 * Toasts as state: anything (the API client included) posts a notice here and the one
 * NoticeHost in the app shell shows it. Code outside React never touches the DOM, and a
 * notice posted before the app mounts is shown as soon as it does.
 */
import { create } from 'zustand';

export type NoticeKind = 'info' | 'success' | 'error';

/**
 * Where the toast shows: the middle of the screen (default), or a slim line of text at the top
 * or bottom edge, for a notice that must not cover what the user works with (a form under the
 * keyboard, the text they just copied).
 */
export type NoticePosition = 'center' | 'top' | 'bottom';

export interface Notice {
  id: number;
  kind: NoticeKind;
  message: string;
  durationMs: number;
  position: NoticePosition;
}

interface NoticeState {
  /** The latest notice (a new one replaces the one on screen). */
  current: Notice | null;
  post: (notice: Omit<Notice, 'id'>) => Notice;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useNotice = create<NoticeState>()((set) => ({
  current: null,
  post: (notice) => {
    const full = { ...notice, id: nextId++ };
    set({ current: full });
    return full;
  },
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));
