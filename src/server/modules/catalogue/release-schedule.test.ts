import { describe, expect, it } from 'vitest';
import { checkReleasePlan, releaseTimes, zonedTimeToUtc, zoneOffsetMs } from './release-schedule.ts';

const iso = (dates: Date[]): string[] => dates.map((d) => d.toISOString());

describe('release schedule', () => {
  it('releases N a day at the wall time of the zone, from the first day', () => {
    const times = releaseTimes(
      { perDay: 2, time: '20:00', timeZone: 'Asia/Bangkok', fromDate: '2026-12-01' },
      5,
    );
    expect(iso(times)).toEqual([
      '2026-12-01T13:00:00.000Z',
      '2026-12-01T13:00:00.000Z',
      '2026-12-02T13:00:00.000Z',
      '2026-12-02T13:00:00.000Z',
      '2026-12-03T13:00:00.000Z',
    ]);
  });

  it('keeps the wall time across a daylight-saving change and across month ends', () => {
    const times = releaseTimes(
      { perDay: 1, time: '19:30', timeZone: 'America/New_York', fromDate: '2026-03-07' },
      3,
    );
    // EST (-5) on the 7th, EDT (-4) from the 8th.
    expect(iso(times)).toEqual([
      '2026-03-08T00:30:00.000Z',
      '2026-03-08T23:30:00.000Z',
      '2026-03-09T23:30:00.000Z',
    ]);
    const endOfMonth = releaseTimes({ perDay: 1, time: '00:00', timeZone: 'UTC', fromDate: '2026-01-31' }, 2);
    expect(iso(endOfMonth)).toEqual(['2026-01-31T00:00:00.000Z', '2026-02-01T00:00:00.000Z']);
  });

  it('moves a wall time inside the spring-forward gap past it, and takes the first of two', () => {
    // 02:30 does not exist in New York on 2026-03-08: it moves on by the hour, to 03:30 EDT.
    expect(new Date(zonedTimeToUtc(Date.UTC(2026, 2, 8, 2, 30), 'America/New_York')).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 01:30 happens twice on 2026-11-01: the first (EDT, -4) is 05:30Z.
    expect(new Date(zonedTimeToUtc(Date.UTC(2026, 10, 1, 1, 30), 'America/New_York')).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('reads offsets east and west, with half hours', () => {
    expect(zoneOffsetMs(Date.UTC(2026, 5, 1), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
    expect(zoneOffsetMs(Date.UTC(2026, 5, 1), 'America/Los_Angeles')).toBe(-7 * 3_600_000);
  });

  it('names what is wrong with a plan', () => {
    const ok = { perDay: 1, time: '08:00', timeZone: 'Asia/Jakarta', fromDate: '2026-12-01' };
    expect(checkReleasePlan(ok)).toBeUndefined();
    expect(checkReleasePlan({ ...ok, perDay: 0 })).toBe('per_day');
    expect(checkReleasePlan({ ...ok, perDay: 1.5 })).toBe('per_day');
    expect(checkReleasePlan({ ...ok, time: '24:00' })).toBe('time');
    expect(checkReleasePlan({ ...ok, time: '8:00' })).toBe('time');
    expect(checkReleasePlan({ ...ok, timeZone: 'Mars/Olympus' })).toBe('time_zone');
    expect(checkReleasePlan({ ...ok, fromDate: '2026-02-30' })).toBe('from_date');
    expect(() => releaseTimes({ ...ok, time: 'noon' }, 1)).toThrow(RangeError);
  });
});
