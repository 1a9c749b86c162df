/**
 * Sizes on the device (downloads, the cleared cache) in the interface language: "0 B", "512 B",
 * "1.5 kB", "123 MB", "1,2 GB" in Indonesian. The number is Intl's in the language (digits,
 * decimal mark, the unit's place); the unit is the symbol every language here shares. Intl's
 * own name for a byte is not: "0 byte" in English and Traditional Chinese (an English word in
 * a Chinese screen), "0 B" in Simplified Chinese, "0 ไบต์" in Thai, "0byte" when narrow, so a
 * byte is written "B" like the kB, MB and GB Intl gives in all five languages.
 */

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
type ByteUnit = (typeof UNITS)[number];

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, unit: ByteUnit, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${unit}|${fractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, format);
  }
  return format;
}

/** 1536 → "1.5 kB" (binary steps: 1 kB = 1024 B); one decimal below 10, none from 10 up. */
export function formatBytes(bytes: number, locale: string): string {
  let value = Number.isFinite(bytes) ? Math.max(0, bytes) : 0;
  let step = 0;
  while (value >= 1000 && step < UNITS.length - 1) {
    value /= 1024;
    step += 1;
  }
  const unit = UNITS[step] ?? 'byte';
  const parts = formatter(locale, unit, value < 10 && step > 0 ? 1 : 0).formatToParts(value);
  return parts.map((part) => (part.type === 'unit' && unit === 'byte' ? 'B' : part.value)).join('');
}
