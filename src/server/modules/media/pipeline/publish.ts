/**
 * Where a packaged episode lives, `mediaRoot/e/<mediaKey>/`, and how it gets there: built in a
 * hidden sibling folder and renamed into place, so a reader never sees half of it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { IngestError } from './ingest-error.ts';

const MEDIA_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A 12-character random id in lowercase base32 (60 bits). */
export function newMediaKey(): string {
  const bytes = randomBytes(12);
  let key = '';
  for (const byte of bytes) key += BASE32[byte & 31];
  return key;
}

export function isValidMediaKey(key: string): boolean {
  return MEDIA_KEY_PATTERN.test(key);
}

/**
 * Build `mediaRoot/e/<mediaKey>/` in a hidden sibling folder and rename it into place, so a
 * reader never sees half a rendition and a crash leaves only a `.tmp-*` folder behind.
 */
export async function publishMedia<T>(
  mediaRoot: string,
  mediaKey: string,
  overwrite: boolean,
  build: (workDir: string) => Promise<T>,
): Promise<T> {
  if (!isValidMediaKey(mediaKey)) {
    throw new IngestError(`invalid media key "${mediaKey}": use 1-64 letters, digits, - or _`);
  }
  const episodesDir = path.join(mediaRoot, 'e');
  const target = path.join(episodesDir, mediaKey);
  if (!overwrite && existsSync(target)) throw new IngestError(`${target} already exists`);
  await mkdir(episodesDir, { recursive: true });
  const workDir = path.join(episodesDir, `.tmp-${mediaKey}-${randomBytes(4).toString('hex')}`);
  await mkdir(workDir);
  try {
    const result = await build(workDir);
    if (overwrite) await rm(target, { recursive: true, force: true });
    await rename(workDir, target);
    return result;
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}

/** Remove the `.tmp-<key>-*` folders a crashed run left in `mediaRoot/e/` for these keys. */
export async function removeStaleWorkDirs(mediaRoot: string, keys: ReadonlySet<string>): Promise<void> {
  const dir = path.join(mediaRoot, 'e');
  if (!existsSync(dir)) return;
  for (const entry of await readdir(dir)) {
    const key = /^\.tmp-(.+)-[0-9a-f]{8}$/.exec(entry)?.[1];
    if (key !== undefined && keys.has(key)) await rm(path.join(dir, entry), { recursive: true, force: true });
  }
}
