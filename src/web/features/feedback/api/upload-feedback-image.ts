/**
 * POST /feedback/image: one picture for a feedback in the multipart field `file` (decision
 * 0064). Answers its id (`fileName`), a signed address to show it (`fileUrl`) and its size;
 * the submit names the ids.
 */
import { UPLOAD_FIELD } from '#shared/contract/upload.ts';
import type { FeedbackImageUpload } from '#shared/contract/feedback.ts';
import { apiUpload, type RequestOptions } from '#web/lib/api-client.ts';

export function uploadFeedbackImage(
  file: Blob,
  fileName: string,
  options: RequestOptions = {},
): Promise<FeedbackImageUpload> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, fileName);
  return apiUpload('feedbackImage', form, options);
}
