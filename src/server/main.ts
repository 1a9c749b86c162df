/**
 * Entry point: configuration, database (migrated at start), app, listen, graceful shutdown.
 */
import path from 'node:path';
import { openDatabase } from '#db/client.ts';
import { DirectoryLockedError } from '#db/dir-lock.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './env.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.inMemory ? undefined : path.join(config.dataDir, 'db'),
      poolSize: config.databasePoolSize,
      onIdleError: (error) => process.stderr.write(`database: idle connection lost (${error.message})\n`),
    });
  } catch (error) {
    if (error instanceof DirectoryLockedError) fail(error.message);
    throw error;
  }

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { address, database: database.kind, dataDir: config.dataDir, publicUrl: config.publicUrl ?? null },
    'enjoy-drama listening',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
