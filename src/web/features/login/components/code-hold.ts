/**
 * The server's send-code limits, held on the get-code button (audit L item 10). A refusal
 * names how long to wait: 614 "wait N seconds" (a code went to this address less than 60 s ago,
 * maybe from another browser) and 429 (the hourly limits of an address or a network: the server
 * answers Retry-After: 3600, and /message/send-email has no other 429). The button stays
 * disabled for that long for that address, counting down, instead of inviting a tap that the
 * server refuses again. Kept for the page's life (closing the popup keeps it); after a reload
 * the server's next refusal holds it again. The form says why under the code field while the
 * hold lasts (a toast there covered the sheet's title): for 614 that a code is already on its
 * way, for an hourly limit the server's words (whose limit it is: the address's or the network's).
 */
import { create } from 'zustand';
import { API_ERRORS } from '#shared/api-codes.ts';
import { CODE_COUNTDOWN_S } from '#shared/constants.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';

/** The hourly limits' Retry-After (the server's window: an hour from the refusal at most). */
export const CODE_HOURLY_RETRY_S = 3600;

export interface CodeWait {
  seconds: number;
  /** The hourly limit (said in minutes), not the 60 s between two codes. */
  hourly: boolean;
  /** The server's words for an hourly limit (614's are said by the form, without its number). */
  message?: string;
}

/** How long a failed send says to wait; undefined when the failure is not a limit. */
export function codeWaitOf(error: unknown): CodeWait | undefined {
  if (!(error instanceof ApiRequestError) || error.kind !== 'business') return undefined;
  if (error.code === API_ERRORS.rateLimited.code)
    return { seconds: CODE_HOURLY_RETRY_S, hourly: true, message: error.msg };
  if (error.code !== API_ERRORS.sendTooFrequent.code) return undefined;
  // The message names the seconds ("Please wait 44 seconds..."): the only number in it.
  const named = Number(/\d+/.exec(error.msg)?.[0] ?? Number.NaN);
  const seconds =
    Number.isInteger(named) && named >= 1 ? Math.min(named, CODE_COUNTDOWN_S) : CODE_COUNTDOWN_S;
  return { seconds, hourly: false };
}

interface Hold {
  email: string;
  untilMs: number;
  hourly: boolean;
  message: string | undefined;
  /** Whole seconds left, ticked each second while the hold lasts. */
  seconds: number;
}

const useHolds = create<{ hold: Hold | null }>()(() => ({ hold: null }));
let timer: ReturnType<typeof setInterval> | undefined;

function stopTimer(): void {
  if (timer !== undefined) clearInterval(timer);
  timer = undefined;
}

/** What is left of a hold at `nowMs`: whole seconds, 0 when over. */
export function secondsLeft(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/** Holds the button for `email` as the refusal says (a later refusal replaces it). */
export function holdCodeButton(email: string, wait: CodeWait): void {
  stopTimer();
  const untilMs = Date.now() + wait.seconds * 1000;
  const { hourly, seconds, message } = wait;
  useHolds.setState({ hold: { email, untilMs, hourly, message, seconds } });
  timer = setInterval(() => {
    const seconds = secondsLeft(untilMs, Date.now());
    if (seconds === 0) releaseCodeButton();
    else useHolds.setState((s) => (s.hold ? { hold: { ...s.hold, seconds } } : s));
  }, 1000);
}

/** Ends any hold (it ran out; tests). */
export function releaseCodeButton(): void {
  stopTimer();
  useHolds.setState({ hold: null });
}

/** The hold on the button for `email`: seconds left (0: none), whether it is the hourly one, its words. */
export function useCodeHold(email: string): CodeWait {
  const hold = useHolds((s) => s.hold);
  if (!hold || hold.email !== email) return { seconds: 0, hourly: false };
  return hold.message === undefined
    ? { seconds: hold.seconds, hourly: hold.hourly }
    : { seconds: hold.seconds, hourly: hold.hourly, message: hold.message };
}
