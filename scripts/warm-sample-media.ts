/**
 * Transcode the sample catalogue's episodes into a media folder ahead of the server that will
 * need them, into the same content-named folders as the transcode job, which then finds them
 * complete and reuses them. `npm test` starts it at the lowest priority while the checks and the
 * unit and API tests run (their idle core does the work), for the end-to-end server.
 *
 *   node --import tsx scripts/warm-sample-media.ts <mediaRoot>
 *
 * SIGTERM stops it at once: finished folders are kept, a half-written one is removed by the
 * next run.
 */
import pLimit from 'p-limit';
import { SAMPLE_DRAMAS } from '../src/server/modules/media/pipeline/sample-catalogue.content.ts';
import {
  renditionKey,
  transcodeInto,
  type MediaSource,
} from '../src/server/modules/media/pipeline/transcode.ts';
import { SAMPLE_EPISODES_PER_DRAMA } from '../src/server/modules/media/sample-seed.ts';

const root = process.argv[2];
if (!root) {
  process.stderr.write('usage: warm-sample-media.ts <mediaRoot>\n');
  process.exit(2);
}

const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop.abort());

// The server's order: every drama's first episode, then the second, ...
const sources: MediaSource[] = [];
for (let number = 1; number <= SAMPLE_EPISODES_PER_DRAMA; number++) {
  for (const drama of SAMPLE_DRAMAS) sources.push({ kind: 'sample', drama: drama.slug, number });
}

const started = Date.now();
const limit = pLimit(2);
let made = 0;
let reused = 0;
const results = await Promise.allSettled(
  sources.map((source) =>
    limit(async () => {
      if (stop.signal.aborted) return;
      const done = await transcodeInto(root, renditionKey(source, 'warm'), source, {
        report: () => undefined,
        signal: stop.signal,
        timeoutMs: 600_000,
      });
      if (done.reused) reused++;
      else made++;
    }),
  ),
);
const failed = results.filter((r) => r.status === 'rejected').length;
const seconds = Math.round((Date.now() - started) / 1000);
process.stdout.write(
  `sample media: ${made} made, ${reused} already there, ${failed} not made${stop.signal.aborted ? ' (stopped)' : ''}, ${seconds} s\n`,
);
