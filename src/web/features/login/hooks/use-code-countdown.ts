/**
 * The send-code countdown of SPEC 4: 60 s ticking each second, its end kept in local storage
 * under the email-interval key so it survives closing the popup and reloading the page.
 * The popup resumes it when opened and stops the timer when closed.
 */
import { create } from 'zustand';
import { readStorage, removeStorage, writeStorage } from '#web/lib/storage.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { countdownEnd, remainingSeconds } from '../utils/email-login.ts';

interface CodeCountdownState {
  /** Seconds the get-code button shows; 0 when it may be pressed. */
  seconds: number;
  /** Picks up a stored countdown (popup opened). */
  resume: () => void;
  /** A code was sent: counts down from 60 and stores the end. */
  start: () => void;
  /** Stops the timer, keeping what is shown and stored (popup closed). */
  stop: () => void;
  /** Sending failed: stops and re-enables the button without clearing the stored key. */
  reset: () => void;
}

const TICK_MS = 1000;

let timer: ReturnType<typeof setInterval> | undefined;

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
    resume: () => {
      const end = readStoredEnd();
      if (end === null) {
        get().stop();
        set({ seconds: 0 });
      } else run(end);
    },
    start: () => {
      const end = countdownEnd(Date.now());
      writeStorage(STORAGE_KEYS.emailInterval, String(end));
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
  };
});
