/**
 * The browser side of an avatar (SPEC 5: the uploaded file is a JPEG, PNG or WebP image of at
 * most 10 MB, square, at least 100 by 100; the server checks the same again on the bytes). A
 * photo that is not square is not refused: the viewer crops a square out of it
 * (react-easy-crop) and this file cuts that square out of the decoded photo with a canvas.
 * Another format (GIF, HEIC, SVG...) is refused when picked, before any preview or upload, as
 * the server would refuse it; the file's first bytes decide, as they do on the server.
 */
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_SIDE, UPLOAD_SUFFIXES } from '#shared/contract/upload.ts';

export type AvatarProblem = 'format' | 'too_large' | 'too_small';

export interface ImageSize {
  width: number;
  height: number;
}

/** A square inside the photo, in the photo's pixels (orientation applied). */
export interface SquareRect {
  x: number;
  y: number;
  side: number;
}

/** A crop as the cropper reports it, in the photo's pixels (not always exactly square). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The cut square is scaled down to at most this many pixels a side (the server keeps 512). */
export const CROP_OUTPUT_MAX = 1024;
/** The cropper's zoom limit, also for a large photo. */
const CROP_ZOOM_LIMIT = 4;

/** What is wrong with an image of this size (null: fine, square or to be cropped). */
export function checkAvatarSize(size: ImageSize): AvatarProblem | null {
  if (Math.min(size.width, size.height) < UPLOAD_MIN_SIDE) return 'too_small';
  return null;
}

export function isSquare(size: ImageSize): boolean {
  return size.width === size.height;
}

/** The image formats the server takes (UPLOAD_SUFFIXES: jpg and jpeg are both JPEG). */
export type AvatarFormat = 'jpeg' | 'png' | 'webp';
const AVATAR_TYPES: Readonly<Record<string, AvatarFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The file picker's `accept`: the types the server takes and their suffixes (a phone offers
 * only those; iOS hands a HEIC photo over as a JPEG then).
 */
export const AVATAR_ACCEPT = [...Object.keys(AVATAR_TYPES), ...UPLOAD_SUFFIXES.map((s) => `.${s}`)].join(',');

/** What is wrong with the file before decoding it: its declared type and its size. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarProblem | null {
  if (file.type !== '' && AVATAR_TYPES[file.type] === undefined) return 'format';
  if (file.size > UPLOAD_MAX_BYTES) return 'too_large';
  return null;
}

/** The format the first bytes of a file say it is (null: none the server takes). */
export function formatOfBytes(head: Uint8Array): AvatarFormat | null {
  const at = (offset: number, bytes: readonly number[]): boolean =>
    bytes.every((byte, i) => head[offset + i] === byte);
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}

/** The file's first 12 bytes (a GIF renamed .jpg is still a GIF); null when it cannot be read. */
async function headOf(file: Blob): Promise<Uint8Array | null> {
  try {
    const part = file.slice(0, 12);
    const buffer =
      typeof part.arrayBuffer === 'function'
        ? await part.arrayBuffer()
        : await new Response(part).arrayBuffer();
    return new Uint8Array(buffer);
  } catch {
    return null;
  }
}

interface Decoded {
  image: CanvasImageSource;
  size: ImageSize;
  release: () => void;
}

/**
 * Decodes the photo as it is shown (EXIF orientation applied, as the cropper's <img> shows it);
 * null when the browser cannot read it.
 */
async function decode(file: Blob): Promise<Decoded | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return {
        image: bitmap,
        size: { width: bitmap.width, height: bitmap.height },
        release: () => bitmap.close(),
      };
    } catch {
      // Older engines reject some options or formats: try an <img> next.
    }
  }
  if (typeof Image !== 'function' || typeof URL.createObjectURL !== 'function') return null;
  const url = URL.createObjectURL(file);
  const image = await new Promise<HTMLImageElement | null>((resolve) => {
    const element = new Image();
    element.onload = () => resolve(element);
    element.onerror = () => resolve(null);
    element.src = url;
  });
  if (!image) {
    URL.revokeObjectURL(url);
    return null;
  }
  return {
    image,
    size: { width: image.naturalWidth, height: image.naturalHeight },
    release: () => URL.revokeObjectURL(url),
  };
}

/** The size of the image as it will be shown; null when the file is not an image the browser can read. */
export async function readImageSize(file: Blob): Promise<ImageSize | null> {
  const decoded = await decode(file);
  if (!decoded) return null;
  decoded.release();
  return decoded.size;
}

/** Every check in order, the file, then its decoded size: a problem, or the size to show or crop. */
export async function checkAvatar(file: File): Promise<{ problem: AvatarProblem } | { size: ImageSize }> {
  const fileProblem = checkAvatarFile(file);
  if (fileProblem) return { problem: fileProblem };
  const head = await headOf(file);
  if (head && formatOfBytes(head) === null) return { problem: 'format' };
  const size = await readImageSize(file);
  if (!size) return { problem: 'format' };
  const sizeProblem = checkAvatarSize(size);
  return sizeProblem ? { problem: sizeProblem } : { size };
}

/** How far the cropper may zoom in so that the chosen square keeps at least 100 pixels a side. */
export function maxCropZoom(size: ImageSize): number {
  return Math.max(1, Math.min(CROP_ZOOM_LIMIT, Math.min(size.width, size.height) / UPLOAD_MIN_SIDE));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * The cropper's area as an exact square of whole pixels inside the photo, at least 100 a side
 * (the cropper's area can be a pixel off square, or a hair outside the photo, after rounding).
 */
export function squareIn(area: CropArea, size: ImageSize): SquareRect {
  const fits = Math.min(size.width, size.height);
  const side = clamp(Math.round(Math.min(area.width, area.height)), Math.min(UPLOAD_MIN_SIDE, fits), fits);
  return {
    x: clamp(Math.round(area.x), 0, size.width - side),
    y: clamp(Math.round(area.y), 0, size.height - side),
    side,
  };
}

/** The side of the file made from a square: as cut, scaled down to at most 1024. */
export function outputSide(rect: SquareRect): number {
  return Math.min(rect.side, CROP_OUTPUT_MAX);
}

/**
 * Cuts the square out of the photo into a new image file (WebP where the browser encodes it,
 * else PNG): equal width and height, at least 100, at most 1024.
 */
export async function cropSquare(file: Blob, rect: SquareRect): Promise<Blob> {
  const decoded = await decode(file);
  if (!decoded) throw new Error('the photo cannot be decoded');
  try {
    const side = outputSide(rect);
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(decoded.image, rect.x, rect.y, rect.side, rect.side, 0, 0, side, side);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('the square cannot be encoded'))),
        'image/webp',
        0.92,
      ),
    );
  } finally {
    decoded.release();
  }
}
