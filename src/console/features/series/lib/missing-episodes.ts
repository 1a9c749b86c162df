/**
 * The episode numbers a series skips (1 up to its last episode): viewers go straight from the
 * episode before a gap to the one after it (the catalogue's playable rule stops only at an
 * episode that exists and is not ready or released), so the Episodes tab warns of them.
 */

/** Runs of missing numbers, as [first, last] pairs in order. */
export function missingRuns(numbers: readonly number[]): [number, number][] {
  const present = new Set(numbers);
  const last = Math.max(0, ...numbers);
  const runs: [number, number][] = [];
  for (let n = 1; n <= last; n += 1) {
    if (present.has(n)) continue;
    const run = runs.at(-1);
    if (run && run[1] === n - 1) run[1] = n;
    else runs.push([n, n]);
  }
  return runs;
}

/** "52–59, 61": the runs written for a sentence (an en dash within a run). */
export function runsText(runs: readonly [number, number][], separator = ', '): string {
  return runs.map(([a, b]) => (a === b ? String(a) : `${a}–${b}`)).join(separator);
}
