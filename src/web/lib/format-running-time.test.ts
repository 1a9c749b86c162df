import { describe, expect, it } from 'vitest';
import type { LanguageId } from '#shared/languages.ts';
import { applyLanguage, i18next } from './i18n.ts';
import { formatRunningTime } from './format-running-time.ts';

const MINUTE = 60_000;

async function inLanguage(id: LanguageId, locale: string, ms: number): Promise<string> {
  await applyLanguage(id);
  return formatRunningTime(ms, i18next.t, locale);
}

describe('formatRunningTime', () => {
  it('says seconds under a minute, whole minutes under an hour, hours and minutes above', async () => {
    expect(await inLanguage(3, 'en', 45_400)).toBe('45 sec');
    expect(await inLanguage(3, 'en', 0)).toBe('0 sec');
    expect(await inLanguage(3, 'en', 12 * MINUTE + 29_000)).toBe('12 min');
    expect(await inLanguage(3, 'en', 12 * MINUTE + 31_000)).toBe('13 min');
    expect(await inLanguage(3, 'en', 59 * MINUTE + 31_000)).toBe('1 hr');
    expect(await inLanguage(3, 'en', 94 * MINUTE + 10_000)).toBe('1 hr 34 min');
    expect(await inLanguage(3, 'en', 125 * 60 * MINUTE)).toBe('125 hr');
  });

  it('writes the words of each language, its digits grouped as it groups them', async () => {
    const time = 1234 * 60 * MINUTE + 5 * MINUTE;
    expect(await inLanguage(1, 'zh-Hans', 94 * MINUTE)).toBe('1小时34分钟');
    expect(await inLanguage(2, 'zh-Hant', 94 * MINUTE)).toBe('1小時34分鐘');
    expect(await inLanguage(4, 'th', 94 * MINUTE)).toBe('1 ชม. 34 นาที');
    expect(await inLanguage(5, 'id', 94 * MINUTE)).toBe('1 jam 34 menit');
    expect(await inLanguage(5, 'id', time)).toBe('1.234 jam 5 menit');
    expect(await inLanguage(3, 'en', time)).toBe('1,234 hr 5 min');
  });

  it('takes a missing or negative length as none', async () => {
    expect(await inLanguage(3, 'en', Number.NaN)).toBe('0 sec');
    expect(await inLanguage(3, 'en', -5_000)).toBe('0 sec');
  });
});
