/**
 * The media store of this process, from the configuration (MEDIA_STORE): built once by the
 * composition root (services.ts) and handed to whatever reads or writes media.
 */
import path from 'node:path';
import type { Config } from '../../../env.ts';
import { createLocalStore } from './local-store.ts';
import type { MediaStore } from './media-store.ts';
import { createS3Store } from './s3-store.ts';

export function createMediaStore(config: Pick<Config, 'mediaRoot' | 'mediaStore' | 'workDir'>): MediaStore {
  if (config.mediaStore.kind === 's3') return createS3Store(config.mediaStore.s3, config.workDir);
  return createLocalStore(config.mediaRoot);
}

/** A store, or a local media folder given by its path (the media scripts, older callers). */
export function asStore(target: string | MediaStore): MediaStore {
  return typeof target === 'string' ? createLocalStore(path.resolve(target)) : target;
}
