/**
 * One file to /console-api/uploads by tus-js-client: 8 MiB PATCHes, retries with backoff after
 * a network failure, and a fingerprint kept in localStorage (tus-js-client's own store), so the
 * same file dropped again after a page reload continues where the server is. The session's
 * CSRF token and the interface language ride on every request; a refusal comes back as the
 * server's own (translated) message.
 */
import {
  Upload,
  type DetailedError,
  type HttpRequest,
  type PreviousUpload,
  type UploadOptions,
} from 'tus-js-client';
import { API_ERRORS } from '#shared/api-codes.ts';
import { CSRF_HEADER } from '#shared/contract/console-auth.ts';
import { UPLOAD_CHUNK_BYTES, UPLOAD_META, UPLOADS_PATH } from '#shared/contract/console-uploads.ts';
import { csrfToken, forgetCsrfToken } from '#console/lib/csrf-token.ts';
import { currentLanguageId, translate } from '#console/lib/i18n.ts';

/** Waits between tries after a network failure or a 5xx (then the row shows the error). */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

export interface EpisodeFileTarget {
  seriesId: number;
  /** Replace this episode's video. */
  episodeId?: number;
  episodeNumber?: number;
}

export interface EpisodeFileEvents {
  onProgress(sent: number, total: number): void;
  onSuccess(uploadUrl: string): void;
  onError(message: string): void;
}

export interface EpisodeFileUpload {
  /** Starts, or continues after a pause or a failure (from the server's offset). */
  start(): Promise<void>;
  /** Stops sending; the server keeps what it has. */
  pause(): Promise<void>;
  /** Stops and deletes the unfinished upload on the server. */
  cancel(): Promise<void>;
}

function metadataOf(file: File, target: EpisodeFileTarget): Record<string, string> {
  return {
    [UPLOAD_META.seriesId]: String(target.seriesId),
    [UPLOAD_META.filename]: file.name,
    ...(target.episodeId !== undefined ? { [UPLOAD_META.episodeId]: String(target.episodeId) } : {}),
    ...(target.episodeNumber !== undefined
      ? { [UPLOAD_META.episodeNumber]: String(target.episodeNumber) }
      : {}),
  };
}

function envelopeOf(error: DetailedError): { code: number; msg: string } | undefined {
  try {
    const body = JSON.parse(error.originalResponse?.getBody() ?? '') as { code?: unknown; msg?: unknown };
    return typeof body.code === 'number' && typeof body.msg === 'string'
      ? { code: body.code, msg: body.msg }
      : undefined;
  } catch {
    return undefined;
  }
}

function isDetailed(error: Error): error is DetailedError {
  return 'originalResponse' in error;
}

/** The text to show for a failed upload: the server's message, else a network one. */
export function uploadErrorText(error: Error): string {
  const detailed = isDetailed(error) ? error : undefined;
  const envelope = detailed ? envelopeOf(detailed) : undefined;
  if (envelope?.msg) return envelope.msg;
  const status = detailed?.originalResponse?.getStatus() ?? 0;
  return translate(status >= 500 ? 'errors.server' : 'errors.network');
}

const CSRF_REFUSED = API_ERRORS.operatorCsrf.code;

/**
 * A previous upload of this very file to the same place (fingerprint and metadata agree): the
 * same series, episode and number. One sent under another number (or none: the server would
 * number it when it ends) is not continued, since it would land on that number's episode.
 */
function sameTarget(previous: PreviousUpload, metadata: Record<string, string>): boolean {
  return (
    previous.uploadUrl !== null &&
    [UPLOAD_META.seriesId, UPLOAD_META.episodeId, UPLOAD_META.episodeNumber].every(
      (key) => previous.metadata[key] === metadata[key],
    )
  );
}

export function uploadEpisodeFile(
  file: File,
  target: EpisodeFileTarget,
  events: EpisodeFileEvents,
  overrides: Partial<UploadOptions> = {},
): EpisodeFileUpload {
  const metadata = metadataOf(file, target);
  let csrfRetried = false;
  const upload = new Upload(file, {
    endpoint: UPLOADS_PATH,
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    metadata,
    removeFingerprintOnSuccess: true,
    async onBeforeRequest(request: HttpRequest) {
      request.setHeader('language', String(currentLanguageId()));
      if (request.getMethod() !== 'HEAD') request.setHeader(CSRF_HEADER, await csrfToken());
    },
    onShouldRetry(error) {
      const status = error.originalResponse?.getStatus() ?? 0;
      // A token that changed under us (a new sign-in in another tab): ask for it once more.
      if (status === 403 && envelopeOf(error)?.code === CSRF_REFUSED && !csrfRetried) {
        csrfRetried = true;
        forgetCsrfToken();
        return true;
      }
      // tus-js-client's own rule: not after a refusal (4xx), but after a conflict or a lock.
      return !(status >= 400 && status < 500) || status === 409 || status === 423;
    },
    onProgress: (sent, total) => events.onProgress(sent, total),
    onSuccess: () => events.onSuccess(upload.url ?? ''),
    onError: (error) => events.onError(uploadErrorText(error)),
    ...overrides,
  });
  let begun = false;

  return {
    async start() {
      if (!begun) {
        begun = true;
        const previous = (await upload.findPreviousUploads()).find((p) => sameTarget(p, metadata));
        if (previous) upload.resumeFromPreviousUpload(previous);
      }
      csrfRetried = false;
      upload.start();
    },
    async pause() {
      await upload.abort(false);
    },
    async cancel() {
      await upload.abort(true);
    },
  };
}
