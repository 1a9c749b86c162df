import { describe, expect, it } from 'vitest';
import { rangeProblem, withinLongest } from './range.ts';

describe("the dashboard's range", () => {
  it('takes an ordered range of at most 400 days, and none at all (the default)', () => {
    expect(rangeProblem(null, null)).toBeUndefined();
    expect(rangeProblem('2026-11-01', '2026-11-01')).toBeUndefined();
    expect(rangeProblem('2025-10-25', '2026-11-28')).toBeUndefined();
  });

  it('says why it cannot show a range', () => {
    expect(rangeProblem('2016-01-01', '2026-11-28')).toBe('too_long');
    expect(rangeProblem('2025-10-24', '2026-11-28')).toBe('too_long');
    expect(rangeProblem('2026-12-01', '2026-11-01')).toBe('reversed');
    expect(rangeProblem('2026-02-30', '2026-03-01')).toBe('invalid');
    expect(rangeProblem('2026-11-01', null)).toBe('invalid');
  });

  it('keeps a picked day within 400 days of the other end', () => {
    expect(withinLongest('2026-11-28', '2025-10-25')).toBe(true);
    expect(withinLongest('2026-11-28', '2025-10-24')).toBe(false);
    expect(withinLongest('2025-10-24', '2026-11-28')).toBe(false);
  });
});
