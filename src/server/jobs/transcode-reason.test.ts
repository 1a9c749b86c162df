/**
 * The reasons the transcode job stores read back as the console reads them
 * (shared/contract/transcode-failure.ts), so the console can say them in the operator's language.
 */
import { describe, expect, it } from 'vitest';
import { transcodeFailureOf } from '#shared/contract/transcode-failure.ts';
import { IngestError } from '../modules/media/pipeline/ingest-error.ts';
import { failureReason } from './transcode.job.ts';

const staged = '/srv/data/staging/9f2c1d';
const source = { kind: 'file' as const, path: staged };

describe('a stored transcode failure', () => {
  it('reads back as the kind the console translates, the path never shown', () => {
    const unreadable = failureReason(
      new IngestError(`${staged} is not a readable video (Invalid data found when processing input)`),
      source,
    );
    expect(transcodeFailureOf(unreadable)).toEqual({
      kind: 'unreadable',
      detail: 'Invalid data found when processing input',
    });
    const noVideo = failureReason(new IngestError(`${staged} is not a video (no video stream)`), source);
    expect(transcodeFailureOf(noVideo)).toEqual({ kind: 'no_video' });
    const noDuration = failureReason(new IngestError(`${staged} is not a video (no duration)`), source);
    expect(transcodeFailureOf(noDuration)).toEqual({ kind: 'no_duration' });
  });

  it('keeps any other reason as it is', () => {
    const other = failureReason(new Error('ffmpeg exited with code 1\na\nb\nc\nd'), source);
    expect(transcodeFailureOf(other)).toEqual({ kind: 'other', text: other });
    expect(transcodeFailureOf('could not queue the transcode: connection refused')).toEqual({
      kind: 'not_queued',
      detail: 'connection refused',
    });
  });
});
