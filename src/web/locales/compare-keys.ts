/** Key parity between a locale file and the reference (zh-Hant), shared by the CI script and the unit test. */

export interface KeyDiff {
  /** Keys of the reference that this locale lacks. */
  missing: string[];
  /** Keys this locale has that the reference does not. */
  extra: string[];
}

const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * The key a plural form belongs to (`drama.episodes_one` → `drama.episodes`) when the reference
 * has that key. A language whose grammar needs it adds its own forms (English "1 episode"),
 * i18next picks them by `count` and falls back to the key itself.
 */
export function pluralBase(key: string, reference: Record<string, unknown>): string | undefined {
  const base = PLURAL_SUFFIX.exec(key)?.[1];
  return base !== undefined && base in reference ? base : undefined;
}

export function compareKeys(reference: Record<string, unknown>, other: Record<string, unknown>): KeyDiff {
  const ref = new Set(Object.keys(reference));
  const own = new Set(Object.keys(other));
  return {
    missing: [...ref].filter((key) => !own.has(key)).sort(),
    extra: [...own].filter((key) => !ref.has(key) && pluralBase(key, reference) === undefined).sort(),
  };
}

/** The placeholder problem of one message against the reference, or undefined when it keeps them. */
export function placeholderProblem(
  key: string,
  value: string,
  reference: Record<string, unknown>,
): string | undefined {
  const base = key in reference ? key : pluralBase(key, reference);
  const refValue = base === undefined ? undefined : reference[base];
  if (typeof refValue !== 'string') return undefined;
  const want = placeholdersOf(refValue);
  const have = placeholdersOf(value);
  // A plural form may leave out what its words say ("Episode unlocked" for one).
  const ok = base === key ? want.join(',') === have.join(',') : have.every((name) => want.includes(name));
  return ok ? undefined : `has placeholders [${have.join(',')}], the reference [${want.join(',')}]`;
}

/**
 * `{{name}}` placeholders of a message, sorted (a translation must keep the same ones); a
 * format (`{{count, number}}`) is not part of the name.
 */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '').sort();
}
