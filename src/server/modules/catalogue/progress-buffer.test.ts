import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressBuffer, type HistoryEntry, type ProgressBufferOptions } from './progress-buffer.ts';

const at = (userId: number, dramaId: number, episodeNumber: number, positionMs: number) => ({
  userId,
  dramaId,
  episodeNumber,
  positionMs,
});

function setup(options: Partial<ProgressBufferOptions> = {}) {
  const written: HistoryEntry[][] = [];
  const errors: string[] = [];
  const write = vi.fn(async (rows: readonly HistoryEntry[]) => {
    written.push([...rows]);
  });
  const buffer = createProgressBuffer({
    write,
    flushMs: 1000,
    clock: () => Date.now(),
    logError: (_fields, message) => errors.push(message),
    ...options,
  });
  return { buffer, write, written, errors };
}

const positions = (rows: readonly HistoryEntry[] | undefined) =>
  (rows ?? []).map((r) => [r.userId, r.dramaId, r.episodeNumber, r.positionMs]);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createProgressBuffer', () => {
  it('writes every viewer in one statement per tick, the latest position winning', async () => {
    const { buffer, written } = setup();
    for (let user = 1; user <= 3; user++) {
      await buffer.save(at(user, 7, 1, 1000));
      await buffer.save(at(user, 7, 1, 5000 * user));
    }
    await buffer.save(at(1, 7, 2, 300));
    expect(written).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(written).toHaveLength(1);
    expect(positions(written[0])).toEqual([
      [1, 7, 2, 300],
      [2, 7, 1, 10_000],
      [3, 7, 1, 15_000],
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(written).toHaveLength(1);
    expect(buffer.stats()).toEqual({ saves: 7, writes: 1, rows: 3, pending: 0 });
  });

  it('writes a late row with its age, so the order of acknowledgement survives', async () => {
    const { buffer, written } = setup();
    await buffer.save(at(1, 7, 1, 1000));
    await vi.advanceTimersByTimeAsync(400);
    await buffer.save(at(1, 8, 1, 1000));
    await vi.advanceTimersByTimeAsync(600);
    expect(written[0]?.map((r) => r.ageMs)).toEqual([1000, 600]);
  });

  it('settles one user before a read, leaving the others for the tick', async () => {
    const { buffer, written } = setup();
    await buffer.save(at(1, 7, 1, 1000));
    await buffer.save(at(2, 7, 1, 2000));
    await buffer.settle(1);
    expect(positions(written[0])).toEqual([[1, 7, 1, 1000]]);
    await buffer.settle(1);
    expect(written).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(positions(written[1])).toEqual([[2, 7, 1, 2000]]);
  });

  it('waits for a write in flight before a read or a removal', async () => {
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const { buffer } = setup({
      write: async (rows) => {
        order.push(`write ${rows.length}`);
        await gate;
        order.push('written');
      },
    });
    await buffer.save(at(1, 7, 1, 1000));
    const flushing = buffer.flush();
    await vi.advanceTimersByTimeAsync(0);
    const settled = buffer.settle(1).then(() => order.push('read'));
    const forgotten = buffer.forget(1).then(() => order.push('removed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['write 1']);
    release();
    await Promise.all([flushing, settled, forgotten]);
    expect(order).toEqual(['write 1', 'written', 'read', 'removed']);
  });

  it('forgets the pending rows of a removed history', async () => {
    const { buffer, written } = setup();
    await buffer.save(at(1, 7, 1, 1000));
    await buffer.save(at(1, 8, 1, 1000));
    await buffer.save(at(2, 7, 1, 1000));
    await buffer.forget(1, 7);
    await buffer.flush();
    expect(positions(written[0])).toEqual([
      [1, 8, 1, 1000],
      [2, 7, 1, 1000],
    ]);
    await buffer.save(at(1, 8, 2, 1000));
    await buffer.forget(1);
    await buffer.flush();
    expect(written).toHaveLength(1);
    expect(buffer.stats().pending).toBe(0);
  });

  it('retries a failed flush on the next tick, a newer position winning', async () => {
    let fail = true;
    const { buffer, written, errors } = setup({
      write: async (rows) => {
        if (fail) throw new Error('database away');
        written.push([...rows]);
      },
    });
    await buffer.save(at(1, 7, 1, 1000));
    await buffer.save(at(2, 7, 1, 1000));
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual(['progress flush failed; retrying on the next tick']);
    expect(buffer.stats().pending).toBe(2);
    await buffer.save(at(1, 7, 1, 9000));
    fail = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(positions(written[0])).toEqual([
      [1, 7, 1, 9000],
      [2, 7, 1, 1000],
    ]);
  });

  it('drops a row that keeps failing alone, writing the others', async () => {
    const { buffer, written, errors } = setup({
      write: async (rows) => {
        if (rows.some((r) => r.dramaId === 666)) throw new Error('foreign key');
        written.push([...rows]);
      },
    });
    await buffer.save(at(1, 666, 1, 1000));
    await buffer.save(at(2, 7, 1, 1000));
    await vi.advanceTimersByTimeAsync(3000);
    expect(written).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(positions(written.flat())).toEqual([[2, 7, 1, 1000]]);
    expect(errors.at(-1)).toBe('progress row dropped: it keeps failing');
    expect(buffer.stats().pending).toBe(0);
  });

  it('writes what is pending on close, and buffers nothing after', async () => {
    const { buffer, written } = setup({ flushMs: 60_000 });
    await buffer.save(at(1, 7, 3, 4200));
    await buffer.close();
    expect(positions(written[0])).toEqual([[1, 7, 3, 4200]]);
    await buffer.save(at(1, 7, 3, 5000));
    expect(positions(written[1])).toEqual([[1, 7, 3, 5000]]);
    expect(buffer.stats().pending).toBe(0);
  });

  it('writes each position through at once with flushMs 0', async () => {
    const { buffer, written } = setup({ flushMs: 0 });
    await buffer.save(at(1, 7, 1, 1000));
    await buffer.save(at(1, 7, 1, 2000));
    expect(written.map(positions)).toEqual([[[1, 7, 1, 1000]], [[1, 7, 1, 2000]]]);
    expect(buffer.stats()).toEqual({ saves: 2, writes: 2, rows: 2, pending: 0 });
  });
});
