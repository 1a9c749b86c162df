/**
 * An image's crop as the server wants it (posters 3:4, home banners 16:9), in whole pixels of
 * the picture as it is seen (EXIF rotation applied, as browsers draw it), inside the picture.
 */
import { POSTER_HEIGHT, POSTER_WIDTH } from '#shared/contract/console-catalogue.ts';
import { BANNER_HEIGHT, BANNER_WIDTH } from '#shared/contract/console-home.ts';

export const POSTER_ASPECT = POSTER_WIDTH / POSTER_HEIGHT;
export const BANNER_ASPECT = BANNER_WIDTH / BANNER_HEIGHT;

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A cropper's area (fractional pixels) as whole pixels inside a `width` x `height` picture,
 * kept at `aspect`: the height follows the rounded width, and both shrink if the box would
 * leave it.
 */
export function wholeCrop(area: Crop, size: { width: number; height: number }, aspect: number): Crop {
  let width = Math.max(1, Math.min(Math.round(area.width), size.width));
  let height = Math.round(width / aspect);
  if (height > size.height) {
    height = size.height;
    width = Math.max(1, Math.round(height * aspect));
  }
  const x = Math.min(Math.max(0, Math.round(area.x)), size.width - width);
  const y = Math.min(Math.max(0, Math.round(area.y)), size.height - height);
  return { x, y, width, height };
}
