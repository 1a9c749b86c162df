/**
 * One file in the field `file` of a multipart request: the viewer's uploads (POST
 * /api/comm/upload, POST /feedback/image). Multipart is accepted only in the scope that
 * registers it (`acceptOneFile`), so every other route still refuses anything but JSON with
 * 415. The parser's own failures become the envelope's answers: a file over 10 MB 413, a
 * malformed body 400, no file or more parts than a file and its fields 601.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '#shared/contract/upload.ts';
import { ApiError } from '../api-error.ts';

/** Room for the multipart framing around the largest accepted file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function tooLargeError(): ApiError {
  return new ApiError('payloadTooLarge', { size: UPLOAD_MAX_MB }, 'upload_too_large');
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : '';
}

function isFileTooLarge(error: unknown): boolean {
  return errorCode(error) === 'FST_REQ_FILE_TOO_LARGE';
}

/** More parts or fields than one file and its few fields: a request of another shape, not a big one. */
function isTooManyParts(error: unknown): boolean {
  return ['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_FILES_LIMIT'].includes(errorCode(error));
}

/** @fastify/multipart's own errors (wrong type, too many parts...), which the error handler maps. */
function isFastifyError(error: unknown): boolean {
  return errorCode(error).startsWith('FST_');
}

/** Registers the multipart parser in `scope` (an encapsulated plugin), for one file of 10 MB. */
export async function acceptOneFile(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
}

/** The bytes of the file in the field `file` (else 601), read whole: at most 10 MB (else 413). */
export async function readOneFile(request: FastifyRequest): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLargeError();
  try {
    const file = await request.file();
    if (!file || file.fieldname !== UPLOAD_FIELD) throw new ApiError('validation', {}, 'upload_missing');
    return await file.toBuffer();
  } catch (error) {
    if (isFileTooLarge(error)) throw tooLargeError();
    if (isTooManyParts(error)) throw new ApiError('validation', {}, 'upload_one_file');
    if (error instanceof ApiError || isFastifyError(error)) throw error;
    // The multipart parser's own errors (no boundary, a body cut short): a malformed request.
    throw new ApiError('badRequest');
  }
}
