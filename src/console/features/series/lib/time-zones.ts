/** The time zones a release plan may name (the runtime's IANA list), and the browser's own. */
import { browserTimeZone } from '#console/lib/format.ts';

export { browserTimeZone };

export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const own = browserTimeZone();
  return [...new Set([own, 'UTC', ...zones])].sort((a, b) => a.localeCompare(b));
}

const PLAN_ZONE_KEY = 'console.plan-time-zone';

/** The zone the last release plan of this browser used (operators plan for one market), else the browser's. */
export function planTimeZone(): string {
  try {
    const kept = localStorage.getItem(PLAN_ZONE_KEY);
    if (kept && timeZones().includes(kept)) return kept;
  } catch {
    // No storage (a private window): the browser's zone.
  }
  return browserTimeZone();
}

export function rememberPlanTimeZone(zone: string): void {
  try {
    localStorage.setItem(PLAN_ZONE_KEY, zone);
  } catch {
    // Not kept: the next plan starts from the browser's zone.
  }
}
