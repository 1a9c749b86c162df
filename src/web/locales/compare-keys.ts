/** Key parity between a locale file and the reference (zh-Hant), shared by the CI script and the unit test. */

export interface KeyDiff {
  /** Keys of the reference that this locale lacks. */
  missing: string[];
  /** Keys this locale has that the reference does not. */
  extra: string[];
}

export function compareKeys(reference: Record<string, unknown>, other: Record<string, unknown>): KeyDiff {
  const ref = new Set(Object.keys(reference));
  const own = new Set(Object.keys(other));
  return {
    missing: [...ref].filter((key) => !own.has(key)).sort(),
    extra: [...own].filter((key) => !ref.has(key)).sort(),
  };
}

/** `{{name}}` placeholders of a message, sorted (a translation must keep the same ones). */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}
