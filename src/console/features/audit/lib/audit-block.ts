/**
 * A user's block as the audit log shows it: who blocked by name (blocked_by is always the
 * operator who wrote the row, whose name the row carries), and its reason once (rows written
 * before the server stopped recording it twice hold it as both `reason` and `blocked_reason`).
 */
import type { AuditEntry } from '#shared/contract/console-auth.ts';
import { snakeOf, type FieldChange } from './audit-diff.ts';

const keyOf = (change: FieldChange) => snakeOf(change.segments.at(-1)?.key ?? '');
const isBlock = (entry: Pick<AuditEntry, 'entity' | 'action'>) =>
  entry.entity === 'user' && entry.action === 'block';

/** The changes to show: a block's `reason` left out where it repeats its blocked_reason. */
export function withoutRepeatedReason(entry: AuditEntry, changes: FieldChange[]): FieldChange[] {
  if (!isBlock(entry)) return changes;
  const blockedReason = changes.find((change) => keyOf(change) === 'blocked_reason')?.after;
  if (blockedReason === undefined || blockedReason === null) return changes;
  return changes.filter(
    (change) =>
      !(change.segments.length === 1 && keyOf(change) === 'reason' && change.after === blockedReason),
  );
}

/** The blocker's name for a blocked_by value that is the row's own operator; undefined otherwise. */
export function blockerName(entry: AuditEntry, change: FieldChange, value: unknown): string | undefined {
  if (entry.entity !== 'user' || keyOf(change) !== 'blocked_by') return undefined;
  return entry.operator_id !== null && value === entry.operator_id ? entry.operator_name : undefined;
}
