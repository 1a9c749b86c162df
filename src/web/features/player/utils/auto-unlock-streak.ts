/**
 * Auto-unlock asks again after AUTO_UNLOCK_STREAK automatic unlocks in a row with no touch in
 * between (issue 19): nobody falls asleep with it on and wakes up with no coins. A touch is
 * any tap, swipe or key press on the page. The count lives as long as the tab, in
 * sessionStorage: a reload nobody made (an error, a new version) keeps it.
 */
import { readStorage, removeStorage, writeStorage } from '#web/lib/storage.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';

export const AUTO_UNLOCK_STREAK = 10;

let listening = false;

function read(): number {
  const stored = Number(readStorage(STORAGE_KEYS.autoUnlockStreak, 'session'));
  return Number.isSafeInteger(stored) && stored > 0 ? stored : 0;
}

function touched(): void {
  removeStorage(STORAGE_KEYS.autoUnlockStreak, 'session');
}

export const autoUnlockStreak = {
  /** Starts counting touches (once per tab; the player calls it when it mounts). */
  watch(): void {
    if (listening || typeof window === 'undefined') return;
    listening = true;
    window.addEventListener('pointerdown', touched, { capture: true, passive: true });
    window.addEventListener('keydown', touched, { capture: true, passive: true });
  },
  /** One more automatic unlock went through. */
  counted(): void {
    writeStorage(STORAGE_KEYS.autoUnlockStreak, String(read() + 1), 'session');
  },
  /** The next automatic unlock needs the viewer's yes first. */
  mustAsk(): boolean {
    return read() >= AUTO_UNLOCK_STREAK;
  },
  /** The viewer said go on (or touched the page): a new run of ten. */
  reset(): void {
    touched();
  },
  current(): number {
    return read();
  },
};
