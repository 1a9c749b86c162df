/**
 * The poster's crop: the app's 3:4 card shape (POSTER_WIDTH x POSTER_HEIGHT), as the server
 * wants it, in whole pixels of the picture as it is seen (EXIF rotation applied, as browsers
 * draw it), inside the picture.
 */
import { POSTER_HEIGHT, POSTER_WIDTH } from '#shared/contract/console-catalogue.ts';

export const POSTER_ASPECT = POSTER_WIDTH / POSTER_HEIGHT;

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A cropper's area (fractional pixels) as whole pixels inside a `width` x `height` picture,
 * kept at 3:4: the height follows the rounded width, and both shrink if the box would leave it.
 */
export function wholeCrop(area: Crop, size: { width: number; height: number }): Crop {
  let width = Math.max(1, Math.min(Math.round(area.width), size.width));
  let height = Math.round(width / POSTER_ASPECT);
  if (height > size.height) {
    height = size.height;
    width = Math.max(1, Math.round(height * POSTER_ASPECT));
  }
  const x = Math.min(Math.max(0, Math.round(area.x)), size.width - width);
  const y = Math.min(Math.max(0, Math.round(area.y)), size.height - height);
  return { x, y, width, height };
}
