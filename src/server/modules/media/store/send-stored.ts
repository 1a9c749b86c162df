/**
 * Sends an object of a store without a local folder (S3) the way @fastify/static sends a file
 * from disk: one byte range (206, 416 outside it), ETag and Last-Modified, 304 on a matching
 * If-None-Match, and the body streamed, never buffered.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange, type MediaStore } from './media-store.ts';

export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  store: MediaStore,
  key: string,
): Promise<FastifyReply> {
  if (request.method === 'HEAD') return sendHead(reply, store, key);
  const range = parseRange(request.headers.range);
  const ifNoneMatch = request.headers['if-none-match'];
  const read = await store.read(key, {
    ...(range ? { range } : {}),
    ...(ifNoneMatch ? { ifNoneMatch } : {}),
  });
  if (read.kind === 'missing') {
    reply.callNotFound();
    return reply;
  }
  if (read.kind === 'not-modified') return reply.code(304).send();
  reply.header('accept-ranges', 'bytes');
  if (read.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${read.size}`).send();
  }
  const { object } = read;
  if (object.etag) reply.header('etag', object.etag);
  reply.header('last-modified', object.modified.toUTCString());
  reply.header('content-length', read.length);
  if (read.range) {
    reply.code(206).header('content-range', `bytes ${read.range.start}-${read.range.end}/${object.size}`);
  }
  return reply.send(read.body);
}

/** HEAD: the headers of a GET from the object's metadata (an empty stream keeps the length). */
async function sendHead(reply: FastifyReply, store: MediaStore, key: string): Promise<FastifyReply> {
  const object = await store.stat(key);
  if (!object) {
    reply.callNotFound();
    return reply;
  }
  if (object.etag) reply.header('etag', object.etag);
  reply.header('accept-ranges', 'bytes');
  reply.header('last-modified', object.modified.toUTCString());
  reply.header('content-length', object.size);
  return reply.send(Readable.from([]));
}
