import { describe, expect, it } from 'vitest';
import {
  duplicateNumbers,
  numberClashes,
  percentOf,
  rowsToStart,
  uploadQueue,
  type QueueAction,
  type UploadRow,
} from './upload-queue.ts';

const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'video/mp4' });
const REFUSED = 'Only .mp4, .mov and .m4v';
/** Uploads start in a series with no episodes yet (numbering: episode-numbering.test.ts). */
const START: QueueAction = { type: 'start', numbering: { kind: 'known', existing: [] } };

function run(actions: QueueAction[], start: UploadRow[] = []): UploadRow[] {
  return actions.reduce(uploadQueue, start);
}

function added(names: string[], replace = false): UploadRow[] {
  return run([{ type: 'add', files: names.map((n) => file(n)), keys: names, replace, refusedText: REFUSED }]);
}

describe('the upload list', () => {
  it('adds files ready, numbered from their names; a wrong kind of file is refused at once', () => {
    const rows = added(['ep01.mp4', '第3集.mov', 'notes.txt', 'trailer.mp4']);
    expect(rows.map((r) => [r.name, r.status, r.episodeNumber])).toEqual([
      ['ep01.mp4', 'ready', 1],
      ['第3集.mov', 'ready', 3],
      ['notes.txt', 'failed', undefined],
      ['trailer.mp4', 'ready', undefined],
    ]);
    expect(rows[2]?.error).toBe(REFUSED);
    // A refused file never goes back in the queue.
    expect(run([{ type: 'resume', key: 'notes.txt' }], rows)[2]?.status).toBe('failed');
  });

  it('lets the number change only before the upload starts', () => {
    let rows = run([{ type: 'number', key: 'trailer.mp4', value: 12 }], added(['trailer.mp4']));
    expect(rows[0]?.episodeNumber).toBe(12);
    rows = run([START, { type: 'number', key: 'trailer.mp4', value: 5 }], rows);
    expect(rows[0]?.episodeNumber).toBe(12);
    expect(rows[0]?.status).toBe('queued');
  });

  it('keeps one file when it replaces an episode', () => {
    const rows = run(
      [{ type: 'add', files: [file('new.mp4')], keys: ['b'], replace: true, refusedText: REFUSED }],
      added(['old.mp4'], true),
    );
    expect(rows.map((r) => r.name)).toEqual(['new.mp4']);
  });

  it('starts three at a time, oldest first, and the next when one ends', () => {
    let rows = run([START], added(['1.mp4', '2.mp4', '3.mp4', '4.mp4', '5.mp4']));
    expect(rowsToStart(rows, 3)).toEqual(['1.mp4', '2.mp4', '3.mp4']);
    rows = run(
      ['1.mp4', '2.mp4', '3.mp4'].map((key) => ({ type: 'began', key, at: 0 }) as const),
      rows,
    );
    expect(rowsToStart(rows, 3)).toEqual([]);
    rows = run([{ type: 'done', key: '2.mp4' }], rows);
    expect(rowsToStart(rows, 3)).toEqual(['4.mp4']);
    rows = run([{ type: 'paused', key: '1.mp4' }], rows);
    expect(rowsToStart(rows, 3)).toEqual(['4.mp4', '5.mp4']);
  });

  it('measures the speed over a second or more, and the percentage', () => {
    let rows = run([START, { type: 'began', key: 'a.mp4', at: 1000 }], added(['a.mp4']));
    rows = run([{ type: 'progress', key: 'a.mp4', sent: 100, at: 1500 }], rows);
    expect(rows[0]?.speed).toBeUndefined();
    rows = run([{ type: 'progress', key: 'a.mp4', sent: 400, at: 3000 }], rows);
    expect(rows[0]?.speed).toBe(200);
    expect(percentOf(rows[0] ?? { sent: 0, size: 0 })).toBe(40);
    rows = run([{ type: 'paused', key: 'a.mp4' }], rows);
    expect(rows[0]?.speed).toBeUndefined();
  });

  it('keeps the error until a retry, then queues the row again', () => {
    let rows = run(
      [START, { type: 'began', key: 'a.mp4', at: 0 }, { type: 'failed', key: 'a.mp4', message: 'No' }],
      added(['a.mp4']),
    );
    expect(rows[0]).toMatchObject({ status: 'failed', error: 'No' });
    rows = run([{ type: 'resume', key: 'a.mp4' }], rows);
    expect(rows[0]).toMatchObject({ status: 'queued', error: undefined });
    expect(run([{ type: 'remove', key: 'a.mp4' }], rows)).toEqual([]);
  });

  it('names the numbers two files still to send share', () => {
    const rows = added(['ep1.mp4', 'E01 final.mp4', 'ep2.mp4', 'x.txt']);
    expect([...duplicateNumbers(rows)]).toEqual([1]);
  });

  it('starts nothing while two files claim one number, until one is removed or renumbered', () => {
    const rows = added(['ep60.mp4', 'ep60 copy.mp4', 'ep70.mp4']);
    expect(numberClashes(rows)).toEqual([{ number: 60, names: ['ep60.mp4', 'ep60 copy.mp4'] }]);
    expect(run([START], rows).map((r) => r.status)).toEqual(['ready', 'ready', 'ready']);

    const renumbered = run([{ type: 'number', key: 'ep60 copy.mp4', value: 61 }, START], rows);
    expect(renumbered.map((r) => [r.status, r.episodeNumber])).toEqual([
      ['queued', 60],
      ['queued', 61],
      ['queued', 70],
    ]);
    const removed = run([{ type: 'remove', key: 'ep60 copy.mp4' }, START], rows);
    expect(removed.map((r) => r.status)).toEqual(['queued', 'queued']);
  });

  it('holds back a new file with the number of one still uploading, not of one uploaded', () => {
    const sending = run([START, { type: 'began', key: 'ep60.mp4', at: 0 }], added(['ep60.mp4']));
    const more = run(
      [{ type: 'add', files: [file('ep60 copy.mp4')], keys: ['b'], replace: false, refusedText: REFUSED }],
      sending,
    );
    expect(numberClashes(more)).toEqual([{ number: 60, names: ['ep60.mp4', 'ep60 copy.mp4'] }]);
    expect(run([START], more)[1]?.status).toBe('ready');
    const after = run([{ type: 'done', key: 'ep60.mp4' }, START], more);
    expect(numberClashes(after)).toEqual([]);
    expect(after[1]?.status).toBe('queued');
  });

  it('clears the finished rows, keeping the others', () => {
    const rows = run(
      [START, { type: 'began', key: 'a.mp4', at: 0 }, { type: 'done', key: 'a.mp4' }],
      added(['a.mp4', 'b.mp4']),
    );
    expect(run([{ type: 'clear_done' }], rows).map((r) => [r.name, r.status])).toEqual([['b.mp4', 'queued']]);
  });
});
