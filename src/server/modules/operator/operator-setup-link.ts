/**
 * A one-time setup link (first password and authenticator, or a new pair after a reset): 32
 * random bytes in the URL's fragment, so the token reaches no server log or Referer; the
 * database keeps only its SHA-256 and when it ends (OPERATOR_SETUP_HOURS).
 */
import { OPERATOR_SETUP_HOURS } from '#shared/contract/console-auth.ts';
import { randomToken, sha256Hex } from './operator-crypto.ts';

export interface SetupLink {
  tokenHash: string;
  expiresAt: Date;
  url: string;
}

export function newSetupLink(baseUrl: string, nowMs: number): SetupLink {
  const token = randomToken();
  return {
    tokenHash: sha256Hex(token),
    expiresAt: new Date(nowMs + OPERATOR_SETUP_HOURS * 3_600_000),
    url: `${baseUrl}/console/setup#token=${token}`,
  };
}
