/**
 * The media store in an S3-compatible bucket (MEDIA_STORE=s3): AWS S3, MinIO, R2, or s3rver in
 * the tests. Objects carry the content type and Cache-Control the app would send, so a CDN or
 * nginx in front of the bucket serves them as the app does. Path-style addressing
 * (S3_FORCE_PATH_STYLE=1) for servers without bucket subdomains.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import pLimit from 'p-limit';
import type { S3Config } from '../../../env.ts';
import { checkKey, resolveRange, type ByteRange, type MediaStore, type StoredObject } from './media-store.ts';
import { cacheControlOf, mediaTypeOf, POSTER_CACHE_CONTROL } from './media-types.ts';

/** Uploads of one folder at once. */
const UPLOAD_CONCURRENCY = 6;

function status(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function rangeHeader(range: ByteRange): string {
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
}

/** `bytes 0-99/1234` → its numbers. */
function parseContentRange(
  value: string | undefined,
): { start: number; end: number; size: number } | undefined {
  const match = value ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value) : null;
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}

function headersOf(key: string): { ContentType: string; CacheControl: string } {
  const poster = key.startsWith('posters/');
  return {
    ContentType:
      mediaTypeOf(key) ?? (key.endsWith('.json') ? 'application/json' : 'application/octet-stream'),
    CacheControl: poster ? POSTER_CACHE_CONTROL : cacheControlOf(key),
  };
}

async function filesUnder(dir: string, base = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(path.join(dir, entry.name), relative)));
    else if (entry.isFile()) out.push(relative);
  }
  return out;
}

export function createS3Store(config: S3Config, workRoot: string): MediaStore {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 demands them: S3-compatible servers do not all take the SDK's
    // default CRC32 trailers on streamed uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const full = (key: string) => `${config.prefix}${checkKey(key)}`;

  async function statOf(key: string): Promise<StoredObject | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: full(key) }));
      return {
        size: head.ContentLength ?? 0,
        modified: head.LastModified ?? new Date(0),
        ...(head.ETag ? { etag: head.ETag } : {}),
      };
    } catch (error) {
      if (status(error) === 404) return undefined;
      throw error;
    }
  }

  /**
   * The keys under `prefix`, `max` at most. ListObjects (v1, paged by the last key): every
   * S3-compatible server has it, and s3rver cannot make v2's continuation tokens on Node 20.
   */
  async function keysUnder(prefix: string, max?: number): Promise<string[]> {
    const keys: string[] = [];
    let marker: string | undefined;
    for (;;) {
      const page = await client.send(
        new ListObjectsCommand({
          Bucket,
          Prefix: full(prefix),
          ...(max ? { MaxKeys: max } : {}),
          ...(marker ? { Marker: marker } : {}),
        }),
      );
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      marker = keys.at(-1);
      if (!page.IsTruncated || max || !marker) return keys;
    }
  }

  const store: MediaStore = {
    kind: 's3',
    localRoot: undefined,
    workRoot,

    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket, Key: full(key), Body: body, ...headersOf(key) }));
    },

    async putFile(key, file) {
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: full(key),
          Body: createReadStream(file),
          ContentLength: size,
          ...headersOf(key),
        }),
      );
    },

    async get(key) {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        return got.Body ? Buffer.from(await got.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (status(error) === 404) return undefined;
        throw error;
      }
    },

    stat: statOf,

    hasPrefix: async (prefix) => (await keysUnder(prefix, 1)).length > 0,

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },

    async deletePrefix(prefix) {
      const keys = await keysUnder(prefix);
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        const Objects = batch.map((Key) => ({ Key }));
        const done = await client
          .send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }))
          .then((out) => (out.Errors ?? []).length === 0)
          .catch(() => false);
        // Not every S3-compatible server takes a batch delete (or all of it): one by one then.
        if (!done) for (const Key of batch) await client.send(new DeleteObjectCommand({ Bucket, Key }));
      }
    },

    async read(key, options = {}) {
      let range = options.range;
      if (range && 'suffix' in range) {
        // The last n bytes, as a plain range: S3-compatible servers do not all take `bytes=-n`.
        const object = await statOf(key);
        if (!object) return { kind: 'missing' };
        const bounds = resolveRange(range, object.size);
        if (!bounds) return { kind: 'unsatisfiable', size: object.size };
        range = bounds;
      }
      try {
        const got = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: full(key),
            ...(range ? { Range: rangeHeader(range) } : {}),
            ...(options.ifNoneMatch ? { IfNoneMatch: options.ifNoneMatch } : {}),
          }),
        );
        const served = range ? parseContentRange(got.ContentRange) : undefined;
        const length = got.ContentLength ?? 0;
        const object: StoredObject = {
          size: served?.size ?? length,
          modified: got.LastModified ?? new Date(0),
          ...(got.ETag ? { etag: got.ETag } : {}),
        };
        const body = got.Body instanceof Readable ? got.Body : Readable.from([]);
        return {
          kind: 'body',
          body,
          object,
          length,
          ...(served ? { range: { start: served.start, end: served.end } } : {}),
        };
      } catch (error) {
        const code = status(error);
        if (code === 404) return { kind: 'missing' };
        if (code === 304) return { kind: 'not-modified' };
        if (code === 416) {
          const object = await statOf(key);
          return object ? { kind: 'unsatisfiable', size: object.size } : { kind: 'missing' };
        }
        throw error;
      }
    },

    async download(key, file) {
      const got = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
      if (!(got.Body instanceof Readable)) throw new Error(`no body for ${key}`);
      await pipeline(got.Body, createWriteStream(file));
    },

    async publishFolder(dir, prefix, { overwrite }) {
      if (overwrite) await store.deletePrefix(prefix);
      const files = await filesUnder(dir);
      const last = files.filter((f) => f === 'index.m3u8');
      const limit = pLimit(UPLOAD_CONCURRENCY);
      await Promise.all(
        files
          .filter((f) => f !== 'index.m3u8')
          .map((f) => limit(() => store.putFile(`${prefix}${f}`, path.join(dir, f)))),
      );
      for (const f of last) await store.putFile(`${prefix}${f}`, path.join(dir, f));
      await rm(dir, { recursive: true, force: true });
    },

    folder: (prefix) => ({
      read: async (name) => (await store.get(`${prefix}${name}`))?.toString('utf8'),
      write: (name, text) => store.put(`${prefix}${name}`, text),
      remove: (name) => store.delete(`${prefix}${name}`),
    }),
  };
  return store;
}
