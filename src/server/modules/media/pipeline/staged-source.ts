/**
 * An uploaded source nobody needs any more: once its rendition plays, once a newer upload of
 * the same episode supersedes it, or once its episode is deleted. A stored one (`sources/<id>`
 * in a shared media store) is deleted from the store; a file is removed only inside staging
 * (with tus's note beside it); a sample source is generated, so there is nothing to remove.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from '../store/media-store.ts';
import type { MediaSource } from './transcode.ts';

export async function removeSource(
  store: Pick<MediaStore, 'delete'>,
  stagingDir: string | undefined,
  source: MediaSource,
): Promise<void> {
  if (source.kind === 'stored') return store.delete(source.key);
  if (!stagingDir || source.kind !== 'file') return;
  const relative = path.relative(stagingDir, source.path);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return;
  await Promise.all([rm(source.path, { force: true }), rm(`${source.path}.json`, { force: true })]);
}
