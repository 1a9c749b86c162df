/**
 * POST /console-api/series/:id/poster: the picked image (multipart `file`) and the 3:4 crop in
 * its natural pixels (fields x, y, width, height) → the whole series with the stored WebP.
 */
import type { Crop } from '../lib/crop.ts';
import { seriesWrite, useSeriesWrite } from './get-series.ts';

export interface PosterUpload {
  file: Blob;
  fileName: string;
  crop: Crop;
}

export function uploadPoster(id: number, { file, fileName, crop }: PosterUpload) {
  const form = new FormData();
  // The fields first: the server reads them before the file's bytes.
  form.set('x', String(crop.x));
  form.set('y', String(crop.y));
  form.set('width', String(crop.width));
  form.set('height', String(crop.height));
  form.set('file', file, fileName);
  return seriesWrite('POST', `/series/${id}/poster`, undefined, form);
}

export function useUploadPoster(id: number) {
  return useSeriesWrite(id, (upload: PosterUpload) => uploadPoster(id, upload), { inline: true });
}
