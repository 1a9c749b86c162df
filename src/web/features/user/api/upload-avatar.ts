/** POST /api/comm/upload: one image in the multipart field `file` (SPEC 7). */
import { UPLOAD_FIELD, type UploadData } from '#shared/contract/upload.ts';
import { apiUpload, type RequestOptions } from '#web/lib/api-client.ts';

export function uploadAvatar(
  file: Blob,
  fileName: string,
  options: RequestOptions = {},
): Promise<UploadData> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, fileName);
  return apiUpload('upload', form, options);
}
