import { describe, expect, it } from 'vitest';
import type { DownloadRecord } from '#web/lib/download-storage.ts';
import { daysLeft, downloadsShare, episodeRanges, episodeState, groupBySeries } from './download-groups.ts';

const DAY = 86_400_000;

function record(dramaId: number, number: number, bytes: number, status: DownloadRecord['status'] = 'done') {
  return {
    version: 1,
    userId: 7,
    dramaId,
    dramaTitle: `Drama ${dramaId}`,
    episodeId: dramaId * 100 + number,
    number,
    durationMs: 60_000,
    mediaKey: `k${dramaId}${number}`,
    bytes,
    subtitles: [],
    savedAt: 0,
    expiresAt: 7 * DAY,
    status,
  } satisfies DownloadRecord;
}

describe('the Downloads page figures', () => {
  it('groups episodes by series with their sizes', () => {
    const groups = groupBySeries([record(2, 3, 100), record(1, 2, 10), record(2, 1, 50), record(1, 1, 5)]);
    expect(groups.map((g) => [g.dramaId, g.episodes.map((e) => e.number), g.bytes])).toEqual([
      [2, [1, 3], 150],
      [1, [1, 2], 15],
    ]);
  });

  it('shows progress while downloading, and an unfinished one as failed', () => {
    expect(episodeState(record(1, 1, 10, 'downloading'), { done: 25, total: 100 })).toEqual({
      kind: 'downloading',
      percent: 25,
    });
    expect(episodeState(record(1, 1, 10, 'downloading'), undefined)).toEqual({ kind: 'failed' });
    expect(episodeState(record(1, 1, 10, 'failed'), undefined)).toEqual({ kind: 'failed' });
    expect(episodeState(record(1, 1, 10), undefined)).toEqual({ kind: 'done' });
  });

  it('says why one stopped when the device was full', () => {
    const full = { ...record(1, 1, 10, 'failed'), failure: 'storage' };
    expect(episodeState(full, undefined)).toEqual({ kind: 'failed', reason: 'storage' });
  });

  it('writes episode numbers as short ranges', () => {
    expect(episodeRanges([5, 1, 2, 3, 8, 9, 3])).toEqual(['1–3', '5', '8–9']);
    expect(episodeRanges([])).toEqual([]);
  });

  it('counts the days left, never below one', () => {
    expect(daysLeft(7 * DAY, 0)).toBe(7);
    expect(daysLeft(7 * DAY, 6.5 * DAY)).toBe(1);
    expect(daysLeft(7 * DAY, 7 * DAY)).toBe(1);
  });
});

describe('downloadsShare', () => {
  it("is the downloads' part of the site's space: none at 0 B", () => {
    expect(downloadsShare(0, { usage: 40, free: 960 })).toBe(0);
    expect(downloadsShare(100, { usage: 140, free: 860 })).toBe(10);
    // A list ahead of the browser's estimate still stays within the bar.
    expect(downloadsShare(500, { usage: 0, free: 0 })).toBe(100);
    expect(downloadsShare(0, { usage: 0, free: 0 })).toBe(0);
  });
});
