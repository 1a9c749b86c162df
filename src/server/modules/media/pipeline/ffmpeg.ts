/**
 * Finding and running ffmpeg / ffprobe.
 *
 * ffmpeg: FFMPEG_PATH, else `ffmpeg` on PATH (Debian's 5.1, the better encoder), else the static
 * 2018 build shipped by @ffmpeg-installer/ffmpeg (drawtext, libx264, aac, HLS, fMP4; no ffprobe).
 * ffprobe: FFPROBE_PATH, else `ffprobe` on PATH, else absent: callers that need it ask
 * `requireFfprobe()`, which says so in a readable error.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { mediaToolPaths } from '../../../env.ts';

export class MediaToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaToolError';
  }
}

/** A command that failed: non-zero exit, a signal, a timeout or a spawn error. */
export class CommandError extends Error {
  constructor(
    message: string,
    public readonly command: string,
    public readonly exitCode: number | null,
    public readonly stderr: string,
  ) {
    super(message);
    this.name = 'CommandError';
  }
}

function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` on PATH, or undefined. */
export function whichSync(name: string, envPath: string | undefined = process.env.PATH): string | undefined {
  for (const dir of (envPath ?? '').split(path.delimiter)) {
    if (dir === '') continue;
    const candidate = path.join(dir, name);
    if (isExecutableFile(candidate)) return candidate;
  }
  return undefined;
}

function fromEnv(variable: 'FFMPEG_PATH' | 'FFPROBE_PATH'): string | undefined {
  const value = mediaToolPaths()[variable === 'FFMPEG_PATH' ? 'ffmpeg' : 'ffprobe'];
  if (!value) return undefined;
  if (!isExecutableFile(value)) {
    throw new MediaToolError(`${variable}=${value} is not an executable file`);
  }
  return value;
}

function bundledFfmpeg(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const installer = require('@ffmpeg-installer/ffmpeg') as { path?: unknown };
    return typeof installer.path === 'string' && isExecutableFile(installer.path)
      ? installer.path
      : undefined;
  } catch {
    return undefined;
  }
}

let cachedFfmpeg: string | undefined;
let cachedFfprobe: { path: string | undefined } | undefined;

/** The ffmpeg binary to use; throws a MediaToolError when there is none at all. */
export function ffmpegPath(): string {
  cachedFfmpeg ??= fromEnv('FFMPEG_PATH') ?? whichSync('ffmpeg') ?? bundledFfmpeg();
  if (!cachedFfmpeg) {
    throw new MediaToolError(
      'ffmpeg not found: set FFMPEG_PATH, install ffmpeg (apt-get install ffmpeg) or reinstall @ffmpeg-installer/ffmpeg',
    );
  }
  return cachedFfmpeg;
}

/** The ffprobe binary, or undefined when this machine has none. */
export function ffprobePath(): string | undefined {
  cachedFfprobe ??= { path: fromEnv('FFPROBE_PATH') ?? whichSync('ffprobe') };
  return cachedFfprobe.path;
}

/** The ffprobe binary, or a readable error naming what needs it. */
export function requireFfprobe(purpose: string): string {
  const found = ffprobePath();
  if (!found) {
    throw new MediaToolError(
      `${purpose} needs ffprobe, which is not installed: set FFPROBE_PATH or apt-get install ffmpeg`,
    );
  }
  return found;
}

/** Forget the located binaries (tests that change FFMPEG_PATH / PATH). */
export function resetMediaToolCache(): void {
  cachedFfmpeg = undefined;
  cachedFfprobe = undefined;
}

export interface RunOptions {
  /** Kill the process (SIGKILL) after this many milliseconds. Default 10 minutes. */
  timeoutMs?: number;
  cwd?: string;
  /** Kill the process (SIGKILL) when this aborts (a worker stopping). */
  signal?: AbortSignal;
  /** Sees stdout as it arrives (ffmpeg's `-progress pipe:1` lines). */
  onStdout?: (chunk: string) => void;
}

export interface RunResult {
  stdout: string;
  stderr: string;
}

const MAX_CAPTURE = 1024 * 1024;

function quoteArg(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** A command line for messages: quoted like a shell would need, cut to a readable length. */
export function describeCommand(file: string, args: readonly string[], max = 600): string {
  const line = [path.basename(file), ...args].map(quoteArg).join(' ');
  return line.length > max ? `${line.slice(0, max)} …` : line;
}

function lastLines(text: string, count: number): string {
  return text.trimEnd().split('\n').slice(-count).join('\n');
}

/** Run a command to completion, capturing stdout and stderr (the last MiB of each). */
export function run(file: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  const command = describeCommand(file, args);
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout = (stdout + chunk).slice(-MAX_CAPTURE);
      options.onStdout?.(chunk);
    });
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-MAX_CAPTURE);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    const abort = (): void => {
      child.kill('SIGKILL');
    };
    if (options.signal?.aborted) abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (error) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abort);
      reject(new CommandError(`could not start ${command}: ${error.message}`, command, null, stderr));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abort);
      if (code === 0 && !timedOut && !options.signal?.aborted) {
        resolve({ stdout, stderr });
        return;
      }
      const why = timedOut
        ? `timed out after ${Math.round(timeoutMs / 1000)} s`
        : options.signal?.aborted
          ? 'was stopped (the worker is shutting down)'
          : signal
            ? `was killed by ${signal}`
            : `exited with code ${code}`;
      const tail = lastLines(stderr, 15);
      reject(new CommandError(`${command}\n  ${why}${tail ? `:\n${tail}` : ''}`, command, code, stderr));
    });
  });
}

/** ffmpeg with the quiet, non-interactive flags every pipeline call wants. */
export function runFfmpeg(args: readonly string[], options?: RunOptions): Promise<RunResult> {
  return run(ffmpegPath(), ['-hide_banner', '-nostdin', '-y', ...args], options);
}

/** ffprobe (throws a MediaToolError when absent). */
export function runFfprobe(
  args: readonly string[],
  purpose: string,
  options?: RunOptions,
): Promise<RunResult> {
  return run(requireFfprobe(purpose), ['-hide_banner', '-v', 'error', ...args], options);
}
