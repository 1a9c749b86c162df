/** A date (unix seconds) as the interface language writes it, e.g. "Mar 5, 2026" / "2026年3月5日". */
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(unixSeconds: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    formats.set(locale, format);
  }
  return format.format(new Date(unixSeconds * 1000));
}
