/** The Downloads page's figures, pure: series groups, sizes, states and days left. */
import type { DownloadRecord } from '#web/lib/download-storage.ts';

export interface SeriesGroup {
  dramaId: number;
  title: string;
  episodes: DownloadRecord[];
  bytes: number;
}

/** Records grouped by series (in the order they come), episodes in number order. */
export function groupBySeries(records: readonly DownloadRecord[]): SeriesGroup[] {
  const groups = new Map<number, SeriesGroup>();
  for (const record of records) {
    let group = groups.get(record.dramaId);
    if (!group) {
      group = { dramaId: record.dramaId, title: record.dramaTitle, episodes: [], bytes: 0 };
      groups.set(record.dramaId, group);
    }
    group.episodes.push(record);
    group.bytes += record.bytes;
  }
  for (const group of groups.values()) group.episodes.sort((a, b) => a.number - b.number);
  return [...groups.values()];
}

/**
 * Why a download stopped, when the app knows: kept in its record beside the lib's fields
 * ('storage': the device had no room left, so trying again needs space first).
 */
export type DownloadFailure = 'storage';

export function failureOf(record: DownloadRecord): DownloadFailure | undefined {
  return (record as DownloadRecord & { failure?: unknown }).failure === 'storage' ? 'storage' : undefined;
}

export type EpisodeState =
  | { kind: 'done' }
  | { kind: 'downloading'; percent: number }
  /**
   * Failed, or left unfinished by a page that closed: it can be tried again (the row says
   * `downloads.failed_storage` for a `reason` of 'storage', else `downloads.failed`).
   */
  | { kind: 'failed'; reason?: DownloadFailure };

/** `live`: the progress of a download running on this device (this tab, another, the browser). */
export function episodeState(
  record: DownloadRecord,
  live: { done: number; total: number } | undefined,
): EpisodeState {
  if (live)
    return { kind: 'downloading', percent: live.total > 0 ? Math.floor((live.done / live.total) * 100) : 0 };
  if (record.status === 'done') return { kind: 'done' };
  const reason = failureOf(record);
  return reason ? { kind: 'failed', reason } : { kind: 'failed' };
}

/** Episode numbers as short ranges, in order: [1, 2, 3, 5] → ['1–3', '5']. */
export function episodeRanges(numbers: readonly number[]): string[] {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const ranges: string[] = [];
  let start = sorted[0];
  for (let i = 0; start !== undefined && i < sorted.length; i += 1) {
    const current = sorted[i] ?? start;
    const next = sorted[i + 1];
    if (next === current + 1) continue;
    ranges.push(current === start ? String(start) : `${start}–${current}`);
    start = next;
  }
  return ranges;
}

/** Whole days left before it expires (at least 1 while it is still there). */
export function daysLeft(expiresAt: number, nowMs: number): number {
  return Math.max(1, Math.ceil((expiresAt - nowMs) / 86_400_000));
}

/**
 * The storage bar's fill: the downloads' share of the space this site may use (what it keeps,
 * downloads included, plus what is left). The bar sits under "Downloads use", so it measures
 * the downloads alone: nothing filled at 0 B, whatever else the site keeps (app shell, posters).
 */
export function downloadsShare(downloadBytes: number, storage: { usage: number; free: number }): number {
  const total = Math.max(storage.usage, downloadBytes) + storage.free;
  if (downloadBytes <= 0 || total <= 0) return 0;
  return Math.min(100, (downloadBytes / total) * 100);
}
