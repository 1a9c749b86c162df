/**
 * Episode numbers in words: as runs in the language's list form ([1, 2, 3, 5] → "1–3 and 5"),
 * and the numbers a series skips (1 up to its last episode). Viewers go straight from the episode
 * before a gap to the one after it (the catalogue's playable rule stops only at an episode that
 * exists and is not ready or released), so the Episodes tab warns of them.
 */

/** Consecutive numbers as [first, last] pairs, in order. */
function runsOf(numbers: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else if (!last || n !== last[1]) runs.push([n, n]);
  }
  return runs;
}

/** Episode numbers as runs in the language's list form: [1, 2, 3, 5] → "1–3 and 5". */
export function numbersText(numbers: readonly number[], locale: string): string {
  const parts = runsOf(numbers).map(([from, to]) => (from === to ? String(from) : `${from}–${to}`));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}

/** The numbers from 1 to the last episode that no episode has. */
export function missingNumbers(numbers: readonly number[]): number[] {
  const present = new Set(numbers);
  const last = Math.max(0, ...numbers);
  return Array.from({ length: last }, (_, i) => i + 1).filter((n) => !present.has(n));
}
