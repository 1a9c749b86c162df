/** A console API call that did not succeed: the server's code and its translated message. */
export class ConsoleApiError extends Error {
  override readonly name = 'ConsoleApiError';

  constructor(
    /** A code of src/shared/api-codes.ts; 0 when no answer came, -1 for an answer we cannot read. */
    readonly code: number,
    message: string,
    /** The envelope's data (912 carries `retry_after_s`). */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const NO_ANSWER = 0;
export const UNREADABLE_ANSWER = -1;

export function isConsoleApiError(error: unknown, code?: number): error is ConsoleApiError {
  return error instanceof ConsoleApiError && (code === undefined || error.code === code);
}
