/**
 * The reasons the transcode job stores read back as the console reads them
 * (shared/contract/transcode-failure.ts), so the console can say them in the operator's language.
 */
import { describe, expect, it } from 'vitest';
import { GAVE_UP, transcodeFailureOf } from '#shared/contract/transcode-failure.ts';
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
    const missing = failureReason(new IngestError(`${staged}: no such file`), source);
    expect(transcodeFailureOf(missing)).toEqual({ kind: 'missing' });
    expect(transcodeFailureOf(GAVE_UP)).toEqual({ kind: 'gave_up' });
  });

  it('reads a reason cut at 1000 characters as unreadable still, its detail ending in …', () => {
    const long = failureReason(
      new IngestError(`${staged} is not a readable video (${'x'.repeat(1200)})`),
      source,
    );
    const read = transcodeFailureOf(long);
    expect(read.kind).toBe('unreadable');
    expect(read.kind === 'unreadable' && read.detail.endsWith('x…')).toBe(true);
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
