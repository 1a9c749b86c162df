/**
 * The operator's command line (ADMIN_USAGE in admin-cli.ts says it all):
 *
 *   npm run admin -- feedback:list [--unanswered] [--limit N] [--json]
 *   npm run admin -- feedback:reply <id> <text>
 *   npm run admin -- operator:create --email <email> --role <role> [--name <name>]
 *   npm run admin -- operator:reset --email <email>
 *
 * It opens the server's database (DATABASE_URL, else the PGlite files in DATA_DIR/db). PGlite
 * serves one process: while the server runs on the same DATA_DIR, the command goes through
 * the server's admin HTTP API instead (/admin/api/feedback..., /admin/api/operators... with
 * Bearer ADMIN_TOKEN, or the generated token in DATA_DIR/secrets.json), at ADMIN_URL, else
 * PUBLIC_URL, else http://127.0.0.1:PORT. When nothing answers there, it says which address it
 * tried and how to name the right one (PORT or ADMIN_URL), rather than only "fetch failed".
 */
import path from 'node:path';
import { openDatabase } from '#db/client.ts';
import { DirectoryLockedError } from '#db/dir-lock.ts';
import { ConfigError, loadConfig, type Config } from '#server/env.ts';
import {
  ADMIN_USAGE,
  localAdminOps,
  runAdminCommand,
  type AdminOps,
} from '#server/modules/admin/admin-cli.ts';
import { createRemoteAdmin } from '#server/modules/admin/remote-admin.ts';
import { createFeedbackService } from '#server/modules/feedback/feedback.service.ts';
import { createFeedbackImageService } from '#server/modules/feedback/feedback-image.service.ts';
import { createMediaStore } from '#server/modules/media/store/create-media-store.ts';
import { createOperatorServices } from '#server/modules/operator/operator-services.ts';
import { createUnitOfWork } from '#server/unit-of-work.ts';

function busyMessage(config: Config, detail: string): string {
  const base = config.publicUrl ?? `http://127.0.0.1:${config.port}`;
  return [
    detail,
    '',
    'Another process (the server, most likely) holds this database, and PGlite serves one process',
    'at a time.',
    'Use the server\'s HTTP API instead (the token is ADMIN_TOKEN, or "adminToken" in',
    `${path.join(config.dataDir, 'secrets.json')} when ADMIN_TOKEN is unset):`,
    '',
    `  curl -H "Authorization: Bearer $ADMIN_TOKEN" '${base}/admin/api/feedback?unanswered=1'`,
    `  curl -H "Authorization: Bearer $ADMIN_TOKEN" -H 'content-type: application/json' \\`,
    `       -d '{"body":"Thanks, fixed!"}' ${base}/admin/api/feedback/<id>/reply`,
    `  curl -H "Authorization: Bearer $ADMIN_TOKEN" -H 'content-type: application/json' \\`,
    `       -d '{"email":"you@example.com","role":"owner"}' ${base}/admin/api/operators`,
    '',
    'Or stop the server and run this command again.',
  ].join('\n');
}

/** A call that reached no server (refused, unknown host, timed out), as opposed to a server's refusal. */
function reachedNobody(error: unknown): boolean {
  return (
    (error instanceof TypeError && error.message === 'fetch failed') ||
    (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
  );
}

/** What to say when the server's admin API did not answer at `base`. */
function unreachableMessage(config: Config, base: string, argv: readonly string[], error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
  const command = argv.map((arg) => (/^[\w@.:/=-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`));
  return [
    `Could not reach the server's admin API at ${base} (${cause}).`,
    `The database in ${path.join(config.dataDir, 'db')} is held by another process (the server, most`,
    'likely), so this command asks that server instead. If it listens on another port or address,',
    'say which, with the PORT the server was started with or its whole address in ADMIN_URL:',
    '',
    `  PORT=<port> npm run admin -- ${command.join(' ')}`,
    `  ADMIN_URL=http://127.0.0.1:<port> npm run admin -- ${command.join(' ')}`,
  ].join('\n');
}

/** The server's operations, with a failure to reach it explained (where, and how to say where). */
function explained(ops: AdminOps, explain: (error: unknown) => string): AdminOps {
  const guard =
    <A extends unknown[], R>(op: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await op(...args);
      } catch (error) {
        throw reachedNobody(error) ? new Error(explain(error)) : error;
      }
    };
  return {
    feedback: { operatorList: guard(ops.feedback.operatorList), reply: guard(ops.feedback.reply) },
    operators: { create: guard(ops.operators.create), reset: guard(ops.operators.reset) },
  };
}

const io = {
  out: (line: string) => process.stdout.write(`${line}\n`),
  err: (line: string) => process.stderr.write(`${line}\n`),
};

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
    process.stdout.write(ADMIN_USAGE);
    return 0;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.inMemory ? undefined : path.join(config.dataDir, 'db'),
      poolSize: 2,
    });
  } catch (error) {
    if (error instanceof DirectoryLockedError) {
      // The server holds the database: ask it instead.
      const base = (process.env.ADMIN_URL ?? config.publicUrl ?? `http://127.0.0.1:${config.port}`).replace(
        /\/+$/,
        '',
      );
      try {
        const remote = explained(createRemoteAdmin(base, config.adminToken), (failure) =>
          unreachableMessage(config, base, argv, failure),
        );
        return await runAdminCommand(argv, { ...remote, io });
      } catch (remote) {
        process.stderr.write(`${busyMessage(config, `${error.message}\n${base}: ${String(remote)}`)}\n`);
        return 1;
      }
    }
    throw error;
  }
  try {
    const uow = createUnitOfWork(database.db);
    // create and reset need no authenticator issuer (setup/start names it, on the server).
    const { audit, operators } = createOperatorServices({
      uow,
      config,
      now: Date.now,
      issuer: async () => 'Enjoy Drama',
    });
    const images = createFeedbackImageService({
      uow,
      store: createMediaStore(config),
      secret: config.mediaSecret,
      now: Date.now,
    });
    const feedback = createFeedbackService({ uow, rateLimits: uow.read.rateLimits, audit, images });
    return await runAdminCommand(argv, { ...localAdminOps({ feedback, operators }), io });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `admin: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
