/**
 * File sizes and upload speeds in the console's language: "5 bytes", "12.5 kB", "12.5 MB",
 * "1.23 GB", "3.4 MB/s" (decimal units, as file managers write them).
 */
import { localeOf, type LanguageId } from '#shared/languages.ts';

const formats = new Map<string, Intl.NumberFormat>();

function format(
  language: LanguageId,
  unit: string,
  digits: number,
  unitDisplay: 'short' | 'long' = 'short',
): Intl.NumberFormat {
  const key = `${language}:${unit}:${digits}:${unitDisplay}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(localeOf(language), {
      style: 'unit',
      unit,
      unitDisplay,
      maximumFractionDigits: digits,
    });
    formats.set(key, found);
  }
  return found;
}

/** The largest unit the size reaches (a size under a kilobyte in bytes, never "0 MB"). */
export function formatSize(bytes: number, language: LanguageId): string {
  if (bytes >= 1e9) return format(language, 'gigabyte', 2).format(bytes / 1e9);
  if (bytes >= 1e6) return format(language, 'megabyte', 1).format(bytes / 1e6);
  if (bytes >= 1e3) return format(language, 'kilobyte', 1).format(bytes / 1e3);
  return format(language, 'byte', 0, 'long').format(bytes);
}

export function formatSpeed(bytesPerSecond: number, language: LanguageId): string {
  return format(language, 'megabyte-per-second', 1).format(bytesPerSecond / 1e6);
}
