/**
 * Every fuzz target of the soak can make cases: a generator that can never satisfy its own
 * filter (a pattern with a long minimum length) spins forever inside fast-check, and the soak
 * then hangs before its first request with nothing printed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allTargets } from './index.ts';

describe('soak fuzz targets', () => {
  const targets = allTargets();

  it('cover the table and the routes outside it', () => {
    expect(targets.length).toBeGreaterThan(80);
    expect(new Set(targets.map((t) => t.name)).size).toBe(targets.length);
  });

  it.each(targets.map((t) => [t.name, t] as const))('%s makes 50 cases', (_name, target) => {
    const cases = fc.sample(target.arbitrary, { numRuns: 50, seed: 42 });
    expect(cases).toHaveLength(50);
    for (const make of cases) expect(typeof make).toBe('function');
  });
});
