import { describe, expect, it } from 'vitest';
import {
  decideSwipe,
  dragAxis,
  dragOffset,
  EDGE_RESISTANCE,
  velocityOf,
  WHEEL_STEP_PX,
  wheelStep,
  type SwipeRelease,
} from './swipe.ts';

const HEIGHT = 844;
const both = { hasPrev: true, hasNext: true };

function release(overrides: Partial<SwipeRelease>): SwipeRelease {
  return { deltaY: 0, velocityY: 0, height: HEIGHT, ...both, ...overrides };
}

describe('dragAxis', () => {
  it('waits until the finger leaves the slop circle', () => {
    expect(dragAxis(3, 4)).toBe('undecided');
    expect(dragAxis(0, -12)).toBe('vertical');
    expect(dragAxis(14, 5)).toBe('horizontal');
  });
});

describe('dragOffset', () => {
  it('follows the finger where there is a neighbour', () => {
    expect(dragOffset(-200, both, HEIGHT)).toBe(-200);
    expect(dragOffset(150, both, HEIGHT)).toBe(150);
  });

  it('resists past the first and the last episode', () => {
    expect(dragOffset(200, { hasPrev: false, hasNext: true }, HEIGHT)).toBe(200 * EDGE_RESISTANCE);
    expect(dragOffset(-200, { hasPrev: true, hasNext: false }, HEIGHT)).toBe(-200 * EDGE_RESISTANCE);
  });

  it('never moves more than one page', () => {
    expect(dragOffset(-5000, both, HEIGHT)).toBe(-HEIGHT);
  });
});

describe('velocityOf', () => {
  it('measures the last 100 ms only', () => {
    const samples = [
      { t: 0, y: 800 },
      { t: 300, y: 790 },
      { t: 350, y: 740 },
      { t: 400, y: 690 },
    ];
    expect(velocityOf(samples)).toBeCloseTo(-1, 5);
  });

  it('is 0 without movement over time', () => {
    expect(velocityOf([])).toBe(0);
    expect(velocityOf([{ t: 5, y: 100 }])).toBe(0);
  });
});

describe('decideSwipe', () => {
  it('goes to the next episode after a long drag up, the previous after a long drag down', () => {
    expect(decideSwipe(release({ deltaY: -HEIGHT * 0.25 }))).toBe(1);
    expect(decideSwipe(release({ deltaY: HEIGHT * 0.25 }))).toBe(-1);
  });

  it('snaps back after a short, slow drag', () => {
    expect(decideSwipe(release({ deltaY: -HEIGHT * 0.1, velocityY: -0.1 }))).toBe(0);
  });

  it('takes a short fast flick', () => {
    expect(decideSwipe(release({ deltaY: -40, velocityY: -0.9 }))).toBe(1);
    expect(decideSwipe(release({ deltaY: 40, velocityY: 0.9 }))).toBe(-1);
  });

  it('ignores a twitch, however fast', () => {
    expect(decideSwipe(release({ deltaY: -10, velocityY: -2 }))).toBe(0);
  });

  it('cancels when the finger flicks back against the drag', () => {
    expect(decideSwipe(release({ deltaY: -HEIGHT * 0.3, velocityY: 0.8 }))).toBe(0);
  });

  it('stays at the first and the last episode', () => {
    expect(decideSwipe(release({ deltaY: HEIGHT * 0.5, hasPrev: false }))).toBe(0);
    expect(decideSwipe(release({ deltaY: -HEIGHT * 0.5, hasNext: false }))).toBe(0);
  });
});

describe('wheelStep', () => {
  it('pages once the accumulated delta reaches a step', () => {
    expect(wheelStep(WHEEL_STEP_PX - 1)).toBe(0);
    expect(wheelStep(WHEEL_STEP_PX)).toBe(1);
    expect(wheelStep(-WHEEL_STEP_PX * 3)).toBe(-1);
  });
});
