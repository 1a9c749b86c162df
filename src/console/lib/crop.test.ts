import { describe, expect, it } from 'vitest';
import { BANNER_ASPECT, POSTER_ASPECT, wholeCrop } from './crop.ts';

describe('wholeCrop', () => {
  it('rounds to whole pixels at 3:4 inside the picture', () => {
    expect(
      wholeCrop(
        { x: 10.4, y: 20.6, width: 300.2, height: 400.3 },
        { width: 1000, height: 1000 },
        POSTER_ASPECT,
      ),
    ).toEqual({
      x: 10,
      y: 21,
      width: 300,
      height: 400,
    });
  });

  it('keeps the box inside a picture it would leave by rounding', () => {
    const crop = wholeCrop(
      { x: 700.6, y: 0, width: 299.6, height: 399.5 },
      { width: 1000, height: 400 },
      POSTER_ASPECT,
    );
    expect(crop.x + crop.width).toBeLessThanOrEqual(1000);
    expect(crop.y + crop.height).toBeLessThanOrEqual(400);
    expect(Math.abs(crop.width / crop.height / POSTER_ASPECT - 1)).toBeLessThan(0.02);
  });

  it('shrinks a box taller than the picture', () => {
    expect(
      wholeCrop({ x: 0, y: 0, width: 600, height: 800 }, { width: 600, height: 700 }, POSTER_ASPECT),
    ).toEqual({
      x: 0,
      y: 0,
      width: 525,
      height: 700,
    });
  });

  it('keeps a banner 16:9 inside a picture narrower than the box', () => {
    expect(
      wholeCrop({ x: 0, y: 0, width: 1600, height: 900 }, { width: 1200, height: 900 }, BANNER_ASPECT),
    ).toEqual({
      x: 0,
      y: 0,
      width: 1200,
      height: 675,
    });
  });
});
