/**
 * Readiness (GET /readyz): the database answers, every migration of this build is applied,
 * and the job queue answers. Each check is bounded, so a stuck database makes the answer
 * "not ready" instead of a hung probe.
 */
import type { OpsRepository } from './ops.repository.ts';

export interface ReadinessChecks {
  database: boolean;
  migrations: boolean;
  queue: boolean;
}

export interface Readiness {
  check(): Promise<{ ready: boolean; checks: ReadinessChecks }>;
}

/** A check still running after this long counts as failed. */
export const READINESS_CHECK_TIMEOUT_MS = 3000;

async function passes(
  check: () => Promise<boolean>,
  name: string,
  logError: (fields: Record<string, unknown>, message: string) => void,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch (error) {
    logError({ err: error, check: name }, 'readiness check failed');
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(deps: {
  repo: OpsRepository;
  /** Resolves when the job queue answers (queue.ts `stats`). */
  queue: () => Promise<unknown>;
  logError?: (fields: Record<string, unknown>, message: string) => void;
}): Readiness {
  const logError = deps.logError ?? (() => undefined);
  return {
    async check() {
      const database = await passes(
        async () => {
          await deps.repo.ping();
          return true;
        },
        'database',
        logError,
      );
      const [migrations, queue] = database
        ? await Promise.all([
            passes(() => deps.repo.migrationsApplied(), 'migrations', logError),
            passes(
              async () => {
                await deps.queue();
                return true;
              },
              'queue',
              logError,
            ),
          ])
        : [false, false];
      const checks = { database, migrations, queue };
      return { ready: database && migrations && queue, checks };
    },
  };
}
