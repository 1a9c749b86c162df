/**
 * The operator module's services, built together: by services.ts for the server, and by the
 * admin command line (scripts/admin.ts) over its own connection.
 */
import { createHmac } from 'node:crypto';
import type { Config } from '../../env.ts';
import type { UnitOfWork } from '../../unit-of-work.ts';
import { createAuditService } from './audit.service.ts';
import { createSecretBox } from './operator-crypto.ts';
import { createOperatorSessionService } from './operator-session.service.ts';
import { createOperatorService } from './operator.service.ts';

/** Where setup links point: PUBLIC_URL, else the local address the server listens on. */
export function consoleBaseUrl(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://127.0.0.1:${config.port}`;
}

export function createOperatorServices(deps: {
  uow: UnitOfWork;
  config: Pick<Config, 'publicUrl' | 'port' | 'mediaSecret'>;
  now: () => number;
  /** The issuer an authenticator app shows (the app's name). */
  issuer: () => Promise<string>;
}) {
  const { uow, config, now } = deps;
  const audit = createAuditService({ uow, now });
  const operatorSessions = createOperatorSessionService({ uow, now });
  // The TOTP secrets' key: derived from a server-only secret, never stored.
  const key = createHmac('sha256', config.mediaSecret).update('operator-totp-key').digest();
  const operators = createOperatorService({
    uow,
    audit,
    sessions: operatorSessions,
    now,
    box: createSecretBox(key),
    baseUrl: consoleBaseUrl(config),
    issuer: deps.issuer,
  });
  return { audit, operatorSessions, operators };
}
