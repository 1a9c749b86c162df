/**
 * Series posters from the console (issue 17): the operator's picture cut to the app's 3:4 card
 * shape and stored as a 600 x 800 WebP under media/posters/ (lib/cropped-webp.ts).
 */
import { POSTER_HEIGHT, POSTER_WIDTH } from '#shared/contract/console-catalogue.ts';
import { cropToWebp, parseCrop, storeWebp, type Crop } from '../../lib/cropped-webp.ts';

export { parseCrop, type Crop };

export async function makePoster(bytes: Buffer, crop: Crop): Promise<Buffer> {
  return cropToWebp(bytes, crop, { width: POSTER_WIDTH, height: POSTER_HEIGHT });
}

/** Writes the poster under mediaRoot/posters (write, then rename) and answers its media path. */
export async function storePoster(mediaRoot: string, slug: string, webp: Buffer): Promise<string> {
  return storeWebp(mediaRoot, slug, webp);
}
