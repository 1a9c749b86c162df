import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { MemoryStorage } from '#web/testing/browser-env.ts';
import { forgetCodeAddress, rememberedCodeAddress, useCodeCountdown } from './use-code-countdown.ts';

const NOW = Date.UTC(2026, 4, 20, 12, 0, 0);
let storage: MemoryStorage;
const seconds = (): number => useCodeCountdown.getState().seconds;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  useCodeCountdown.getState().reset();
});

afterEach(() => {
  useCodeCountdown.getState().stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useCodeCountdown', () => {
  it('starts at 60, ticks each second, stores the end and stops and clears at 1', () => {
    useCodeCountdown.getState().start('viewer@example.com');
    expect(seconds()).toBe(60);
    expect(storage.getItem(STORAGE_KEYS.emailInterval)).toBe(String(NOW + 60_000));

    vi.advanceTimersByTime(1000);
    expect(seconds()).toBe(59);
    vi.advanceTimersByTime(57_000);
    expect(seconds()).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(seconds()).toBe(0);
    expect(storage.getItem(STORAGE_KEYS.emailInterval)).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stop() halts the timer; resume() picks the stored countdown up where time has it', () => {
    useCodeCountdown.getState().start('viewer@example.com');
    vi.advanceTimersByTime(5000);
    useCodeCountdown.getState().stop();
    expect(vi.getTimerCount()).toBe(0);

    vi.advanceTimersByTime(10_000); // closed for 10 s
    useCodeCountdown.getState().resume();
    expect(seconds()).toBe(45);
    vi.advanceTimersByTime(1000);
    expect(seconds()).toBe(44);
  });

  it('resume() after a reload reads the stored end; an expired one is cleared', () => {
    storage.setItem(STORAGE_KEYS.emailInterval, String(NOW + 30_000));
    useCodeCountdown.getState().resume();
    expect(seconds()).toBe(30);

    useCodeCountdown.getState().stop();
    storage.setItem(STORAGE_KEYS.emailInterval, String(NOW - 1000));
    useCodeCountdown.getState().resume();
    expect(seconds()).toBe(0);
    expect(storage.getItem(STORAGE_KEYS.emailInterval)).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reset() re-enables the button without clearing the stored key', () => {
    useCodeCountdown.getState().start('viewer@example.com');
    useCodeCountdown.getState().reset();
    expect(seconds()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(storage.getItem(STORAGE_KEYS.emailInterval)).toBe(String(NOW + 60_000));
  });

  it('keeps the address the code went to while the code is valid (10 min), and forgets it after a login', () => {
    useCodeCountdown.getState().start('viewer@example.com');
    expect(useCodeCountdown.getState().email).toBe('viewer@example.com');
    useCodeCountdown.getState().stop();
    useCodeCountdown.setState({ email: '' });
    useCodeCountdown.getState().resume(); // a reload
    expect(useCodeCountdown.getState().email).toBe('viewer@example.com');
    expect(rememberedCodeAddress(NOW + 9 * 60_000)).toBe('viewer@example.com');
    expect(rememberedCodeAddress(NOW + 10 * 60_000)).toBe('');
    forgetCodeAddress();
    expect(rememberedCodeAddress(NOW)).toBe('');
  });

  it("ends the countdown after a login (the server lets a used code's address ask at once)", () => {
    useCodeCountdown.getState().start('viewer@example.com');
    expect(seconds()).toBe(60);
    forgetCodeAddress();
    expect(seconds()).toBe(0);
    useCodeCountdown.getState().resume(); // the popup opened again (switch account) within the 60 s
    expect(seconds()).toBe(0);
    expect(storage.getItem('enjoy.email-interval')).toBeNull();
    expect(rememberedCodeAddress(NOW)).toBe('');
  });
});
