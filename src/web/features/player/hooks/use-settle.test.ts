// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MAX_MS, useSettle } from './use-settle.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSettle', () => {
  it("settles on the episode's first frame, keeping the one left until then", () => {
    const { result, rerender } = renderHook(({ current }) => useSettle(current), {
      initialProps: { current: 1 },
    });
    expect(result.current).toMatchObject({ settled: false, left: null });
    act(() => result.current.started(1));
    expect(result.current).toMatchObject({ settled: true, left: null });

    rerender({ current: 2 });
    expect(result.current).toMatchObject({ settled: false, left: 1 });
    // A late frame of the episode left does not count for the new one.
    act(() => result.current.started(1));
    expect(result.current).toMatchObject({ settled: false, left: 1 });
    act(() => result.current.started(2));
    expect(result.current).toMatchObject({ settled: true, left: null });
  });

  it('settles anyway after SETTLE_MAX_MS without a frame (autoplay refused, a locked episode)', () => {
    const { result, rerender } = renderHook(({ current }) => useSettle(current), {
      initialProps: { current: 4 },
    });
    rerender({ current: 5 });
    act(() => vi.advanceTimersByTime(SETTLE_MAX_MS - 1));
    expect(result.current).toMatchObject({ settled: false, left: 4 });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ settled: true, left: null });

    // A swipe before the time is up starts the wait again for the new episode.
    rerender({ current: 6 });
    act(() => vi.advanceTimersByTime(SETTLE_MAX_MS / 2));
    rerender({ current: 7 });
    act(() => vi.advanceTimersByTime(SETTLE_MAX_MS / 2));
    expect(result.current).toMatchObject({ settled: false, left: 6 });
    act(() => vi.advanceTimersByTime(SETTLE_MAX_MS / 2));
    expect(result.current.settled).toBe(true);
  });
});
