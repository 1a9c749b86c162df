// @vitest-environment jsdom
/**
 * A playhead that stands still while the video is meant to play counts as stalled only after
 * the grace, and only while watched; a paused or ended video, or one that moves, is not.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { STALL_CHECK_MS, STALL_GRACE_MS, useStalled } from './use-stalled.ts';

/** What the hook reads of the element. */
const video = { currentTime: 0, paused: false, ended: false };
const videoRef = { current: video as unknown as HTMLVideoElement };

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(video, { currentTime: 0, paused: false, ended: false });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number): void => act(() => void vi.advanceTimersByTime(ms));

describe('useStalled', () => {
  it('a short halt (the start of play) is not a stall; a long one is, until the playhead moves', () => {
    const { result } = renderHook(() => useStalled(videoRef, true));
    advance(STALL_GRACE_MS);
    expect(result.current).toBe(false);
    advance(STALL_CHECK_MS);
    expect(result.current).toBe(true);
    video.currentTime = 1.2;
    advance(STALL_CHECK_MS);
    expect(result.current).toBe(false);
  });

  it('a paused or ended video is not stalled', () => {
    const { result } = renderHook(() => useStalled(videoRef, true));
    video.paused = true;
    advance(STALL_GRACE_MS * 2);
    expect(result.current).toBe(false);
    video.paused = false;
    video.ended = true;
    advance(STALL_GRACE_MS * 2);
    expect(result.current).toBe(false);
  });

  it('not watched (online, or not the episode on screen): never stalled', () => {
    const { result, rerender } = renderHook(({ watching }) => useStalled(videoRef, watching), {
      initialProps: { watching: false },
    });
    advance(STALL_GRACE_MS * 2);
    expect(result.current).toBe(false);
    rerender({ watching: true });
    advance(STALL_GRACE_MS + STALL_CHECK_MS);
    expect(result.current).toBe(true);
    rerender({ watching: false });
    expect(result.current).toBe(false);
  });
});
