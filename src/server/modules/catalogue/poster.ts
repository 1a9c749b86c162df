/**
 * Series posters from the console (issue 17): the operator's image, judged by decoding it, cut
 * to the crop they chose (in the image's own pixels, after its EXIF rotation), which must have
 * the app's 3:4 card shape, and stored as a 600 x 800 WebP without metadata under
 * media/posters/, named by its content so the URL can be cached for good.
 */
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { POSTER_HEIGHT, POSTER_WIDTH } from '#shared/contract/console-catalogue.ts';
import { ApiError } from '../../api-error.ts';
import type { MediaStore } from '../media/store/media-store.ts';

const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);
const MAX_INPUT_PIXELS = 64_000_000;
/** How far a crop may be from 3:4 (rounding of a hand-dragged box). */
const ASPECT_TOLERANCE = 0.02;

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

function invalid(field: string): ApiError {
  return new ApiError('validation', { field }, 'validation_field');
}

/** The crop fields of the form, as whole pixels. */
export function parseCrop(fields: Record<string, string | undefined>): Crop {
  const crop = { x: 0, y: 0, width: 0, height: 0 };
  for (const key of Object.keys(crop) as (keyof Crop)[]) {
    const value = Number(fields[key]);
    if (fields[key] === undefined || fields[key] === '' || !Number.isFinite(value) || value < 0)
      throw invalid(key);
    crop[key] = Math.round(value);
  }
  if (crop.width < 1 || crop.height < 1) throw invalid('width');
  return crop;
}

export async function makePoster(bytes: Buffer, crop: Crop): Promise<Buffer> {
  let image: Sharp;
  let width: number;
  let height: number;
  try {
    image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height)
      throw invalid('file');
    // Width and height as the picture is seen (EXIF orientations 5 to 8 turn it a quarter).
    const turned = (meta.orientation ?? 1) >= 5;
    width = turned ? meta.height : meta.width;
    height = turned ? meta.width : meta.height;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid('file');
  }
  if (crop.x + crop.width > width || crop.y + crop.height > height) throw invalid('x');
  const aspect = crop.width / crop.height / (POSTER_WIDTH / POSTER_HEIGHT);
  if (Math.abs(aspect - 1) > ASPECT_TOLERANCE) throw invalid('height');
  return image
    .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
    .resize(POSTER_WIDTH, POSTER_HEIGHT, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
}

/** Stores the poster under posters/ of the media store and answers its media path. */
export async function storePoster(store: MediaStore, slug: string, webp: Buffer): Promise<string> {
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 12);
  const relative = `posters/${slug}-${hash}.webp`;
  await store.put(relative, webp);
  return relative;
}
