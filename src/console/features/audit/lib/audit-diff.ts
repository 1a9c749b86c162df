/**
 * An audit row's before and after as a list of fields: nested objects flattened to paths of
 * keys (`texts › en › title`), a list of records with ids (a series' episodes) flattened per
 * record, so one episode's price shows as its own field; other lists and scalars compared as
 * whole values. Each field is added, removed, changed or unchanged; bookkeeping (ids, when a
 * row was saved: `isBookkeeping`) comes last. Pure, for the expandable row of the audit table;
 * audit-fields.ts names the fields, audit-values.ts writes their values.
 */

export type ChangeKind = 'added' | 'removed' | 'changed' | 'unchanged';

/** One step of a field's path: an object's key, or a record of a list by its id (`#12`). */
export interface Segment {
  key: string;
  /** A listed record's `number` (an episode's), which names it. */
  number?: number;
}

export interface FieldChange {
  /** The keys joined by dots, stable between before and after; '' when the row holds no object. */
  path: string;
  segments: Segment[];
  kind: ChangeKind;
  before?: unknown;
  after?: unknown;
  /** Bookkeeping rather than what the operator changed: shown last, muted. */
  bookkeeping: boolean;
}

interface Leaf {
  segments: Segment[];
  value: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list whose every item is a record with a numeric id: flattened per record. */
function isRecordList(value: unknown): value is Record<string, unknown>[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => isRecord(item) && typeof item.id === 'number')
  );
}

/** `appName` → `app_name`: the server records both spellings. */
export function snakeOf(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

const BOOKKEEPING: ReadonlySet<string> = new Set([
  'id',
  'updated_at',
  'reply_id',
  'image_url',
  'key',
  'series_id',
  'drama_id',
]);

/** Ids, derived addresses and save times: true of a field named so at any depth. */
export function isBookkeeping(segments: readonly Segment[]): boolean {
  const last = segments.at(-1);
  return last !== undefined && BOOKKEEPING.has(snakeOf(last.key));
}

/** Every leaf of a JSON value by its path (an empty object is a leaf of its own). */
export function flatten(value: unknown, prefix: Segment[] = [], into = new Map<string, Leaf>()) {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) flatten(child, [...prefix, { key }], into);
  } else if (isRecordList(value)) {
    for (const item of value) {
      const number = typeof item.number === 'number' ? { number: item.number } : {};
      flatten(item, [...prefix, { key: `#${String(item.id)}`, ...number }], into);
    }
  } else {
    into.set(prefix.map((segment) => segment.key).join('.'), { segments: prefix, value });
  }
  return into;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  return Array.isArray(value) ? value.length === 0 : isRecord(value) && Object.keys(value).length === 0;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const NOTHING = new Map<string, Leaf>();

/**
 * The fields of `before` and `after` in a stable order: the after's first, then removed ones,
 * bookkeeping last. A listed record is named as it is after (an episode by its new number).
 */
export function auditDiff(before: unknown, after: unknown): FieldChange[] {
  const old = before === null || before === undefined ? NOTHING : flatten(before);
  const now = after === null || after === undefined ? NOTHING : flatten(after);
  const changes: FieldChange[] = [];
  const push = (path: string, leaf: Leaf, change: Omit<FieldChange, 'path' | 'segments' | 'bookkeeping'>) =>
    changes.push({ path, segments: leaf.segments, bookkeeping: isBookkeeping(leaf.segments), ...change });
  // Of an edit, a field absent on one side and empty on the other did not change.
  const quiet = (value: unknown) => old !== NOTHING && now !== NOTHING && isEmpty(value);
  for (const [path, leaf] of now) {
    const was = old.get(path);
    if (!was && quiet(leaf.value)) push(path, leaf, { kind: 'unchanged', after: leaf.value });
    else if (!was) push(path, leaf, { kind: 'added', after: leaf.value });
    else if (same(was.value, leaf.value))
      push(path, leaf, { kind: 'unchanged', before: leaf.value, after: leaf.value });
    else push(path, leaf, { kind: 'changed', before: was.value, after: leaf.value });
  }
  for (const [path, leaf] of old) {
    if (now.has(path)) continue;
    if (quiet(leaf.value)) push(path, leaf, { kind: 'unchanged', before: leaf.value });
    else push(path, leaf, { kind: 'removed', before: leaf.value });
  }
  return [...changes.filter((c) => !c.bookkeeping), ...changes.filter((c) => c.bookkeeping)];
}
