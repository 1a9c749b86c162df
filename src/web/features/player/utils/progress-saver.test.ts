import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressSaver, PROGRESS_INTERVAL_MS } from './progress-saver.ts';

type Send = (episodeId: number, positionMs: number, options: { keepalive: boolean }) => Promise<unknown>;

function setup() {
  const send = vi.fn<Send>(() => Promise.resolve(null));
  const saver = createProgressSaver({ send });
  return { send, saver };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createProgressSaver', () => {
  it('saves every interval (15 s) while playing, with the latest position', () => {
    const { send, saver } = setup();
    saver.setPlaying(true);
    saver.report(11, 1200);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS - 1);
    expect(send).not.toHaveBeenCalled();
    saver.report(11, 4900);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith(11, 4900, { keepalive: false });

    saver.report(11, 9900);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(11, 9900, { keepalive: false });
  });

  it('sends nothing when the position has not moved', () => {
    const { send, saver } = setup();
    saver.setPlaying(true);
    saver.report(11, 5000);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    saver.report(11, 5400);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS * 3);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('saves at once on pause and stops the timer', () => {
    const { send, saver } = setup();
    saver.setPlaying(true);
    saver.report(11, 3000);
    saver.setPlaying(false);
    expect(send).toHaveBeenCalledWith(11, 3000, { keepalive: false });
    saver.report(11, 3500);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS * 4);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('saves the previous episode when the next one reports', () => {
    const { send, saver } = setup();
    saver.report(11, 61_000);
    saver.report(12, 0);
    expect(send).toHaveBeenCalledWith(11, 61_000, { keepalive: false });
  });

  it('flushes with keepalive when the page goes away', () => {
    const { send, saver } = setup();
    saver.report(12, 7000);
    saver.flush({ keepalive: true });
    expect(send).toHaveBeenCalledWith(12, 7000, { keepalive: true });
    saver.flush({ keepalive: true });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('survives a failed save and rounds positions', async () => {
    const send = vi.fn<Send>(() => Promise.reject(new Error('offline')));
    const saver = createProgressSaver({ send });
    saver.report(13, 1234.6);
    saver.flush();
    await Promise.resolve();
    expect(send).toHaveBeenCalledWith(13, 1235, { keepalive: false });
  });

  it('stops saving once disposed', () => {
    const { send, saver } = setup();
    saver.setPlaying(true);
    saver.report(11, 3000);
    saver.dispose();
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS * 2);
    expect(send).not.toHaveBeenCalled();
  });
});
