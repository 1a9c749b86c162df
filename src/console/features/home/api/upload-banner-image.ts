/**
 * POST /console-api/home/banner-image: the picked image (multipart `file`) and the 16:9 crop in
 * its natural pixels (fields x, y, width, height) → { image, url }: the stored WebP, which a
 * banner then names. The crop dialog shows a refusal.
 */
import { useMutation } from '@tanstack/react-query';
import { bannerImage } from '#shared/contract/console-home.ts';
import { imageForm, type ImageUpload } from '#console/components/image-crop-dialog.tsx';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';

export function uploadBannerImage(upload: ImageUpload) {
  return consoleRequest('POST', '/home/banner-image', { schema: bannerImage, form: imageForm(upload) });
}

export function useUploadBannerImage() {
  return useMutation({ mutationFn: uploadBannerImage, meta: INLINE_ERRORS });
}
