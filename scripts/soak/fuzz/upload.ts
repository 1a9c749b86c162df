/**
 * The multipart endpoints (the avatar upload, feedback pictures): bodies right, truncated or
 * without a boundary, signed over "".
 */
import fc from 'fast-check';
import { API_PREFIX } from '#shared/constants.ts';
import { endpoints } from '#shared/contract/endpoints.ts';
import { apiHeaders, common, pickInstance } from './headers.ts';
import { harvestTable } from './table.ts';
import type { CaseFn, Target } from './target.ts';

function multipart(
  boundary: string,
  parts: { name: string; filename?: string; type?: string; data: Buffer }[],
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.type) head += `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'latin1'), part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The endpoints of the table that take one file as multipart instead of JSON. */
export const MULTIPART_ENDPOINTS = ['upload', 'feedbackImage'] as const;

export function uploadTarget(name: (typeof MULTIPART_ENDPOINTS)[number]): Target {
  const meta = endpoints[name];
  const shape = fc.record({
    c: common(meta.auth),
    kind: fc.constantFrom(
      'image',
      'image',
      'image',
      'bytes',
      'field',
      'twoFiles',
      'truncated',
      'noBoundary',
      'json',
      'empty',
    ),
    image: fc.nat(),
    field: fc.constantFrom('file', 'file', 'file', 'avatar', '', 'file[]'),
    filename: fc.constantFrom(
      'a.png',
      'a.jpg',
      'a.webp',
      'a.gif',
      '../../etc/passwd',
      'é.png',
      '',
      'a'.repeat(300),
    ),
    type: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'image/webp',
      'text/plain',
      'application/octet-stream',
      '',
    ),
    bytes: fc.uint8Array({ maxLength: 3000 }),
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
  });
  const arbitrary = shape.map((s): CaseFn => (ctx) => {
    const boundary = '----soakBoundary7MA4YWxk';
    const image = ctx.images[s.image % ctx.images.length] ?? Buffer.alloc(0);
    const data = s.kind === 'bytes' ? Buffer.from(s.bytes) : image;
    let body: Buffer;
    let contentType = `multipart/form-data; boundary=${boundary}`;
    const filePart = { name: s.field, filename: s.filename, type: s.type, data };
    switch (s.kind) {
      case 'twoFiles':
        body = multipart(boundary, [filePart, { ...filePart, name: 'file' }]);
        break;
      case 'field':
        body = multipart(boundary, [{ name: 'note', data: Buffer.from('hello') }, filePart]);
        break;
      case 'truncated':
        body = multipart(boundary, [filePart]);
        body = body.subarray(0, Math.floor(body.length * s.cut));
        break;
      case 'noBoundary':
        body = multipart(boundary, [filePart]);
        contentType = 'multipart/form-data';
        break;
      case 'json':
        body = Buffer.from('{"file":"x"}');
        contentType = 'application/json';
        break;
      case 'empty':
        body = Buffer.alloc(0);
        break;
      default:
        body = multipart(boundary, [{ ...filePart, name: 'file' }]);
    }
    const url = `${API_PREFIX}${meta.path}`;
    // Multipart bodies are not signed (DESIGN 2): the payload is "".
    const signed = contentType.startsWith('multipart/') ? '' : body.toString('utf8');
    const { headers, token } = apiHeaders(ctx, s.c, 'POST', url, signed);
    headers['content-type'] = contentType;
    return {
      method: 'POST',
      path: url,
      headers,
      body,
      instance: pickInstance(ctx, s.c),
      envelope: true,
      token,
    };
  });
  return { name: `POST ${meta.path} (multipart)`, arbitrary, after: harvestTable(name) };
}
