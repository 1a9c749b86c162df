/**
 * The media store as a folder on this machine (DATA_DIR/media, the default): what the app did
 * before the store existed. Files are written aside and renamed into place; a rendition is
 * built in `e/.tmp-<key>-*` and renamed to `e/<key>/`, so a reader never sees half of one.
 */
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../../../lib/write-atomic.ts';
import {
  checkKey,
  resolveRange,
  type MediaFolder,
  type MediaStore,
  type StoredObject,
} from './media-store.ts';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** Text files in a folder on disk, each written aside and renamed into place. */
export function diskFolder(dir: string): MediaFolder {
  const file = (name: string) => path.join(dir, checkKey(name));
  return {
    read: async (name) =>
      readFile(file(name), 'utf8').catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      }),
    async write(name, text) {
      await mkdir(path.dirname(file(name)), { recursive: true });
      await writeFileAtomic(file(name), text);
    },
    remove: async (name) => rm(file(name), { force: true }),
  };
}

export function createLocalStore(root: string): MediaStore {
  const file = (key: string) => path.join(root, checkKey(key));

  async function statOf(key: string): Promise<StoredObject | undefined> {
    try {
      const s = await stat(file(key));
      return s.isFile() ? { size: s.size, modified: s.mtime } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 'local',
    localRoot: root,
    workRoot: path.join(root, 'e'),

    async put(key, body) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFileAtomic(file(key), body);
    },

    async putFile(key, source) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      await copyFile(source, temp);
      await rename(temp, target);
    },

    get: async (key) =>
      readFile(file(key)).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      }),

    stat: statOf,

    hasPrefix: async (prefix) => existsSync(file(prefix)),

    delete: async (key) => rm(file(key), { force: true }),

    deletePrefix: async (prefix) => rm(file(prefix), { recursive: true, force: true }),

    async read(key, options = {}) {
      const object = await statOf(key);
      if (!object) return { kind: 'missing' };
      const range = options.range ? resolveRange(options.range, object.size) : undefined;
      if (options.range && !range) return { kind: 'unsatisfiable', size: object.size };
      const body = createReadStream(file(key), range ?? {});
      const length = range ? range.end - range.start + 1 : object.size;
      return { kind: 'body', body, object, length, ...(range ? { range } : {}) };
    },

    async download(key, target) {
      await copyFile(file(key), target);
    },

    async publishFolder(dir, prefix, { overwrite }) {
      const target = file(prefix);
      await mkdir(path.dirname(target), { recursive: true });
      if (overwrite) await rm(target, { recursive: true, force: true });
      await rename(dir, target);
    },

    // Checked when a file of it is used (the folder's names are checked again then).
    folder: (prefix) => diskFolder(path.join(root, prefix)),
  };
}
