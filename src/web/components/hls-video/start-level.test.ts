import { describe, expect, it } from 'vitest';
import { startLevelOf } from './start-level.ts';

describe('startLevelOf', () => {
  it('starts on the 540p rung of the ladder', () => {
    expect(startLevelOf([{ height: 640 }, { height: 960 }, { height: 1280 }])).toBe(1);
    expect(startLevelOf([{ height: 640 }, { height: 960 }])).toBe(1);
  });

  it('takes the tallest one below 540p, else the lowest', () => {
    expect(startLevelOf([{ height: 640 }])).toBe(0);
    expect(startLevelOf([{ height: 1280 }, { height: 1920 }])).toBe(0);
    expect(startLevelOf([{ height: 480 }, { height: 1280 }, { height: 720 }])).toBe(2);
  });

  it('leaves the choice to hls.js when the renditions are unknown', () => {
    expect(startLevelOf(undefined)).toBe(-1);
    expect(startLevelOf([])).toBe(-1);
    expect(startLevelOf([{}, {}])).toBe(0);
  });
});
