/**
 * Series posters from the console (issue 17): the operator's picture cut to the app's 3:4 card
 * shape and stored as a 600 x 800 WebP under media/posters/ (lib/cropped-webp.ts).
 */
import { POSTER_HEIGHT, POSTER_WIDTH } from '#shared/contract/console-catalogue.ts';
import { createHash } from 'node:crypto';
import { cropToWebp, parseCrop, type Crop } from '../../lib/cropped-webp.ts';
import type { MediaStore } from '../media/store/media-store.ts';

export { parseCrop, type Crop };

export async function makePoster(bytes: Buffer, crop: Crop): Promise<Buffer> {
  return cropToWebp(bytes, crop, { width: POSTER_WIDTH, height: POSTER_HEIGHT });
}

/**
 * Stores a picture (a poster, a banner image) as posters/<prefix>-<hash>.webp in the media
 * store, named by its content, and answers its media path.
 */
export async function storePoster(store: MediaStore, prefix: string, webp: Buffer): Promise<string> {
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 12);
  const relative = `posters/${prefix}-${hash}.webp`;
  await store.put(relative, webp);
  return relative;
}
