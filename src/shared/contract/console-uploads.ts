/**
 * Episode uploads (issue 17): the tus protocol (tus.io, v1.0.0) under /console-api/uploads,
 * behind the console's guard (session cookie; `x-csrf-token` on POST, PATCH and DELETE; editors
 * and owners). The console sends one upload per file with the Upload-Metadata below; the server
 * refuses a bad one at creation with an HTTP error whose body is the usual envelope
 * `{ code, msg, data: null }`, `msg` in the request's language (header `language`).
 */
import { CONSOLE_API_PREFIX } from './console-auth.ts';

export const UPLOADS_PATH = `${CONSOLE_API_PREFIX}/uploads`;

/** The Upload-Metadata keys (values base64 in the header, as tus says). */
export const UPLOAD_META = {
  /** The series the episode belongs to (its id, decimal). */
  seriesId: 'series_id',
  /** The file's own name: its extension must be a video one, its number is read from it. */
  filename: 'filename',
  /** Replace this episode's video (its id stays: unlocks and progress stay). Optional. */
  episodeId: 'episode_id',
  /** The episode number the operator chose (guessed from the name, editable). Optional. */
  episodeNumber: 'episode_number',
} as const;

/** What the console accepts and the server takes (compared lower-case). */
export const VIDEO_EXTENSIONS = ['.mp4', '.mov', '.m4v'] as const;
/** The `accept` of the file picker. */
export const VIDEO_ACCEPT = [...VIDEO_EXTENSIONS, 'video/mp4', 'video/quicktime'].join(',');

export const UPLOAD_FILENAME_MAX = 255;

/** The console's PATCH size: resumes lose at most this much; about 8 MB, as tus-js-client's docs suggest. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
/** Files uploading at once from one console tab. */
export const UPLOAD_PARALLEL = 3;

export function hasVideoExtension(filename: string): boolean {
  const lower = filename.toLowerCase();
  return VIDEO_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}
