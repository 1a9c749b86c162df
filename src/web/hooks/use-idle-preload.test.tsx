// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useIdlePreload } from './use-idle-preload.ts';

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no requestIdleCallback: the hook falls back to a timer.
  vi.stubGlobal('requestIdleCallback', undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useIdlePreload', () => {
  it('loads once the page is idle after the first render', () => {
    const load = vi.fn(() => Promise.resolve());
    const loaders = [load];
    renderHook(() => useIdlePreload(loaders));
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('calls one loader per idle period, and none after the page has gone', () => {
    const loads = [
      vi.fn(() => Promise.resolve()),
      vi.fn(() => Promise.resolve()),
      vi.fn(() => Promise.resolve()),
    ];
    const { unmount } = renderHook(() => useIdlePreload(loads));
    vi.advanceTimersByTime(1500);
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 0, 0]);
    vi.advanceTimersByTime(1500);
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1, 0]);
    unmount();
    vi.advanceTimersByTime(10_000);
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1, 0]);
  });

  it('with after: interaction, waits for the first tap, then loads once', () => {
    const load = vi.fn(() => Promise.resolve());
    const loaders = [load];
    renderHook(() => useIdlePreload(loaders, { after: 'interaction' }));
    vi.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(2000);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with after: interaction and nobody touching the page, loads after a long quiet anyway', () => {
    const load = vi.fn(() => Promise.resolve());
    const loaders = [load];
    renderHook(() => useIdlePreload(loaders, { after: 'interaction' }));
    vi.advanceTimersByTime(14_000);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
