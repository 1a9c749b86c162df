/**
 * Turn MP4 files into HLS episodes under the media root.
 *
 *   npm run media:ingest -- <file.mp4 | folder> [--out <mediaRoot>] [--key <mediaKey>] [--preset veryfast]
 *
 * A folder means every *.mp4 directly inside it (sorted, not recursive). Each ingested file
 * prints one JSON line on stdout ({ file, mediaKey, durationMs, width, height, renditions,
 * poster }); progress goes to stderr. The exit code is 1 if any file failed, 2 on bad usage.
 * mediaRoot defaults to $DATA_DIR/media (DATA_DIR defaults to ./data).
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MediaToolError } from '../src/server/modules/media/pipeline/ffmpeg.ts';
import { ingestFile } from '../src/server/modules/media/pipeline/ingest.ts';
import { IngestError } from '../src/server/modules/media/pipeline/ingest-error.ts';
import type { X264Preset } from '../src/server/modules/media/pipeline/package.ts';

const USAGE =
  'usage: npm run media:ingest -- <file.mp4 | folder> [--out <mediaRoot>] [--key <mediaKey>] [--preset <x264 preset>]';
const PRESETS: readonly X264Preset[] = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium'];

class UsageError extends Error {}

/** parseArgs reports unknown or malformed options with an ERR_PARSE_ARGS_* code. */
function isParseArgsError(error: unknown): error is Error {
  return error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
}

function isPreset(value: string): value is X264Preset {
  return (PRESETS as readonly string[]).includes(value);
}

async function inputFiles(target: string): Promise<string[]> {
  const info = await stat(target).catch(() => undefined);
  if (!info) throw new UsageError(`${target}: no such file or folder`);
  if (info.isFile()) return [target];
  if (!info.isDirectory()) throw new UsageError(`${target}: not a file or folder`);
  const entries = await readdir(target, { withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.mp4'))
    .map((e) => e.name)
    .sort()
    .map((name) => path.join(target, name));
  if (files.length === 0) throw new UsageError(`${target}: no .mp4 files in this folder`);
  return files;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: {
      out: { type: 'string' },
      key: { type: 'string' },
      preset: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (positionals.length !== 1 || positionals[0] === undefined) throw new UsageError(USAGE);
  const preset = values.preset ?? 'veryfast';
  if (!isPreset(preset)) throw new UsageError(`--preset must be one of ${PRESETS.join(', ')}`);
  const mediaRoot = path.resolve(values.out ?? path.join(process.env.DATA_DIR ?? './data', 'media'));
  const files = await inputFiles(positionals[0]);
  if (values.key !== undefined && files.length > 1) throw new UsageError('--key needs a single input file');

  let failures = 0;
  for (const [index, file] of files.entries()) {
    const label = `[${index + 1}/${files.length}] ${path.basename(file)}`;
    const started = Date.now();
    process.stderr.write(`${label}: ingesting...\n`);
    try {
      const result = await ingestFile(file, mediaRoot, {
        preset,
        ...(values.key ? { mediaKey: values.key } : {}),
      });
      process.stdout.write(`${JSON.stringify({ file, ...result })}\n`);
      const ladder = result.renditions.map((r) => r.name).join(', ');
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stderr.write(
        `${label}: e/${result.mediaKey}/ (${ladder}; ${(result.durationMs / 1000).toFixed(1)} s of video) in ${seconds} s\n`,
      );
    } catch (error) {
      if (!(error instanceof IngestError || error instanceof MediaToolError)) throw error;
      failures += 1;
      process.stderr.write(`${label}: failed: ${error.message}\n`);
    }
  }
  if (failures > 0) process.stderr.write(`media:ingest: ${failures} of ${files.length} file(s) failed\n`);
  return failures > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof MediaToolError || isParseArgsError(error)) {
      process.stderr.write(`media:ingest: ${error.message}\n`);
      process.exitCode = 2;
      return;
    }
    process.stderr.write(
      `media:ingest: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
