/**
 * The calendar month the money rules count in (UTC): the server knows no zone for a viewer, and
 * one a client sends could be moved to reset the month (decisions 0040, 0041).
 */

/** The start of the calendar month (UTC) that `now` (ms) is in. */
export function monthStart(now: number): Date {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}
