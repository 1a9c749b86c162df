/**
 * A spec's own server, beside the one of playwright.config.ts: its own data folder, a free
 * port, the built app (scripts/start.mjs), no sample catalogue, and the environment given.
 * Its origin differs from the config's, so the config's storage (the first visit's language
 * question answered) does not reach it: the caller's pages set what they need.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import getPort from 'get-port';

export interface OwnServer {
  base: string;
  stop(): Promise<void>;
}

/** Starts it and waits until its home page answers; `omit` drops variables of the caller's environment. */
export async function startOwnServer(options: {
  dataDir: string;
  env: Record<string, string>;
  omit?: RegExp;
}): Promise<OwnServer> {
  const dataDir = path.resolve(options.dataDir);
  const port = await getPort({ host: '127.0.0.1' });
  rmSync(dataDir, { recursive: true, force: true });
  const inherited = Object.entries(process.env).filter(([key]) => !options.omit?.test(key));
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...Object.fromEntries(inherited),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SAMPLE_CATALOGUE: '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  const stop = async (): Promise<void> => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`the e2e server on ${base} did not start`);
}
