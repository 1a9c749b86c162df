/**
 * `npm run admin -- operator:create` while a server holds the database but listens elsewhere
 * (the roles audit: it printed only "fetch failed"): it names the address it tried and how to
 * name the right one. The database is held by this test process (a lock file with its pid).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-unreachable-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin against a server it cannot reach', () => {
  it('names the address it tried and how to set it', async () => {
    writeFileSync(path.join(dataDir, 'db.lock'), String(process.pid));
    // A free port: nothing listens on it.
    const port = await getPort({ host: '127.0.0.1' });
    const { ADMIN_URL, PUBLIC_URL, DATABASE_URL, ...env } = process.env;
    void [ADMIN_URL, PUBLIC_URL, DATABASE_URL];
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/admin.ts',
        'operator:create',
        '--email',
        'o@example.com',
        '--role',
        'owner',
      ],
      {
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...env, DATA_DIR: dataDir, PORT: String(port) },
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`http://127.0.0.1:${port}`);
    expect(run.stderr).toContain('ADMIN_URL=');
    expect(run.stderr).toContain(
      'PORT=<port> npm run admin -- operator:create --email o@example.com --role owner',
    );
    expect(run.stderr).not.toMatch(/^fetch failed$/m);
  }, 90_000);
});
