/**
 * The rules of an episode upload (issue 17), apart from the tus plumbing (tus-server.ts):
 * what the Upload-Metadata of a new upload must say, and the hand-over of a finished file to
 * the composition root's `onUploaded` (series.service's registerUpload: creates or replaces
 * the episode and queues its transcode).
 */
import {
  UPLOAD_FILENAME_MAX,
  UPLOAD_META,
  VIDEO_EXTENSIONS,
  hasVideoExtension,
} from '#shared/contract/console-uploads.ts';
import { MAX_EPISODE_NUMBER } from '#shared/episode-number.ts';
import { ApiError } from '../../api-error.ts';
import type { SeriesRepository } from '../catalogue/series.repository.ts';
import type { MediaSource } from '../media/pipeline/transcode.ts';

/** The operator who started the upload (from the console session). */
export interface UploadOperator {
  id: number;
  name: string;
}

/** A finished upload, handed to the composition root. */
export interface EpisodeUploaded {
  /** The file in DATA_DIR/staging (`<uploadId>`, beside `<uploadId>.json`); the receiver owns it now. */
  path: string;
  size: number;
  seriesId: number;
  /** Replace this episode's video (it keeps its id); absent: a new episode. */
  episodeId?: number;
  /** The number the operator chose in the console (guessed from the name); absent: not given. */
  episodeNumber?: number;
  /** The name the file had on the operator's computer. */
  filename: string;
  operator: UploadOperator;
  /** The tus upload id (the file's name in staging). */
  uploadId: string;
  /** Where a worker finds the file when not at `path` (the shared media store's copy). */
  source?: MediaSource;
}

/**
 * The seam: called once per finished upload, before the last PATCH is answered. A throw tells
 * the console the file could not be registered (the staged file is then deleted, so a retry
 * uploads it again).
 */
export type OnEpisodeUploaded = (upload: EpisodeUploaded) => Promise<void>;

/** A refusal sent to the tus client: the HTTP status tus uses and the envelope's outcome. */
export class UploadRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(error.messageKey);
    this.name = 'UploadRefusal';
  }
}

/** The metadata kept with an accepted upload (what the server wrote, not what the client sent). */
export const OWNER_META = { id: 'operator_id', name: 'operator_name' } as const;

type Metadata = Record<string, string | null | undefined>;

const DECIMAL = /^[1-9][0-9]{0,9}$/;

function positiveId(meta: Metadata, key: string, max = 2_147_483_647): number | undefined {
  const raw = meta[key];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = DECIMAL.test(raw) ? Number(raw) : NaN;
  if (!(value <= max)) throw refusal(400, new ApiError('validation', { field: key }, 'validation_field'));
  return value;
}

function refusal(status: number, error: ApiError): UploadRefusal {
  return new UploadRefusal(status, error);
}

/** The file name sent, if it is one a person could have: no folders, no control characters. */
function cleanFilename(raw: string | null | undefined): string {
  const name = (raw ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (name === '' || name.length > UPLOAD_FILENAME_MAX || /[\u0000-\u001f\u007f/\\]/.test(name)) {
    throw refusal(400, new ApiError('validation', { field: UPLOAD_META.filename }, 'validation_field'));
  }
  return name;
}

export interface AcceptedUpload {
  seriesId: number;
  episodeId: number | undefined;
  episodeNumber: number | undefined;
  filename: string;
  /** What to store as the upload's metadata. */
  metadata: Record<string, string>;
}

export function createEpisodeUploadService(deps: {
  series: Pick<SeriesRepository, 'find' | 'episodesOf'>;
  maxBytes: number;
  onUploaded: OnEpisodeUploaded;
}) {
  const maxMb = Math.floor(deps.maxBytes / 1024 / 1024);
  return {
    maxBytes: deps.maxBytes,

    tooLarge(): UploadRefusal {
      return refusal(413, new ApiError('payloadTooLarge', { size: maxMb }, 'upload_too_large'));
    },

    /** The checks of a new upload (tus onUploadCreate): throws an UploadRefusal. */
    async accept(
      meta: Metadata,
      size: number | undefined,
      operator: UploadOperator,
    ): Promise<AcceptedUpload> {
      if (size === undefined) {
        throw refusal(400, new ApiError('badRequest', {}, 'episode_upload.length_required'));
      }
      if (size > deps.maxBytes) throw this.tooLarge();
      if (size === 0) throw refusal(400, new ApiError('validation', { field: 'size' }, 'validation_field'));
      const filename = cleanFilename(meta[UPLOAD_META.filename]);
      if (!hasVideoExtension(filename)) {
        throw refusal(
          415,
          new ApiError('unsupportedMediaType', { list: VIDEO_EXTENSIONS.join(', ') }, 'upload_format'),
        );
      }
      const seriesId = positiveId(meta, UPLOAD_META.seriesId);
      if (seriesId === undefined) {
        throw refusal(400, new ApiError('validation', { field: UPLOAD_META.seriesId }, 'validation_field'));
      }
      const episodeId = positiveId(meta, UPLOAD_META.episodeId);
      const episodeNumber = positiveId(meta, UPLOAD_META.episodeNumber, MAX_EPISODE_NUMBER);
      if (!(await deps.series.find(seriesId))) {
        throw refusal(404, new ApiError('recordNotFound', { id: seriesId }, 'episode_upload.series_missing'));
      }
      if (
        episodeId !== undefined &&
        !(await deps.series.episodesOf(seriesId)).some((e) => e.id === episodeId)
      ) {
        throw refusal(
          404,
          new ApiError('recordNotFound', { id: episodeId }, 'episode_upload.episode_missing'),
        );
      }
      const metadata: Record<string, string> = {
        [UPLOAD_META.seriesId]: String(seriesId),
        [UPLOAD_META.filename]: filename,
        ...(episodeId !== undefined ? { [UPLOAD_META.episodeId]: String(episodeId) } : {}),
        ...(episodeNumber !== undefined ? { [UPLOAD_META.episodeNumber]: String(episodeNumber) } : {}),
        [OWNER_META.id]: String(operator.id),
        [OWNER_META.name]: operator.name,
      };
      return { seriesId, episodeId, episodeNumber, filename, metadata };
    },

    /** Whether `operator` started the upload whose stored metadata is `meta`. */
    owns(meta: Metadata | undefined, operator: UploadOperator): boolean {
      return meta?.[OWNER_META.id] === String(operator.id);
    },

    /** A finished upload (tus onUploadFinish), from the metadata `accept` stored. */
    async finished(upload: {
      id: string;
      path: string;
      size: number;
      meta: Metadata;
      source?: MediaSource;
    }): Promise<void> {
      const { meta } = upload;
      const episodeId = positiveId(meta, UPLOAD_META.episodeId);
      const episodeNumber = positiveId(meta, UPLOAD_META.episodeNumber);
      await deps.onUploaded({
        path: upload.path,
        size: upload.size,
        seriesId: Number(meta[UPLOAD_META.seriesId]),
        ...(episodeId !== undefined ? { episodeId } : {}),
        ...(episodeNumber !== undefined ? { episodeNumber } : {}),
        filename: meta[UPLOAD_META.filename] ?? '',
        operator: { id: Number(meta[OWNER_META.id]), name: meta[OWNER_META.name] ?? '' },
        uploadId: upload.id,
        ...(upload.source ? { source: upload.source } : {}),
      });
    },
  };
}

export type EpisodeUploadService = ReturnType<typeof createEpisodeUploadService>;
