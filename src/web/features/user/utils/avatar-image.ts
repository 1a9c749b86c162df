/**
 * The browser-side checks of an avatar before it is uploaded (SPEC 5): an image, at most
 * 10 MB, square, at least 100 by 100. The server checks the same again on the bytes.
 */
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_SIDE } from '#shared/contract/upload.ts';

export type AvatarProblem = 'format' | 'too_large' | 'not_square' | 'too_small';

export interface ImageSize {
  width: number;
  height: number;
}

/** What is wrong with an image of this size (null: fine). */
export function checkAvatarSize(size: ImageSize): AvatarProblem | null {
  if (size.width !== size.height) return 'not_square';
  if (size.width < UPLOAD_MIN_SIDE) return 'too_small';
  return null;
}

/** What is wrong with the file before decoding it: its declared type and its size. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarProblem | null {
  if (file.type !== '' && !file.type.startsWith('image/')) return 'format';
  if (file.size > UPLOAD_MAX_BYTES) return 'too_large';
  return null;
}

/**
 * The size of the image as it will be shown (EXIF orientation applied), decoded by the
 * browser; null when the file is not an image the browser can read.
 */
export async function readImageSize(file: Blob): Promise<ImageSize | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      // Older engines reject some options or formats: try an <img> next.
    }
  }
  if (typeof Image !== 'function' || typeof URL.createObjectURL !== 'function') return null;
  const url = URL.createObjectURL(file);
  try {
    return await new Promise<ImageSize | null>((resolve) => {
      const image = new Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => resolve(null);
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Every check in order: the file, then its decoded size. */
export async function checkAvatar(file: File): Promise<AvatarProblem | null> {
  const fileProblem = checkAvatarFile(file);
  if (fileProblem) return fileProblem;
  const size = await readImageSize(file);
  if (!size) return 'format';
  return checkAvatarSize(size);
}
