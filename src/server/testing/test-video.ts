/** Tiny test videos made by ffmpeg (a moving test pattern and a tone), for transcode tests. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runFfmpeg } from '../modules/media/pipeline/ffmpeg.ts';

export async function makeTestVideo(
  dir: string,
  name: string,
  options: { seconds: number; width?: number; height?: number },
): Promise<string> {
  const file = path.join(dir, name);
  const size = `${options.width ?? 360}x${options.height ?? 640}`;
  await runFfmpeg([
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=30`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', String(options.seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

/** A file named .mp4 that is no video at all. */
export function writeBrokenVideo(dir: string, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, 'this is not a video\n'.repeat(100));
  return file;
}
