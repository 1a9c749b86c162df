/**
 * Stored avatars: content-addressed WebP files named by the SHA-256 of their bytes, so a URL
 * never changes meaning and can be cached for a year. On one machine they live in
 * DATA_DIR/uploads/avatars; when the media store is shared (S3, decision 0032) they live in it
 * under `avatars/`, so every app machine answers for an avatar any of them took.
 */
import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_URL_RE, type UploadData } from '#shared/contract/upload.ts';
import type { MediaStore } from '../media/store/media-store.ts';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
/** The file names the static route serves (and the only ones it serves). */
export const AVATAR_FILE_RE = /^[0-9a-f]{64}\.webp$/;
/** Where avatars live in a shared media store. */
export const AVATAR_KEY_PREFIX = 'avatars/';

/** The bytes of one avatar, kept once. */
interface AvatarBackend {
  exists(name: string): Promise<boolean>;
  write(name: string, bytes: Buffer): Promise<void>;
}

function folderBackend(dir: string): AvatarBackend {
  return {
    exists: (name) =>
      access(path.join(dir, name)).then(
        () => true,
        () => false,
      ),
    async write(name, bytes) {
      await mkdir(dir, { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, bytes);
        await rename(temp, path.join(dir, name));
      } finally {
        await rm(temp, { force: true });
      }
    },
  };
}

function sharedBackend(store: MediaStore): AvatarBackend {
  return {
    exists: async (name) => (await store.stat(`${AVATAR_KEY_PREFIX}${name}`)) !== undefined,
    write: (name, bytes) => store.put(`${AVATAR_KEY_PREFIX}${name}`, bytes),
  };
}

/**
 * `dir` on this machine, or `shared`: a media store every app machine reads (a bucket); a
 * local media store is not passed, so a single machine keeps its avatars where they were.
 */
export function createAvatarStore(dir: string, shared?: MediaStore) {
  const backend = shared ? sharedBackend(shared) : folderBackend(dir);
  return {
    dir,
    /** Set when avatars are served from the shared store instead of `dir`. */
    shared,

    /** Writes the bytes once (a second upload of the same image reuses the file). */
    async save(bytes: Buffer): Promise<UploadData> {
      const name = `${createHash('sha256').update(bytes).digest('hex')}.webp`;
      if (!(await backend.exists(name))) await backend.write(name, bytes);
      return {
        fileName: name,
        fileUrl: `${AVATAR_URL_PREFIX}${name}`,
        fileMd5: createHash('md5').update(bytes).digest('hex'),
      };
    },

    /** True for a URL of the form save() answers whose file is stored. */
    async has(url: string): Promise<boolean> {
      const match = AVATAR_URL_RE.exec(url);
      return match ? backend.exists(`${match[1]}.webp`) : false;
    },
  };
}
export type AvatarStore = ReturnType<typeof createAvatarStore>;
