import { describe, expect, it } from 'vitest';
import {
  nextFreeNumbers,
  replacesEpisode,
  rowsToStart,
  uploadQueue,
  type Numbering,
  type QueueAction,
  type UploadRow,
} from './upload-queue.ts';

const file = (name: string) => new File([new Uint8Array(10)], name, { type: 'video/mp4' });

function run(actions: QueueAction[], start: UploadRow[] = []): UploadRow[] {
  return actions.reduce(uploadQueue, start);
}

function added(names: string[], rows: UploadRow[] = []): UploadRow[] {
  return run([{ type: 'add', files: names.map(file), keys: names, replace: false, refusedText: 'No' }], rows);
}

const known = (...existing: number[]): Numbering => ({ kind: 'known', existing });
const numbersOf = (rows: UploadRow[]) => rows.map((r) => [r.name, r.episodeNumber]);

describe('numbering the files of a batch', () => {
  it('gives an unnamed file the number after a named one: ep01 + unnamed → 1 and 2', () => {
    const rows = run([{ type: 'start', numbering: known() }], added(['ep01.mp4', 'behind the scenes.mp4']));
    expect(numbersOf(rows)).toEqual([
      ['ep01.mp4', 1],
      ['behind the scenes.mp4', 2],
    ]);
    expect(rows.map((r) => r.status)).toEqual(['queued', 'queued']);
    // Whichever finishes first, the two go to two episodes.
    expect(rowsToStart(rows, 3)).toEqual(['ep01.mp4', 'behind the scenes.mp4']);
  });

  it('puts the unnamed file last whatever the order it was dropped in: fake + ep01 → 2 and 1', () => {
    const rows = run([{ type: 'start', numbering: known() }], added(['fake.mp4', 'ep01.mp4']));
    expect(numbersOf(rows)).toEqual([
      ['fake.mp4', 2],
      ['ep01.mp4', 1],
    ]);
  });

  it('numbers after the series’ episodes: existing 1-3 + two unnamed → 4 and 5', () => {
    const rows = run([{ type: 'start', numbering: known(1, 2, 3) }], added(['a.mp4', 'b.mp4']));
    expect(numbersOf(rows)).toEqual([
      ['a.mp4', 4],
      ['b.mp4', 5],
    ]);
    expect(rows.some((r) => r.replaces)).toBe(false);
  });

  it('an explicit 2 with existing 1-3 replaces episode 2; the unnamed one gets 4', () => {
    let rows = added(['a.mp4', 'b.mp4']);
    rows = run([{ type: 'number', key: 'a.mp4', value: 2 }], rows);
    const existing = new Set([1, 2, 3]);
    // Before the start, the table shows what will happen.
    expect(replacesEpisode(rows[0] as UploadRow, existing)).toBe(true);
    expect([...nextFreeNumbers(rows, [...existing])]).toEqual([['b.mp4', 4]]);

    rows = run([{ type: 'start', numbering: known(1, 2, 3) }], rows);
    expect(rows.map((r) => [r.name, r.episodeNumber, r.replaces])).toEqual([
      ['a.mp4', 2, true],
      ['b.mp4', 4, false],
    ]);
    // Once started, the row keeps saying so even when the list has its own new episode.
    expect(replacesEpisode(rows[1] as UploadRow, new Set([1, 2, 3, 4]))).toBe(false);
    expect(replacesEpisode(rows[0] as UploadRow, new Set([1, 2, 3, 4]))).toBe(true);
  });

  it('counts every number of the list, earlier batches and a number past the series’ last', () => {
    let rows = run([{ type: 'start', numbering: known(1, 2) }], added(['x.mp4']));
    rows = run(
      [
        { type: 'began', key: 'x.mp4', at: 0 },
        { type: 'done', key: 'x.mp4' },
      ],
      rows,
    );
    rows = added(['ep07.mp4', 'y.mp4', 'notes.txt', 'z.mp4'], rows);
    // The first batch's file took 3 (and the list may not show it yet); 7 is claimed by ep07.
    rows = run([{ type: 'start', numbering: known(1, 2) }], rows);
    expect(numbersOf(rows)).toEqual([
      ['x.mp4', 3],
      ['ep07.mp4', 7],
      ['y.mp4', 8],
      ['notes.txt', undefined],
      ['z.mp4', 9],
    ]);
  });

  it('waits for the series’ episodes when they are not known yet, then numbers and starts', () => {
    let rows = run([{ type: 'start', numbering: { kind: 'unknown' } }], added(['ep02.mp4', 'a.mp4']));
    expect(rows.map((r) => [r.status, r.episodeNumber, r.awaitsEpisodes])).toEqual([
      ['queued', 2, true],
      ['queued', undefined, true],
    ]);
    // Nothing starts on a guess.
    expect(rowsToStart(rows, 3)).toEqual([]);
    // A waiting row may be paused; it still gets its number.
    rows = run([{ type: 'paused', key: 'a.mp4' }], rows);

    rows = run([{ type: 'episodes', existing: [1, 2, 3, 4, 5] }], rows);
    expect(rows.map((r) => [r.status, r.episodeNumber, r.awaitsEpisodes, r.replaces])).toEqual([
      ['queued', 2, false, true],
      ['paused', 6, false, false],
    ]);
    expect(rowsToStart(rows, 3)).toEqual(['ep02.mp4']);
  });

  it('leaves the ready rows added meanwhile ready and editable', () => {
    let rows = run([{ type: 'start', numbering: { kind: 'unknown' } }], added(['a.mp4']));
    rows = added(['b.mp4'], rows);
    rows = run([{ type: 'episodes', existing: [1] }], rows);
    expect(rows.map((r) => [r.status, r.episodeNumber])).toEqual([
      ['queued', 2],
      ['ready', undefined],
    ]);
    expect([...nextFreeNumbers(rows, [1])]).toEqual([['b.mp4', 3]]);
  });

  it('gives no number when the files replace one episode’s video', () => {
    const rows = run(
      [
        { type: 'add', files: [file('new cut.mp4')], keys: ['n'], replace: true, refusedText: 'No' },
        { type: 'start', numbering: { kind: 'replace' } },
      ],
      [],
    );
    expect(rows.map((r) => [r.status, r.episodeNumber, r.awaitsEpisodes])).toEqual([
      ['queued', undefined, false],
    ]);
    expect(rowsToStart(rows, 3)).toEqual(['n']);
  });
});
