/**
 * Where a packaged episode lives, `e/<mediaKey>/` of the media store, and how it gets there:
 * built in a hidden local folder and published whole (renamed into place on the local store,
 * uploaded with its master playlist last on S3), so a reader never sees half of it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { asStore } from '../store/create-media-store.ts';
import { renditionPrefix, type MediaStore } from '../store/media-store.ts';
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
 * Build `e/<mediaKey>/` in a hidden work folder and publish it whole, so a reader never sees
 * half a rendition and a crash leaves only a `.tmp-*` folder behind. `target`: the media
 * store, or a local media folder by its path.
 */
export async function publishMedia<T>(
  target: string | MediaStore,
  mediaKey: string,
  overwrite: boolean,
  build: (workDir: string) => Promise<T>,
): Promise<T> {
  if (!isValidMediaKey(mediaKey)) {
    throw new IngestError(`invalid media key "${mediaKey}": use 1-64 letters, digits, - or _`);
  }
  const store = asStore(target);
  const prefix = renditionPrefix(mediaKey);
  if (!overwrite && (await store.hasPrefix(prefix))) throw new IngestError(`${prefix} already exists`);
  await mkdir(store.workRoot, { recursive: true });
  const workDir = path.join(store.workRoot, `.tmp-${mediaKey}-${randomBytes(4).toString('hex')}`);
  await mkdir(workDir);
  try {
    const result = await build(workDir);
    await store.publishFolder(workDir, prefix, { overwrite });
    return result;
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}

/** Remove the `.tmp-<key>-*` work folders a crashed run left on this machine for these keys. */
export async function removeStaleWorkDirs(
  target: string | MediaStore,
  keys: ReadonlySet<string>,
): Promise<void> {
  const dir = asStore(target).workRoot;
  if (!existsSync(dir)) return;
  for (const entry of await readdir(dir)) {
    const key = /^\.tmp-(.+)-[0-9a-f]{8}$/.exec(entry)?.[1];
    if (key !== undefined && keys.has(key)) await rm(path.join(dir, entry), { recursive: true, force: true });
  }
}
