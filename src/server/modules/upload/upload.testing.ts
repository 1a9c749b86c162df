/**
 * Test helpers for the upload endpoint: a multipart request signed as the web client signs
 * it (method, path and time over an empty payload), and real images made with sharp.
 */
import type { FastifyInstance } from 'fastify';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { API_PREFIX } from '#shared/constants.ts';
import { endpoints } from '#shared/contract/endpoints.ts';
import { signRequest } from '#shared/signing.ts';
import { TEST_SIGN_KEY, type CallResult } from '../../testing/build-test-app.ts';

export interface UploadOptions {
  token?: string;
  /** Send the token only as `Authorization: Bearer` (as the upload's own auth). */
  bearer?: boolean;
  language?: number;
  field?: string;
  fileName?: string;
  contentType?: string;
  signKey?: string;
  /** Another endpoint taking one file (POST /feedback/image); default /api/comm/upload. */
  path?: string;
  /** The signed time (seconds); default now. */
  time?: number;
  /** The caller's address (each has its own upload limit). */
  remoteAddress?: string;
}

export function multipartBody(
  bytes: Buffer,
  options: { field?: string; fileName?: string; contentType?: string } = {},
): { body: Buffer; contentType: string } {
  const boundary = `----enjoy-test-${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.fileName ?? 'avatar.png'}"\r\n` +
    `Content-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function uploadFile(
  app: FastifyInstance,
  bytes: Buffer,
  options: UploadOptions = {},
): Promise<CallResult> {
  const { body, contentType } = multipartBody(bytes, options);
  return uploadRaw(app, body, contentType, options);
}

/** Any body under any content type to the upload endpoint, signed and authenticated as uploadFile's. */
export async function uploadRaw(
  app: FastifyInstance,
  body: Buffer,
  contentType: string,
  options: UploadOptions = {},
): Promise<CallResult> {
  const path = options.path ?? endpoints.upload.path;
  const time = options.time ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    'content-type': contentType,
    language: String(options.language ?? 3),
    time: String(time),
    sign: signRequest({ key: options.signKey ?? TEST_SIGN_KEY, method: 'POST', path, time, payload: '' }),
  };
  if (options.token) {
    if (options.bearer) headers.authorization = `Bearer ${options.token}`;
    else headers.token = options.token;
  }
  const raw = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}${path}`,
    payload: body,
    headers,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  let parsed: CallResult['body'];
  try {
    parsed = JSON.parse(raw.body) as CallResult['body'];
  } catch {
    parsed = { code: -1, msg: raw.body.slice(0, 200), data: null };
  }
  return { status: raw.statusCode, body: parsed, raw };
}

/** A gradient of the given size, so it does not compress to nothing (sharp, not encoded yet). */
export function gradient(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i * 7) % 256;
    pixels[i * 3 + 1] = Math.floor(i / width) % 256;
    pixels[i * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A real image of the given size (a gradient, so it does not compress to nothing). */
export function makeImage(
  width: number,
  height: number,
  options: { format?: 'png' | 'jpeg' | 'gif'; exif?: boolean } = {},
): Promise<Buffer> {
  let image = gradient(width, height);
  if (options.exif) {
    image = image.withExif({ IFD0: { Copyright: 'test-copyright', Artist: 'someone' } });
  }
  return image.toFormat(options.format ?? 'png').toBuffer();
}

/**
 * A real PNG of the given size, black and white at one bit a pixel (rows of zeros compress to
 * almost nothing), written directly: sharp takes seconds to encode a picture of 16000 by 16000.
 */
export function makeBilevelPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), deflate, filter 0, no interlace
  // Each row: filter byte 0, then width bits of black.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
