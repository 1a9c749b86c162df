/**
 * Invite codes and links (issue 6), zod-free so the web app's entry can read an invite link
 * without loading the contract schemas.
 */

/** Length of an invite code. */
export const INVITE_CODE_LENGTH = 8;
/** Upper-case letters and digits without the look-alikes 0/O, 1/I/L: 31 symbols. */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** The query parameter of an invite link: `/?invite=<code>`. */
export const INVITE_PARAM = 'invite';

/**
 * An invite code as typed or pasted: trimmed and upper-cased; undefined when it cannot be
 * one (wrong length or a symbol outside the alphabet), so nothing is looked up for it.
 */
export function normalizeInviteCode(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const code = raw.trim().toUpperCase();
  if (code.length !== INVITE_CODE_LENGTH) return undefined;
  for (const ch of code) if (!INVITE_CODE_ALPHABET.includes(ch)) return undefined;
  return code;
}
