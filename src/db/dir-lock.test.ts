import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DirectoryLockedError } from './dir-lock.ts';

const dirs: string[] = [];
function tempDb(): string {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  dirs.push(parent);
  return path.join(parent, 'db');
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('one process per PGlite directory', () => {
  it('refuses a directory held by a live process, naming it', async () => {
    const dir = tempDb();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(`${dir}.lock`, String(other.pid));
      expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError);
      expect(() => acquireDirectoryLock(dir)).toThrow(new RegExp(`pid ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = tempDb();
    writeFileSync(`${dir}.lock`, '999999999');
    const release = acquireDirectoryLock(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
