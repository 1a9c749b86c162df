/**
 * The tus server of episode uploads (@tus/server + @tus/file-store in DATA_DIR/staging): each
 * upload is `<id>` (the bytes so far) and `<id>.json` (size, metadata, creation time), so an
 * upload resumes from its offset after a dropped connection and after a restart. With a shared
 * media store (S3) a finished file is copied to `sources/<id>` there, for a worker on any
 * machine; its staged copy then only answers tus and expires like an unfinished one. The rules are
 * the service's; here they are bound to tus's hooks, and refusals become the envelope in the
 * request's language with the HTTP status tus needs.
 */
import type { IncomingMessage } from 'node:http';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { ERRORS, Server, type Upload } from '@tus/server';
import { UPLOADS_PATH } from '#shared/contract/console-uploads.ts';
import { DEFAULT_LANGUAGE_ID, type LanguageId } from '#shared/languages.ts';
import { ApiError } from '../../api-error.ts';
import { sourceKey, type MediaSource } from '../media/pipeline/transcode.ts';
import type { MediaStore } from '../media/store/media-store.ts';
import { translate } from '../../i18n/messages.ts';
import { UploadRefusal, type EpisodeUploadService, type UploadOperator } from './episode-upload.service.ts';

/** Who asks, and in which language: set by the route before tus reads the request. */
export interface UploadRequestContext {
  operator: UploadOperator;
  lang: LanguageId;
}

type Log = (fields: Record<string, unknown>, message: string) => void;

/** An unfinished upload in staging, as its record says (`metadata`: what `accept` stored). */
export interface StagedUploadInfo {
  id: string;
  size: number;
  /** Bytes so far. */
  received: number;
  metadata: Record<string, string | null | undefined>;
  createdAt: Date;
  /** When the sweep drops it unless it finishes (creation + the expiry). */
  expiresAt: Date;
}

/** tus's own refusals, in our words (the rest: a bad request; unknown errors: a logged 500). */
const TUS_ERRORS = new Map<unknown, (service: EpisodeUploadService) => UploadRefusal>([
  [ERRORS.ERR_MAX_SIZE_EXCEEDED, (s) => s.tooLarge()],
  [ERRORS.ERR_SIZE_EXCEEDED, (s) => s.tooLarge()],
  [ERRORS.FILE_NOT_FOUND, () => new UploadRefusal(404, new ApiError('notFound', {}, 'episode_upload.gone'))],
  [
    ERRORS.FILE_NO_LONGER_EXISTS,
    () => new UploadRefusal(410, new ApiError('notFound', {}, 'episode_upload.gone')),
  ],
  [
    ERRORS.INVALID_OFFSET,
    () => new UploadRefusal(409, new ApiError('badRequest', {}, 'episode_upload.conflict')),
  ],
]);

function isTusError(error: unknown): error is { status_code: number; body: string } {
  return typeof error === 'object' && error !== null && 'status_code' in error && 'body' in error;
}

function envelopeText(refusal: UploadRefusal, lang: LanguageId): string {
  const { error } = refusal;
  return JSON.stringify({
    code: error.code,
    msg: translate(lang, error.messageKey, error.params),
    data: null,
  });
}

/** The Node request under tus's web request (srvx's Node adapter keeps it). */
function nodeRequestOf(req: { runtime?: { node?: { req: unknown } } }): IncomingMessage | undefined {
  return req.runtime?.node?.req as IncomingMessage | undefined;
}

export function createTusServer(deps: {
  service: EpisodeUploadService;
  /** The media store: unless local, finished uploads are copied into it. */
  store: MediaStore;
  stagingDir: string;
  expiryMs: number;
  now: () => number;
  log: Log;
  logError: Log;
}) {
  const { service, stagingDir, expiryMs, now } = deps;
  const contexts = new WeakMap<IncomingMessage, UploadRequestContext>();
  // Expiry is kept here by the app's clock (cleanExpired, onIncomingRequest), not by tus's own
  // check, which reads the wall clock: one clock for the rule and its tests.
  const store = new FileStore({ directory: stagingDir });
  const expired = (creationDate: string | undefined): boolean =>
    !(now() <= Date.parse(creationDate ?? '') + expiryMs);

  function contextOf(req: Parameters<typeof nodeRequestOf>[0]): UploadRequestContext {
    const raw = nodeRequestOf(req);
    const context = raw ? contexts.get(raw) : undefined;
    // The route sets it before tus runs: without it the request did not come through the guard.
    if (!context) throw new UploadRefusal(401, new ApiError('operatorUnauthorized'));
    return context;
  }

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    maxSize: service.maxBytes,
    // Location: /console-api/uploads/<id>, right behind any proxy.
    relativeLocation: true,
    // Same origin only: no CORS header for anyone (tus answers `*` by default).
    allowedOrigins: () => false,
    // A finished file belongs to onUploaded's receiver: no DELETE of it.
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(req, upload) {
      const { operator } = contextOf(req);
      const accepted = await service.accept(upload.metadata ?? {}, upload.size, operator);
      // tus stamped it with the wall clock; the expiry rule reads the app's.
      upload.creation_date = new Date(now()).toISOString();
      return { metadata: accepted.metadata };
    },
    async onIncomingRequest(req, id) {
      const { operator } = contextOf(req);
      if (req.method === 'POST') return;
      const upload = await store.configstore.get(id);
      if (!upload) return;
      if (!service.owns(upload.metadata, operator)) {
        throw new UploadRefusal(403, new ApiError('forbidden', {}, 'episode_upload.not_yours'));
      }
      if (expired(upload.creation_date)) {
        throw new UploadRefusal(410, new ApiError('notFound', {}, 'episode_upload.gone'));
      }
    },
    async onUploadFinish(_req, upload) {
      await finish(upload);
      return {};
    },
    onResponseError(req, error) {
      const raw = nodeRequestOf(req);
      const lang = (raw && contexts.get(raw)?.lang) ?? DEFAULT_LANGUAGE_ID;
      let refusal = error instanceof UploadRefusal ? error : TUS_ERRORS.get(error)?.(service);
      if (!refusal && isTusError(error) && error.status_code < 500) {
        refusal = new UploadRefusal(error.status_code, new ApiError('badRequest'));
      }
      if (!refusal) {
        deps.logError({ err: error, url: req.url }, 'episode upload failed');
        refusal = new UploadRefusal(500, new ApiError('internal'));
      }
      return { status_code: refusal.status, body: envelopeText(refusal, lang) };
    },
  });

  /** Local store: the staged file is the source. Shared store: its copy in the store. */
  async function share(file: string, id: string): Promise<MediaSource | undefined> {
    if (deps.store.localRoot !== undefined) return undefined;
    const key = sourceKey(id);
    await deps.store.putFile(key, file);
    return { kind: 'stored', key };
  }

  async function finish(upload: Upload): Promise<void> {
    const file = path.join(stagingDir, upload.id);
    let source: MediaSource | undefined;
    try {
      source = await share(file, upload.id);
      await service.finished({
        id: upload.id,
        path: file,
        size: upload.size ?? 0,
        meta: upload.metadata ?? {},
        ...(source ? { source } : {}),
      });
    } catch (error) {
      deps.logError(
        { err: error, uploadId: upload.id },
        'episode upload not registered; staged file removed',
      );
      // Removed, so the console's retry uploads it again instead of finding it "complete".
      await store.remove(upload.id).catch(() => undefined);
      if (source?.kind === 'stored') await deps.store.delete(source.key).catch(() => undefined);
      throw new UploadRefusal(500, new ApiError('internal', {}, 'episode_upload.not_registered'));
    }
  }

  /**
   * Deletes what expired (by the app's clock): unfinished uploads older than expiryMs, and
   * records whose file is gone. Finished files stay on a local store (they are onUploaded's
   * receiver's); with a shared store the receiver has the store's copy, so they expire too.
   */
  async function cleanExpired(): Promise<number> {
    let removed = 0;
    const names = await readdir(stagingDir).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const id = name.slice(0, -'.json'.length);
      const info = await store.configstore.get(id);
      if (!info || !expired(info.creation_date)) continue;
      const size = await stat(path.join(stagingDir, id)).then(
        (s) => s.size,
        () => undefined,
      );
      if (size === undefined) {
        await rm(path.join(stagingDir, name), { force: true });
      } else if (info.size === undefined || size < info.size || deps.store.localRoot === undefined) {
        await store.remove(id).catch(() => undefined);
      } else {
        continue;
      }
      removed += 1;
    }
    if (removed > 0) deps.log({ removed }, 'expired episode uploads removed from staging');
    return removed;
  }

  /**
   * The uploads still arriving: unfinished (fewer bytes than announced) and unexpired by the
   * app's clock, newest first. Finished files awaiting their receiver are not listed.
   */
  async function list(): Promise<StagedUploadInfo[]> {
    const out: StagedUploadInfo[] = [];
    const names = await readdir(stagingDir).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const id = name.slice(0, -'.json'.length);
      const info = await store.configstore.get(id).catch(() => undefined);
      if (!info || info.size === undefined || expired(info.creation_date)) continue;
      const received = await stat(path.join(stagingDir, id)).then(
        (s) => s.size,
        () => undefined,
      );
      if (received === undefined || received >= info.size) continue;
      const created = Date.parse(info.creation_date ?? '');
      out.push({
        id,
        size: info.size,
        received,
        metadata: info.metadata ?? {},
        createdAt: new Date(created),
        expiresAt: new Date(created + expiryMs),
      });
    }
    return out.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  }

  return {
    /** Serves one tus request (the route has hijacked the reply). */
    async handle(raw: IncomingMessage, res: Parameters<Server['handle']>[1], context: UploadRequestContext) {
      contexts.set(raw, context);
      await tus.handle(raw, res);
    },
    cleanExpired,
    list,
  };
}

export type TusUploads = ReturnType<typeof createTusServer>;
