/**
 * Generate the sample catalogue (8 dramas × 12 episodes of HLS, posters, catalogue.json).
 *
 *   npm run media:sample -- [--out <mediaRoot>] [--dramas 8] [--episodes 12] [--seconds 6]
 *                           [--jobs 2] [--preset ultrafast]
 *
 * mediaRoot defaults to $DATA_DIR/media (DATA_DIR defaults to ./data). Nothing happens when
 * mediaRoot/catalogue.json already exists; delete it to regenerate.
 */
import { SAMPLE_DRAMAS } from '../src/server/modules/media/pipeline/sample-catalogue.content.ts';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MediaToolError } from '../src/server/modules/media/pipeline/ffmpeg.ts';
import type { X264Preset } from '../src/server/modules/media/pipeline/package.ts';
import { generateSampleCatalogue } from '../src/server/modules/media/pipeline/sample-catalogue.ts';

const PRESETS: readonly X264Preset[] = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium'];

class UsageError extends Error {}

function positiveInt(name: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new UsageError(`--${name} must be an integer from 1 to ${max}`);
  return n;
}

function isPreset(value: string): value is X264Preset {
  return (PRESETS as readonly string[]).includes(value);
}

/** One line rewritten in place on a terminal; otherwise a line at every 10 %. */
function progressPrinter(): { update: (done: number, total: number) => void; end: () => void } {
  const tty = process.stderr.isTTY;
  let lastTenth = -1;
  let wrote = false;
  return {
    update(done, total) {
      const line = `sample catalogue: ${done}/${total} episodes`;
      if (tty) {
        process.stderr.write(`\r${line}`);
        wrote = true;
        return;
      }
      const tenth = Math.floor((done * 10) / total);
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        process.stderr.write(`${line}\n`);
      }
    },
    end() {
      if (tty && wrote) process.stderr.write('\n');
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      dramas: { type: 'string' },
      episodes: { type: 'string' },
      seconds: { type: 'string' },
      jobs: { type: 'string' },
      preset: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(
      'usage: npm run media:sample -- [--out <mediaRoot>] [--dramas N] [--episodes N] [--seconds S] [--jobs N] [--preset P]\n',
    );
    return;
  }
  const preset = values.preset ?? 'ultrafast';
  if (!isPreset(preset)) throw new UsageError(`--preset must be one of ${PRESETS.join(', ')}`);
  const mediaRoot = path.resolve(values.out ?? path.join(process.env.DATA_DIR ?? './data', 'media'));
  const progress = progressPrinter();
  const started = Date.now();
  const result = await generateSampleCatalogue(mediaRoot, {
    dramas: positiveInt('dramas', values.dramas, SAMPLE_DRAMAS.length),
    episodesPerDrama: positiveInt('episodes', values.episodes, 99),
    episodeSeconds: positiveInt('seconds', values.seconds, 60),
    concurrency: positiveInt('jobs', values.jobs, 16),
    preset,
    onProgress: progress.update,
  });
  progress.end();
  const dramas = result.manifest.dramas.length;
  const episodes = result.manifest.dramas.reduce((n, d) => n + d.episodes.length, 0);
  if (result.skipped) {
    process.stderr.write(
      `sample catalogue: already there (${dramas} dramas, ${episodes} episodes): ${result.manifestPath}\n` +
        '  delete that file to generate it again\n',
    );
    return;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stderr.write(
    `sample catalogue: ${dramas} dramas, ${episodes} episodes in ${seconds} s -> ${result.manifestPath}\n`,
  );
}

main().catch((error: unknown) => {
  const usage =
    error instanceof UsageError ||
    (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
  if (usage || error instanceof MediaToolError) {
    process.stderr.write(
      `${process.stderr.isTTY ? '\n' : ''}media:sample: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 2;
    return;
  }
  process.stderr.write(
    `${process.stderr.isTTY ? '\n' : ''}media:sample: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
