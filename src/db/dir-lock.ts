/**
 * PGlite is one connection in one process: a second process on the same directory would
 * corrupt it. The first process writes its pid into a lock file; a second one stops with a
 * clear message while that pid is alive, and takes over a lock left by a dead process.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DirectoryLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The database directory ${dir} is in use by another process (pid ${pid}). ` +
        'PGlite serves one process only: stop that process, point DATA_DIR elsewhere, ' +
        'or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
    this.name = 'DirectoryLockedError';
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDirectoryLock(dir: string): () => void {
  const file = path.join(dir, '..', `${path.basename(dir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (owner !== process.pid && isAlive(owner)) throw new DirectoryLockedError(dir, owner);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
