/** The time zones a release plan may name (the runtime's IANA list), and the browser's own. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const own = browserTimeZone();
  return [...new Set([own, 'UTC', ...zones])].sort((a, b) => a.localeCompare(b));
}
