/**
 * An audit row's entity_id in words (the audit log names an episode by its series and number,
 * not "Episode #99"): which ids a page of rows asks about, and each row's answer from what one
 * query found (audit.repository.ts `targets`). An episode deleted since is named from what the
 * row itself recorded: a delete's `before` and an upload's `after` hold `series_id` and `number`.
 */
import type { AuditTarget } from '#shared/contract/console-auth.ts';
import type { AuditRow, AuditTargetRow } from './audit.repository.ts';

const SERIES_ENTITIES: readonly string[] = ['series', 'drama'];

type Recorded = Pick<AuditRow, 'before' | 'after'>;

function idOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

function field(json: unknown, key: string): number | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  return idOf((json as Record<string, unknown>)[key]);
}

/** The series and number an episode row recorded (its before first, as a delete keeps it there). */
export function recordedEpisode(row: Recorded): { seriesId: number | null; number: number | null } {
  return {
    seriesId: field(row.before, 'series_id') ?? field(row.after, 'series_id'),
    number: field(row.before, 'number') ?? field(row.after, 'number'),
  };
}

/** The episode and series ids a page of rows names, each once. */
export function targetIds(rows: readonly AuditRow[]): { episodeIds: number[]; seriesIds: number[] } {
  const episodeIds = new Set<number>();
  const seriesIds = new Set<number>();
  for (const row of rows) {
    const id = idOf(row.entityId);
    if (row.entity === 'episode') {
      if (id !== null) episodeIds.add(id);
      const { seriesId } = recordedEpisode(row);
      if (seriesId !== null) seriesIds.add(seriesId);
    } else if (SERIES_ENTITIES.includes(row.entity) && id !== null) {
      seriesIds.add(id);
    }
  }
  return { episodeIds: [...episodeIds], seriesIds: [...seriesIds] };
}

/** A row's target from what the query found; null for the entities named by id alone. */
export function targetOf(row: AuditRow, found: readonly AuditTargetRow[]): AuditTarget | null {
  const id = idOf(row.entityId);
  if (row.entity === 'episode') {
    const now = id === null ? undefined : found.find((f) => f.episodeId === id);
    if (now) {
      return { series_id: now.seriesId, series_title: now.title, episode_number: now.number, deleted: false };
    }
    const recorded = recordedEpisode(row);
    const series = found.find((f) => f.seriesId === recorded.seriesId);
    return {
      series_id: recorded.seriesId,
      series_title: series?.title ?? null,
      episode_number: recorded.number,
      deleted: true,
    };
  }
  if (SERIES_ENTITIES.includes(row.entity) && id !== null) {
    const series = found.find((f) => f.seriesId === id);
    return { series_id: id, series_title: series?.title ?? null, episode_number: null, deleted: !series };
  }
  return null;
}
