/**
 * An audit row's before and after as a readable list of fields: nested objects flattened to
 * dotted paths (`texts.en.title`), arrays and scalars compared as values, each field marked
 * added, removed, changed or unchanged. Pure, for the expandable row of the audit table.
 */

export type ChangeKind = 'added' | 'removed' | 'changed' | 'unchanged';

export interface FieldChange {
  /** Dotted path of the field; '' when before/after are not objects. */
  path: string;
  kind: ChangeKind;
  before?: unknown;
  after?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every leaf of a JSON value by its dotted path (an empty object is a leaf of its own). */
export function flatten(
  value: unknown,
  prefix = '',
  into = new Map<string, unknown>(),
): Map<string, unknown> {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields of `before` and `after` in a stable order (the after's first, then removed ones). */
export function auditDiff(before: unknown, after: unknown): FieldChange[] {
  const old = before === null || before === undefined ? new Map<string, unknown>() : flatten(before);
  const now = after === null || after === undefined ? new Map<string, unknown>() : flatten(after);
  const changes: FieldChange[] = [];
  for (const [path, value] of now) {
    if (!old.has(path)) changes.push({ path, kind: 'added', after: value });
    else if (same(old.get(path), value))
      changes.push({ path, kind: 'unchanged', before: value, after: value });
    else changes.push({ path, kind: 'changed', before: old.get(path), after: value });
  }
  for (const [path, value] of old) {
    if (!now.has(path)) changes.push({ path, kind: 'removed', before: value });
  }
  return changes;
}

/** A field's value as text: strings as they are, everything else as JSON. */
export function formatValue(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
