import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'db-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded database folder', () => {
  it("is made the owner's alone, also when it was open to others", { timeout: 30_000 }, async () => {
    const dir = path.join(root, 'db');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    const handle = await openDatabase({ pgliteDir: dir });
    try {
      expect(statSync(dir).mode & 0o777).toBe(0o700);
    } finally {
      await handle.close();
    }
  });
});
