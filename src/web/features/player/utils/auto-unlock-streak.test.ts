// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { AUTO_UNLOCK_STREAK, autoUnlockStreak } from './auto-unlock-streak.ts';

afterEach(() => autoUnlockStreak.reset());

describe('the auto-unlock streak', () => {
  it('asks after ten automatic unlocks in a row', () => {
    autoUnlockStreak.watch();
    for (let i = 1; i < AUTO_UNLOCK_STREAK; i += 1) {
      autoUnlockStreak.counted();
      expect(autoUnlockStreak.mustAsk()).toBe(false);
    }
    autoUnlockStreak.counted();
    expect(AUTO_UNLOCK_STREAK).toBe(10);
    expect(autoUnlockStreak.mustAsk()).toBe(true);
  });

  it('starts again on a touch or a key press', () => {
    autoUnlockStreak.watch();
    for (let i = 0; i < 9; i += 1) autoUnlockStreak.counted();
    window.dispatchEvent(new Event('pointerdown'));
    expect(autoUnlockStreak.current()).toBe(0);
    for (let i = 0; i < 10; i += 1) autoUnlockStreak.counted();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(autoUnlockStreak.mustAsk()).toBe(false);
  });
});
