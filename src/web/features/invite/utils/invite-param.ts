/**
 * An invite link (`/?invite=<code>`, issue 6): on arrival the code is kept for the device
 * login (STORAGE_KEYS.inviteCode) and taken out of the address bar, so a reload, a bookmark
 * or a shared address does not carry it on.
 */
import { INVITE_PARAM, normalizeInviteCode } from '#shared/contract/invite-code.ts';
import { writeStorage } from '#web/lib/storage.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';

/** The address without the invite parameter (path, other parameters and hash kept). */
export function withoutInviteParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(INVITE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Keeps the invite code of the current address, if any, and removes the parameter with
 * history.replaceState. Returns the code kept (undefined when there was none usable).
 */
export function captureInviteParam(
  loc: Pick<Location, 'href' | 'search'> = location,
  hist: Pick<History, 'replaceState' | 'state'> = history,
): string | undefined {
  const params = new URLSearchParams(loc.search);
  if (!params.has(INVITE_PARAM)) return undefined;
  const code = normalizeInviteCode(params.get(INVITE_PARAM));
  if (code) writeStorage(STORAGE_KEYS.inviteCode, code);
  hist.replaceState(hist.state, '', withoutInviteParam(loc.href));
  return code;
}
