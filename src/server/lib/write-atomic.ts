/**
 * Writing a file so that a reader sees the old bytes or the new ones, never half: the bytes go
 * to a hidden temporary file beside the target, reach the disk, and the temporary file is
 * renamed over the target (an atomic step on one file system).
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export async function writeFileAtomic(target: string, data: string | Uint8Array): Promise<void> {
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } finally {
    await rm(temp, { force: true });
  }
}
