/**
 * Auto-unlock asks again after AUTO_UNLOCK_STREAK automatic unlocks in a row with no touch in
 * between (issue 19): nobody falls asleep with it on and wakes up with no coins. A touch is
 * any tap, swipe or key press on the page; the count lives as long as the tab.
 */
export const AUTO_UNLOCK_STREAK = 10;

let streak = 0;
let listening = false;

function touched(): void {
  streak = 0;
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
    streak += 1;
  },
  /** The next automatic unlock needs the viewer's yes first. */
  mustAsk(): boolean {
    return streak >= AUTO_UNLOCK_STREAK;
  },
  /** The viewer said go on (or touched the page): a new run of ten. */
  reset(): void {
    streak = 0;
  },
  current(): number {
    return streak;
  },
};
