/**
 * One file and a few text fields from a multipart form (@fastify/multipart registered in the
 * route's scope), for the console's uploads (posters, subtitles). The parser's own failures
 * become the envelope's answers: a file over the limit 413, a malformed body 400, no file 601.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../api-error.ts';

export interface MultipartForm {
  bytes: Buffer;
  filename: string;
  fields: Record<string, string>;
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number },
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField)
          throw new ApiError('validation', { field: part.fieldname }, 'validation_field');
        file = { bytes: await part.toBuffer(), filename: part.filename };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(
        'payloadTooLarge',
        { size: Math.max(1, Math.round(options.maxBytes / 1024 / 1024)) },
        'upload_too_large',
      );
    if (errorCode(error).startsWith('FST_')) throw error;
    throw new ApiError('badRequest');
  }
  if (!file) throw new ApiError('validation', { field: options.fileField }, 'validation_field');
  return { ...file, fields };
}
