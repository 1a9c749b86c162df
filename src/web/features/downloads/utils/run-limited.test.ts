import { describe, expect, it } from 'vitest';
import { runLimited } from './run-limited.ts';

describe('runLimited', () => {
  it('runs every task with at most `limit` at once', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    const tasks = Array.from({ length: 7 }, (_, i) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await Promise.resolve();
      running -= 1;
      done.push(i);
    });
    await runLimited(tasks, 3);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(3);
  });

  it('stops starting tasks after a failure and throws it', async () => {
    const started: number[] = [];
    const tasks = Array.from({ length: 5 }, (_, i) => async () => {
      started.push(i);
      if (i === 1) throw new Error('boom');
      await Promise.resolve();
    });
    await expect(runLimited(tasks, 1)).rejects.toThrow('boom');
    expect(started).toEqual([0, 1]);
  });

  it('is done at once with nothing to do', async () => {
    await expect(runLimited([], 4)).resolves.toBeUndefined();
  });
});
