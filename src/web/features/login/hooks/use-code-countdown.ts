/**
 * The send-code countdown of SPEC 4: 60 s ticking each second, its end kept in local storage
 * under the email-interval key so it survives closing the popup and reloading the page.
 * The popup resumes it when opened and stops the timer when closed.
 *
 * Beside it, the address the code went to (and when), so that the form comes back filled in
 * while that code can still be used, and the countdown holds for that address only: the
 * server's 60 s are per address, so a corrected address may ask at once.
 */
import { create } from 'zustand';
import { CODE_TTL_MIN } from '#shared/constants.ts';
import { readStorage, removeStorage, writeStorage } from '#web/lib/storage.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { countdownEnd, remainingSeconds } from '../utils/email-login.ts';

interface CodeCountdownState {
  /** Seconds the get-code button shows; 0 when it may be pressed. */
  seconds: number;
  /** The address the running countdown belongs to ('' when not known). */
  email: string;
  /** Picks up a stored countdown (popup opened). */
  resume: () => void;
  /** A code was sent to `email`: counts down from 60 and stores the end and the address. */
  start: (email: string) => void;
  /** Stops the timer, keeping what is shown and stored (popup closed). */
  stop: () => void;
  /** Sending failed: stops and re-enables the button without clearing the stored key. */
  reset: () => void;
  /**
   * The code died of its wrong tries (613): no reason to wait for the rest of the 60 s (the
   * server lets the next one be asked at once), so the countdown ends and is forgotten.
   */
  end: () => void;
}

const TICK_MS = 1000;

let timer: ReturnType<typeof setInterval> | undefined;

interface SentTo {
  email: string;
  at: number;
  /** Its code was used to log in: the form no longer fills it in, the countdown still knows it. */
  used?: boolean;
}

function readSentTo(): SentTo | null {
  try {
    const value: unknown = JSON.parse(readStorage(STORAGE_KEYS.emailCodeTo) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { email, at, used } = value as Partial<SentTo>;
    return typeof email === 'string' && typeof at === 'number' ? { email, at, used: used === true } : null;
  } catch {
    return null;
  }
}

/** The address the last code went to, while that code can still be used; else ''. */
export function rememberedCodeAddress(nowMs = Date.now()): string {
  const sent = readSentTo();
  return sent && !sent.used && nowMs - sent.at >= 0 && nowMs - sent.at < CODE_TTL_MIN * 60_000
    ? sent.email
    : '';
}

/**
 * After a login: the form no longer fills the address in, and the countdown ends. The server
 * lets a used code's address ask again at once (a log-out and log-in again is not a flood), so a
 * popup opened again within the 60 s (switch account) holds no address.
 */
export function forgetCodeAddress(): void {
  const sent = readSentTo();
  if (sent) writeStorage(STORAGE_KEYS.emailCodeTo, JSON.stringify({ ...sent, used: true }));
  removeStorage(STORAGE_KEYS.emailInterval);
  useCodeCountdown.getState().reset();
}

function readStoredEnd(): number | null {
  const raw = readStorage(STORAGE_KEYS.emailInterval);
  if (raw === null) return null;
  const end = Number(raw);
  return Number.isFinite(end) ? end : null;
}

export const useCodeCountdown = create<CodeCountdownState>()((set, get) => {
  const finish = (): void => {
    get().stop();
    removeStorage(STORAGE_KEYS.emailInterval);
    set({ seconds: 0 });
  };

  const run = (end: number): void => {
    get().stop();
    const seconds = remainingSeconds(end, Date.now());
    if (seconds === 0) {
      finish();
      return;
    }
    set({ seconds });
    timer = setInterval(() => {
      const left = remainingSeconds(end, Date.now());
      if (left === 0) finish();
      else set({ seconds: left });
    }, TICK_MS);
  };

  return {
    seconds: 0,
    email: '',
    resume: () => {
      const end = readStoredEnd();
      set({ email: readSentTo()?.email ?? '' });
      if (end === null) {
        get().stop();
        set({ seconds: 0 });
      } else run(end);
    },
    start: (email) => {
      const now = Date.now();
      const end = countdownEnd(now);
      writeStorage(STORAGE_KEYS.emailInterval, String(end));
      writeStorage(STORAGE_KEYS.emailCodeTo, JSON.stringify({ email, at: now }));
      set({ email });
      run(end);
    },
    stop: () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
    reset: () => {
      get().stop();
      set({ seconds: 0 });
    },
    end: finish,
  };
});
