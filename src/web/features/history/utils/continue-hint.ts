/**
 * Whether home should keep room for Continue watching before the history answers: the last
 * history this device saw for this session had something to continue. Home reserves the rail's
 * box at once (a returning viewer's banners and rails are not pushed down when the history
 * arrives, 150 ms or more after they painted); a new viewer, or one whose history was emptied,
 * gets no empty box. Tied to the session (a hash of its token, never the token), so another
 * account on this device, or a logout, does not inherit the room. A comfort, not a need: refused
 * or damaged storage reads as "no room".
 */
import { readStorage, removeStorage, writeStorage } from '#web/lib/storage.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { sessionTag } from '#web/lib/session-tag.ts';

/** True when this session's last history had something to continue. */
export function readContinueHint(token: string): boolean {
  return token !== '' && readStorage(STORAGE_KEYS.continueHint) === sessionTag(token);
}

/** Remembers what this session's history just said (something to continue, or not). */
export function writeContinueHint(token: string, hasItems: boolean): void {
  if (hasItems && token !== '') writeStorage(STORAGE_KEYS.continueHint, sessionTag(token));
  else removeStorage(STORAGE_KEYS.continueHint);
}
