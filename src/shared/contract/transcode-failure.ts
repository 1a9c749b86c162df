/**
 * A failed transcode's reason as the console shows it. The server stores one text per failure
 * (episode_media.error, in English: ffmpeg's own words are English); the reasons a person can
 * act on start with the phrases below, which the console reads back to say them in the
 * operator's language, ffmpeg's detail kept as it is. Anything else is shown as stored.
 */

/** What the server puts in place of the staged file's path (jobs/transcode.job.ts). */
export const UPLOADED_FILE = 'The uploaded file';

/** What the server stores when the job could not even be queued (modules/media/episode-media.service.ts). */
export const NOT_QUEUED = 'could not queue the transcode: ';

export type TranscodeFailure =
  | { kind: 'unreadable'; detail: string }
  | { kind: 'no_video' }
  | { kind: 'no_duration' }
  | { kind: 'not_queued'; detail: string }
  | { kind: 'other'; text: string };

const UNREADABLE = new RegExp(`^${UPLOADED_FILE} is not a readable video \\(([\\s\\S]*)\\)$`);

export function transcodeFailureOf(text: string): TranscodeFailure {
  const unreadable = UNREADABLE.exec(text);
  if (unreadable) return { kind: 'unreadable', detail: unreadable[1] ?? '' };
  if (text === `${UPLOADED_FILE} is not a video (no video stream)`) return { kind: 'no_video' };
  if (text === `${UPLOADED_FILE} is not a video (no duration)`) return { kind: 'no_duration' };
  if (text.startsWith(NOT_QUEUED)) return { kind: 'not_queued', detail: text.slice(NOT_QUEUED.length) };
  return { kind: 'other', text };
}
