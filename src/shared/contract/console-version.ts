/**
 * A console save names the version it edits (decision 0063). What the console loads to edit (a
 * package, a series' details) carries `version`, opaque to the console; the save sends it back;
 * the server refuses the save (601) when the record changed since, in the same transaction,
 * with the refusal's `data` saying so (`changedSince`) and naming the version stored now. A save
 * without one (a console older than this rule) is taken as before.
 */
import { z } from 'zod';

export const recordVersion = z.string().min(1).max(64);

/** The data of a save refused because the record changed since it was loaded. */
export const changedSince = z.object({
  changed_since: z.literal(true),
  /** The version stored now: a save naming it replaces what the other change wrote. */
  version: recordVersion,
});
export type ChangedSince = z.infer<typeof changedSince>;

/** The refusal's data when it says the record changed since it was loaded, else undefined. */
export function changedSinceOf(data: unknown): ChangedSince | undefined {
  const parsed = changedSince.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
