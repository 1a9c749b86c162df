// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useOfflineScreen } from '#web/stores/offline-screen.ts';
import { usePauseWhenHidden } from './use-pause-when-hidden.ts';

/** A video element whose play/pause state the test controls (jsdom plays nothing). */
function fakeVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  let paused = false;
  Object.defineProperty(video, 'paused', { get: () => paused });
  video.pause = () => {
    paused = true;
  };
  video.play = () => {
    paused = false;
    return Promise.resolve();
  };
  return video;
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  cleanup();
  useOfflineScreen.setState({ shown: false });
  setVisibility('visible');
});

describe('usePauseWhenHidden', () => {
  it('pauses while the page is hidden and resumes when it is back', () => {
    const video = fakeVideo();
    const resume = vi.fn((v: HTMLVideoElement) => void v.play());
    renderHook(() => usePauseWhenHidden({ current: video }, true, resume));
    act(() => setVisibility('hidden'));
    expect(video.paused).toBe(true);
    act(() => setVisibility('visible'));
    expect(resume).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(false);
  });

  it('pauses while the no-network placeholder covers it, and resumes when it goes', () => {
    const video = fakeVideo();
    const resume = vi.fn((v: HTMLVideoElement) => void v.play());
    renderHook(() => usePauseWhenHidden({ current: video }, true, resume));
    act(() => useOfflineScreen.setState({ shown: true }));
    expect(video.paused).toBe(true);
    act(() => useOfflineScreen.setState({ shown: false }));
    expect(resume).toHaveBeenCalledTimes(1);
  });

  it('leaves a video the viewer paused alone, and an inactive one too', () => {
    const video = fakeVideo();
    video.pause();
    const resume = vi.fn();
    renderHook(() => usePauseWhenHidden({ current: video }, true, resume));
    act(() => useOfflineScreen.setState({ shown: true }));
    act(() => useOfflineScreen.setState({ shown: false }));
    expect(resume).not.toHaveBeenCalled();

    const other = fakeVideo();
    renderHook(() => usePauseWhenHidden({ current: other }, false, resume));
    act(() => useOfflineScreen.setState({ shown: true }));
    expect(other.paused).toBe(false);
  });
});
