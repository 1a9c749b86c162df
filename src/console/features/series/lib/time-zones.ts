/** The time zones a release plan may name (the runtime's IANA list), and the browser's own. */
import { browserTimeZone } from '#console/lib/format.ts';

export { browserTimeZone };

export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const own = browserTimeZone();
  return [...new Set([own, 'UTC', ...zones])].sort((a, b) => a.localeCompare(b));
}
