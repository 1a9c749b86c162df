/**
 * Sharing a page of the app (a drama at an episode): its absolute address, carrying the
 * viewer's invite code when they have one (`?invite=<code>`, the parameter of the invite
 * links: a friend who signs up through it counts as invited, issue 6), handed to the system
 * share sheet (Web Share API) where the browser has one, else copied to the clipboard.
 */
import { INVITE_PARAM, normalizeInviteCode } from '#shared/contract/invite-code.ts';
import { copyText } from './copy-text.ts';

/** `path` (with its query) as an absolute address on `origin`, with the invite code if usable. */
export function shareLink(path: string, inviteCode: string | undefined, origin: string): string {
  const url = new URL(path, origin);
  const code = normalizeInviteCode(inviteCode);
  if (code) url.searchParams.set(INVITE_PARAM, code);
  else url.searchParams.delete(INVITE_PARAM);
  return url.toString();
}

export type ShareOutcome = 'shared' | 'copied' | 'dismissed' | 'failed';

/**
 * The system share sheet with the title, text and address; where there is none, or it refuses
 * (not allowed, no share target), the address is copied instead. Dismissing the sheet is the
 * viewer's choice: nothing is copied then.
 */
export async function shareOrCopy(
  data: { title: string; text: string; url: string },
  nav: Pick<Navigator, 'share'> | undefined = typeof navigator === 'undefined' ? undefined : navigator,
  copy: (text: string) => Promise<boolean> = copyText,
): Promise<ShareOutcome> {
  if (nav && typeof nav.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed';
    }
  }
  return (await copy(data.url)) ? 'copied' : 'failed';
}
