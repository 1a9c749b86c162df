/** File sizes and upload speeds in the console's language: "12.5 MB", "1.2 GB", "3.4 MB/s". */
import { localeOf, type LanguageId } from '#shared/languages.ts';

const formats = new Map<string, Intl.NumberFormat>();

function format(language: LanguageId, unit: string, digits: number): Intl.NumberFormat {
  const key = `${language}:${unit}:${digits}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(localeOf(language), { style: 'unit', unit, maximumFractionDigits: digits });
    formats.set(key, found);
  }
  return found;
}

export function formatSize(bytes: number, language: LanguageId): string {
  if (bytes >= 1e9) return format(language, 'gigabyte', 2).format(bytes / 1e9);
  return format(language, 'megabyte', 1).format(bytes / 1e6);
}

export function formatSpeed(bytesPerSecond: number, language: LanguageId): string {
  return format(language, 'megabyte-per-second', 1).format(bytesPerSecond / 1e6);
}
