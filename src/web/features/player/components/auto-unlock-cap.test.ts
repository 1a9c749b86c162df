import { describe, expect, it } from 'vitest';
import { AUTO_UNLOCK_CAPS, capChoices, formatResetTime } from './auto-unlock-cap.ts';

describe('auto-unlock daily caps', () => {
  it('offers 100, 300 and 1,000 coins a day, and the viewer’s own cap among them when it is another', () => {
    expect(AUTO_UNLOCK_CAPS).toEqual([100, 300, 1000]);
    expect(capChoices(300)).toEqual([100, 300, 1000]);
    expect(capChoices(600)).toEqual([100, 300, 600, 1000]);
    expect(capChoices(5000)).toEqual([100, 300, 1000, 5000]);
    expect(capChoices(0)).toEqual([100, 300, 1000]);
  });

  it('tells the end of the UTC day in the viewer’s clock and language', () => {
    const midnightUtc = Date.UTC(2026, 0, 2) / 1000;
    expect(formatResetTime(midnightUtc, 'en', 'Asia/Bangkok')).toBe('7:00 AM');
    expect(formatResetTime(midnightUtc, 'zh-Hans', 'Asia/Shanghai')).toBe('8:00');
    expect(formatResetTime(midnightUtc, 'id', 'Asia/Jakarta')).toBe('7.00');
    expect(formatResetTime(midnightUtc, 'zh-Hant', 'Asia/Taipei')).toBe('上午8:00');
    expect(formatResetTime(midnightUtc, 'en', 'America/New_York')).toBe('7:00 PM');
  });
});
