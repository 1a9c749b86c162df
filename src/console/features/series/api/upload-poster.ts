/**
 * POST /console-api/series/:id/poster: the picked image (multipart `file`) and the 3:4 crop in
 * its natural pixels (fields x, y, width, height) → the whole series with the stored WebP.
 */
import { imageForm, type ImageUpload } from '#console/components/image-crop-dialog.tsx';
import { seriesWrite, useSeriesWrite } from './get-series.ts';

export function uploadPoster(id: number, upload: ImageUpload) {
  return seriesWrite('POST', `/series/${id}/poster`, undefined, imageForm(upload));
}

export function useUploadPoster(id: number) {
  return useSeriesWrite(id, (upload: ImageUpload) => uploadPoster(id, upload), { inline: true });
}
