/**
 * How long something runs, in words of the interface language: "1 hr 32 min", "12 min",
 * "45 sec" (MARKET.md: viewers complain that the length of a show is never stated). Written
 * through the locale files rather than Intl's unit names: Intl's short units read badly in two
 * of our languages ("1 j, 32 mnt" in Indonesian, "1 小時32 分鐘" in Traditional Chinese).
 * Above a minute the time is rounded to whole minutes; an hour or more gives hours and minutes.
 */
import type { TFunction } from 'i18next';
import { formatCount } from './format.ts';

export function formatRunningTime(ms: number, t: TFunction, locale: string): string {
  const seconds = Math.max(0, Math.round((Number.isFinite(ms) ? ms : 0) / 1000));
  if (seconds < 60) return t('duration.seconds', { n: formatCount(seconds, locale) });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('duration.minutes', { n: formatCount(minutes, locale) });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return t('duration.hours', { n: formatCount(hours, locale) });
  return t('duration.hours_minutes', {
    h: formatCount(hours, locale),
    m: formatCount(rest, locale),
  });
}
