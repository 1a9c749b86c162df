/**
 * Saves the playback position: every `intervalMs` while playing, and at once when playback
 * pauses, the episode changes or the page goes away (`flush({ keepalive: true })`). A save
 * goes only when the position moved at least `minDeltaMs` since the last one.
 */
export interface ProgressSaverOptions {
  send: (episodeId: number, positionMs: number, options: { keepalive: boolean }) => Promise<unknown>;
  intervalMs?: number;
  minDeltaMs?: number;
}

export interface ProgressSaver {
  /** The current position of an episode (call on every timeupdate; cheap). */
  report(episodeId: number, positionMs: number): void;
  /** Playback started or stopped: starts the periodic save, or stops it and saves now. */
  setPlaying(playing: boolean): void;
  /** Saves the latest position now, if it changed. */
  flush(options?: { keepalive?: boolean }): void;
  dispose(): void;
}

/**
 * Steady playback saves every 15 s (5 s before issue 16): the server buffers positions anyway,
 * and pause, episode change and leaving the page still save at once, so a resume point is at
 * most 15 s behind only when the tab is killed without a pagehide.
 */
export const PROGRESS_INTERVAL_MS = 15_000;
export const PROGRESS_MIN_DELTA_MS = 1000;

export function createProgressSaver({
  send,
  intervalMs = PROGRESS_INTERVAL_MS,
  minDeltaMs = PROGRESS_MIN_DELTA_MS,
}: ProgressSaverOptions): ProgressSaver {
  let latest: { episodeId: number; positionMs: number } | null = null;
  let sent: { episodeId: number; positionMs: number } | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const flush = (options: { keepalive?: boolean } = {}): void => {
    if (!latest) return;
    if (
      sent &&
      sent.episodeId === latest.episodeId &&
      Math.abs(sent.positionMs - latest.positionMs) < minDeltaMs
    ) {
      return;
    }
    sent = { ...latest };
    // A failed save is simply replaced by the next one.
    send(latest.episodeId, latest.positionMs, { keepalive: options.keepalive === true }).catch(
      () => undefined,
    );
  };

  const stopTimer = (): void => {
    if (timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };

  return {
    report(episodeId, positionMs) {
      if (!Number.isFinite(positionMs)) return;
      if (latest && latest.episodeId !== episodeId) flush();
      latest = { episodeId, positionMs: Math.max(0, Math.round(positionMs)) };
    },
    setPlaying(playing) {
      if (playing) {
        timer ??= setInterval(() => flush(), intervalMs);
        return;
      }
      stopTimer();
      flush();
    },
    flush,
    dispose() {
      stopTimer();
    },
  };
}
