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

/** What the dead letter stores when a run died without a word (jobs/transcode.job.ts). */
export const GAVE_UP = 'the transcode gave up: its last run did not finish';

export type TranscodeFailure =
  | { kind: 'unreadable'; detail: string }
  | { kind: 'missing' }
  | { kind: 'gave_up' }
  | { kind: 'no_video' }
  | { kind: 'no_duration' }
  | { kind: 'not_queued'; detail: string }
  | { kind: 'other'; text: string };

const UNREADABLE = `${UPLOADED_FILE} is not a readable video (`;

export function transcodeFailureOf(text: string): TranscodeFailure {
  if (text.startsWith(UNREADABLE)) {
    const rest = text.slice(UNREADABLE.length);
    // The server cuts a long reason to 1000 characters and an ellipsis: the bracket may be gone.
    return { kind: 'unreadable', detail: rest.endsWith(')') ? rest.slice(0, -1) : rest };
  }
  if (text === `${UPLOADED_FILE}: no such file`) return { kind: 'missing' };
  if (text === GAVE_UP) return { kind: 'gave_up' };
  if (text === `${UPLOADED_FILE} is not a video (no video stream)`) return { kind: 'no_video' };
  if (text === `${UPLOADED_FILE} is not a video (no duration)`) return { kind: 'no_duration' };
  if (text.startsWith(NOT_QUEUED)) return { kind: 'not_queued', detail: text.slice(NOT_QUEUED.length) };
  return { kind: 'other', text };
}
