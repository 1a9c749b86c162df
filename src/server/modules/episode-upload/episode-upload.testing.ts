/**
 * Test helpers for the tus endpoint: the console's headers, Upload-Metadata, a listening app
 * for tus-js-client and raw sockets, and a recorder standing in for onUploaded.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Upload } from 'tus-js-client';
import { CSRF_HEADER } from '#shared/contract/console-auth.ts';
import { UPLOADS_PATH } from '#shared/contract/console-uploads.ts';
import { OPERATOR_COOKIE } from '../../plugins/operator-session.ts';
import type { ConsoleSession } from '../operator/console.testing.ts';
import type { EpisodeUploaded, OnEpisodeUploaded } from './episode-upload.service.ts';

/** The headers every tus request of the console carries. */
export function tusHeaders(
  session: ConsoleSession | undefined,
  options: { csrf?: boolean; language?: number } = {},
): Record<string, string> {
  return {
    'tus-resumable': '1.0.0',
    language: String(options.language ?? 3),
    ...(session ? { cookie: `${OPERATOR_COOKIE}=${session.cookie}` } : {}),
    ...(session && options.csrf !== false ? { [CSRF_HEADER]: session.csrf } : {}),
  };
}

/** The Upload-Metadata header: `key base64(value)` pairs. */
export function uploadMetadata(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

/** A POST creating an upload, through app.inject. */
export function createUpload(
  app: FastifyInstance,
  session: ConsoleSession | undefined,
  meta: Record<string, string>,
  size: number,
  options: { csrf?: boolean; language?: number } = {},
) {
  return app.inject({
    method: 'POST',
    url: UPLOADS_PATH,
    headers: {
      ...tusHeaders(session, options),
      'upload-length': String(size),
      'upload-metadata': uploadMetadata(meta),
    },
  });
}

/** The id at the end of a Location header. */
export function uploadIdOf(location: string | string[] | undefined): string {
  const text = Array.isArray(location) ? location[0] : location;
  const id = text?.split('/').pop();
  if (!id) throw new Error(`no upload location in ${String(location)}`);
  return id;
}

/** Listens on a free loopback port; returns the origin. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

/** Uploads a file as the console does (tus-js-client, 256 KiB chunks, no retries) to `origin`. */
export function tusUpload(
  origin: string,
  session: ConsoleSession,
  file: string,
  metadata: Record<string, string>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    new Upload(readFileSync(file), {
      endpoint: `${origin}${UPLOADS_PATH}`,
      headers: tusHeaders(session),
      metadata,
      chunkSize: 256 * 1024,
      retryDelays: null,
      storeFingerprintForResuming: false,
      onSuccess: () => resolve(),
      onError: reject,
    }).start();
  });
}

/** Stands in for the composition root's onUploaded: keeps every call; can be told to fail. */
export function uploadRecorder() {
  const calls: EpisodeUploaded[] = [];
  let failing = false;
  const onUploaded: OnEpisodeUploaded = async (upload) => {
    if (failing) throw new Error('the queue is down');
    calls.push(upload);
  };
  return {
    calls,
    onUploaded,
    fail(on: boolean) {
      failing = on;
    },
  };
}

/** Deterministic bytes of a given size (a stand-in video). */
export function videoBytes(size: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
}
