/**
 * Which audit events record nothing: an edit whose after is its before. Pressing Save on a
 * banner or the settings without changing anything still writes (harmless; a package writes
 * nothing, so its version stays, decision 0063), but the log gets no "Changed" row with nothing
 * in it. Decided here, for every service, by the action:
 *
 * - only the edits of EDITS, which say what is there before and after, can be no-ops; every
 *   other action (create, delete, login, logout, reset, reply, refund, subtitle_replace, ...) is
 *   an event in itself and always recorded, whatever its before and after say;
 * - bookkeeping (when a row was last saved: `updatedAt`, `updated_at`) is not a change;
 * - a field absent on one side and empty on the other (null, [], {}) is not a change either
 *   (the settings' `replaced_keys: []` beside a before without it).
 *
 * Secret fields do count: a change of a password alone is recorded, though the row shows
 * neither value (audit.service.ts `redact`).
 */

/** The actions that only edit what is there, and say so in full before and after. */
const EDITS: ReadonlySet<string> = new Set([
  'update',
  'episode_update',
  'episode_order',
  'banner_order',
  'release_plan',
  'publish',
  'unpublish',
  'role_change',
]);

/** Fields that change with every save rather than with what was saved. */
const BOOKKEEPING: ReadonlySet<string> = new Set(['updatedAt', 'updated_at']);

const MAX_DEPTH = 8;

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && !(value instanceof Date) && Object.keys(value).length === 0;
}

/** `value` as compared: dates as instants, keys sorted, bookkeeping and empty fields left out. */
function comparable(value: unknown, depth = 0): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value ?? null;
  if (Array.isArray(value)) return value.map((item) => comparable(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const item: unknown = (value as Record<string, unknown>)[key];
    if (BOOKKEEPING.has(key) || typeof item === 'function') continue;
    const kept = comparable(item, depth + 1);
    if (!isEmpty(kept)) out[key] = kept;
  }
  return out;
}

/** True when the event is an edit that left everything as it was: no row for it. */
export function changedNothing(event: { action: string; before?: unknown; after?: unknown }): boolean {
  if (!EDITS.has(event.action)) return false;
  if (event.before === undefined || event.before === null) return false;
  if (event.after === undefined || event.after === null) return false;
  return JSON.stringify(comparable(event.before)) === JSON.stringify(comparable(event.after));
}
