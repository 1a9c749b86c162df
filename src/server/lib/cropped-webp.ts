/**
 * An operator's picture cut to a fixed shape and stored as WebP (issue 17: series posters,
 * home banners): the image is judged by decoding it, cut to the crop they chose (in the
 * image's own pixels, after its EXIF rotation), which must have the target's shape, resized,
 * written without metadata; the caller stores it (catalogue/poster.ts, named by its content, so
 * the URL can be cached for good).
 */
import sharp, { type Sharp } from 'sharp';
import { ApiError } from '../api-error.ts';

const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);
const MAX_INPUT_PIXELS = 64_000_000;
/** How far a crop may be from the target's shape (rounding of a hand-dragged box). */
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

/** The picture cut to `crop` (of the target's shape, else 601) and resized to `size`, as WebP. */
export async function cropToWebp(
  bytes: Buffer,
  crop: Crop,
  size: { width: number; height: number },
): Promise<Buffer> {
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
  const aspect = crop.width / crop.height / (size.width / size.height);
  if (Math.abs(aspect - 1) > ASPECT_TOLERANCE) throw invalid('height');
  return image
    .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
    .resize(size.width, size.height, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
}
