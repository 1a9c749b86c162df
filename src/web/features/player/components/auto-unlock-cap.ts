/**
 * Auto-unlock's daily cap as the viewer picks it (auto-unlock-row.tsx) and its day: the server
 * counts a UTC day and says when it ends (`resets_at`); the viewer reads that in their own
 * clock ("resets at 08:00").
 */

/**
 * The caps on offer, in coins a day. Sample episodes cost 20 to 50 coins: 100 is a few
 * episodes, 300 (the server's default) an evening, 1,000 a whole series.
 */
export const AUTO_UNLOCK_CAPS: readonly number[] = [100, 300, 1000];

/** The caps to choose from: the usual ones, and the viewer's own when it is another (set before). */
export function capChoices(current: number): number[] {
  if (current <= 0 || AUTO_UNLOCK_CAPS.includes(current)) return [...AUTO_UNLOCK_CAPS];
  return [...AUTO_UNLOCK_CAPS, current].sort((a, b) => a - b);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** Unix seconds as a time of day in the interface language and the device's time zone: "8:00 AM". */
export function formatResetTime(unixSeconds: number, locale: string, timeZone?: string): string {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
    timeFormats.set(key, format);
  }
  return format.format(new Date(unixSeconds * 1000));
}
