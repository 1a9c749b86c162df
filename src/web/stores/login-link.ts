/**
 * The login popup opened to link a login method to the account (decision 0060), instead of
 * logging in: the method the viewer tapped. The settings open it; the popup (features/login)
 * reads it as it opens and clears it when it closes.
 */
import { create } from 'zustand';
import type { LoginMethodType } from '#shared/contract/user.ts';
import { useLoginPopup } from './login-popup.ts';

/**
 * The query parameter of the page a TikTok link returns to (`?linked=tiktok`): the page says
 * so once the account shows it linked (the callback itself says "Login successful").
 */
export const LINKED_PARAM = 'linked';

export interface LinkRequest {
  /** The method to link (one the account does not have): email opens the code form at once. */
  channel: LoginMethodType;
}

interface LoginLinkState {
  request: LinkRequest | null;
  /** Opens the login popup to link `channel`. */
  start: (request: LinkRequest) => void;
  stop: () => void;
}

export const useLoginLink = create<LoginLinkState>()((set) => ({
  request: null,
  start: (request) => {
    set({ request });
    useLoginPopup.getState().open();
  },
  stop: () => set({ request: null }),
}));
