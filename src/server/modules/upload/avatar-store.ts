/**
 * Stored avatars: content-addressed WebP files under DATA_DIR/uploads/avatars, named by the
 * SHA-256 of their bytes, so a URL never changes meaning and can be cached for a year.
 */
import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_URL_RE, type UploadData } from '#shared/contract/upload.ts';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
/** The file names the static route serves (and the only ones it serves). */
export const AVATAR_FILE_RE = /^[0-9a-f]{64}\.webp$/;

export function createAvatarStore(dir: string) {
  return {
    dir,

    /** Writes the bytes once (a second upload of the same image reuses the file). */
    async save(bytes: Buffer): Promise<UploadData> {
      const name = `${createHash('sha256').update(bytes).digest('hex')}.webp`;
      const target = path.join(dir, name);
      const exists = await access(target).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await mkdir(dir, { recursive: true });
        // Written beside, then renamed: a reader never sees half a file.
        const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
        try {
          await writeFile(temp, bytes);
          await rename(temp, target);
        } finally {
          await rm(temp, { force: true });
        }
      }
      return {
        fileName: name,
        fileUrl: `${AVATAR_URL_PREFIX}${name}`,
        fileMd5: createHash('md5').update(bytes).digest('hex'),
      };
    },

    /** True for a URL of the form save() answers whose file is here. */
    async has(url: string): Promise<boolean> {
      const match = AVATAR_URL_RE.exec(url);
      if (!match) return false;
      return access(path.join(dir, `${match[1]}.webp`)).then(
        () => true,
        () => false,
      );
    },
  };
}
export type AvatarStore = ReturnType<typeof createAvatarStore>;
