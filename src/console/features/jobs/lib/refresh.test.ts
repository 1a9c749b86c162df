import { describe, expect, it } from 'vitest';
import type { JobsResponse, StagedUploadsResponse, TranscodeItem } from '#shared/contract/console-jobs.ts';
import { BUSY_REFRESH_MS, IDLE_REFRESH_MS, refreshInterval } from './refresh.ts';

const item = { episode_id: 1, series_id: 2 } as TranscodeItem;
const jobs = (items: TranscodeItem[]): JobsResponse => ({
  counts: { working: items.length, failed: 0, done: 0 },
  queues: [],
  items,
  total: items.length,
});
const uploads = (count: number) => ({ items: Array.from({ length: count }) }) as StagedUploadsResponse;

describe('how often the jobs page asks again', () => {
  it('is quick while episodes are in progress in the open view', () => {
    expect(refreshInterval('working', jobs([item]), uploads(0))).toBe(BUSY_REFRESH_MS);
  });

  it('is quick while uploads arrive, whatever the view', () => {
    expect(refreshInterval('failed', jobs([]), uploads(1))).toBe(BUSY_REFRESH_MS);
    expect(refreshInterval('done', undefined, uploads(2))).toBe(BUSY_REFRESH_MS);
  });

  it('is slow when nothing moves: an empty working view, rows of failed or finished ones', () => {
    expect(refreshInterval('working', jobs([]), uploads(0))).toBe(IDLE_REFRESH_MS);
    expect(refreshInterval('failed', jobs([item]), uploads(0))).toBe(IDLE_REFRESH_MS);
    expect(refreshInterval('done', jobs([item]), undefined)).toBe(IDLE_REFRESH_MS);
    expect(IDLE_REFRESH_MS).toBe(30_000);
    expect(BUSY_REFRESH_MS).toBe(3_000);
  });
});
