/** Reading the e2e server's outbox (DATA_DIR .data-e2e) as a person reads a mailbox. */
import path from 'node:path';
import { lastMailedCode } from '../../src/server/testing/outbox.ts';

const DATA_DIR = path.resolve('.data-e2e');

/** The newest code mailed to an address, or undefined while none has arrived. */
export function codeFor(email: string): string | undefined {
  try {
    return lastMailedCode(DATA_DIR, email).code;
  } catch {
    return undefined;
  }
}

/** The newest mail to an address, whole (headers too), or undefined while none has arrived. */
export function lastMailTo(email: string): string | undefined {
  try {
    return lastMailedCode(DATA_DIR, email).raw;
  } catch {
    return undefined;
  }
}
