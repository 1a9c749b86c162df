/**
 * POST /api/comm/upload (SPEC 7): one image in the multipart field `file`, answered with the
 * upload result of SPEC 3. The defaults of SPEC 5: one file, at most 10 MB, at least 100 by
 * 100, an image of the accepted suffixes; avatars must be square.
 */
import { z } from 'zod';

export const UPLOAD_FIELD = 'file';
export const UPLOAD_MAX_MB = 10;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
export const UPLOAD_MIN_SIDE = 100;
/** The accepted suffixes, in the words of SPEC 5's message ('please upload {list} format file'). */
export const UPLOAD_SUFFIXES = ['jpg', 'jpeg', 'png', 'webp'] as const;
/** Stored avatars are re-encoded to WebP at most this many pixels a side. */
export const AVATAR_SIDE = 512;

/** The public address of a stored avatar: content-addressed, so it never changes. */
export const AVATAR_URL_RE = /^\/uploads\/avatars\/([0-9a-f]{64})\.webp$/;

/** SPEC 3 upload result. */
export const uploadData = z.object({
  fileName: z.string(),
  fileUrl: z.string(),
  /** MD5 (hex) of the stored bytes. */
  fileMd5: z.string(),
});
export type UploadData = z.infer<typeof uploadData>;
