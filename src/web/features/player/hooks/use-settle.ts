/**
 * The episode on screen starts first (player-screen.tsx): the pager's other work, mounting the
 * next episode's <video> and preloading it, releasing the episode just left, waits until the
 * new one shows its first frame, or SETTLE_MAX_MS at most (autoplay refused, a locked
 * episode). On a phone that work (a media element, a MediaSource, hls.js, requests) took the
 * main thread the swipe's first frame was waiting for.
 */
import { useEffect, useState } from 'react';

export const SETTLE_MAX_MS = 1000;

interface SettleState {
  current: number;
  /** The episode on screen before `current`, kept as it was until `current` has settled. */
  left: number | null;
  settled: boolean;
}

export function useSettle(current: number): {
  settled: boolean;
  left: number | null;
  /** The active slot's first frame (its `playing`): the window may do the rest now. */
  started: (episode: number) => void;
} {
  const [state, setState] = useState<SettleState>({ current, left: null, settled: false });
  if (state.current !== current) setState({ current, left: state.current, settled: false });
  const settled = state.current === current && state.settled;

  useEffect(() => {
    if (settled) return;
    const timer = window.setTimeout(
      () => setState((s) => (s.current === current ? { ...s, settled: true } : s)),
      SETTLE_MAX_MS,
    );
    return () => window.clearTimeout(timer);
  }, [current, settled]);

  return {
    settled,
    left: settled ? null : state.left,
    started: (episode) =>
      setState((s) => (s.current === episode && !s.settled ? { ...s, settled: true } : s)),
  };
}
