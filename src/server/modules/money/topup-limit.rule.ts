/**
 * The monthly top-up limit's rules (issue 19, decision 0040), pure and on the caller's clock:
 * a lower limit (or a first one) applies at once; a higher one, or none, only 24 hours after it
 * was asked for, so a limit set in a calm moment holds through a late-night binge. A second
 * change replaces a pending one. The month is the calendar month in UTC.
 */

/** How long a raise (or clearing the limit) waits before it applies. */
export const LIMIT_RAISE_DELAY_MS = 24 * 3600 * 1000;

export interface LimitState {
  /** The limit in force (before pendingAt); null = none. */
  limitCents: number | null;
  /** The value waiting for pendingAt (null = none: the limit cleared). */
  pendingCents: number | null;
  /** When the pending value applies; null = nothing pending. */
  pendingAt: Date | null;
}

export const NO_LIMIT: LimitState = { limitCents: null, pendingCents: null, pendingAt: null };

/** The state as it stands at `now`: a pending value whose time has come is the limit. */
export function settled(state: LimitState, now: number): LimitState {
  if (state.pendingAt && state.pendingAt.getTime() <= now) {
    return { limitCents: state.pendingCents, pendingCents: null, pendingAt: null };
  }
  return state;
}

/** Whether `next` loosens `current` (null = no limit, the loosest). */
function loosens(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

/** The state after the viewer asks for `requested` (cents, or null for no limit) at `now`. */
export function requestLimit(state: LimitState, requested: number | null, now: number): LimitState {
  const current = settled(state, now).limitCents;
  if (loosens(current, requested)) {
    return { limitCents: current, pendingCents: requested, pendingAt: new Date(now + LIMIT_RAISE_DELAY_MS) };
  }
  // Tighter, equal, or a first limit: at once, and whatever was pending is dropped.
  return { limitCents: requested, pendingCents: null, pendingAt: null };
}

/** What a new top-up of `amountCents` leaves: null when it fits, else the limit and what is left. */
export function overLimit(
  limitCents: number | null,
  usedCents: number,
  amountCents: number,
): { limitCents: number; leftCents: number } | null {
  if (limitCents === null || usedCents + amountCents <= limitCents) return null;
  return { limitCents, leftCents: Math.max(0, limitCents - usedCents) };
}
