/**
 * The viewer's time zone as the rewards API takes it: minutes east of UTC (a check-in counts
 * per local day). Date#getTimezoneOffset is minutes west, hence the sign.
 */
export function timeZoneOffsetMinutes(now: Date = new Date()): number {
  const offset = -now.getTimezoneOffset();
  // -0 reads as 0 on the wire anyway; keep the value tidy for tests and logs.
  return offset === 0 ? 0 : offset;
}
