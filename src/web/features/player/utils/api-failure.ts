/**
 * Failed calls of the player's endpoints. Some answers are outcomes here, not errors (a drama
 * or episode that does not exist): the calls keep those codes quiet (`quietCodes`) and the page
 * tells them apart with isNotFound.
 */
import { API_ERRORS } from '#shared/api-codes.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';

/** The server answered code 404: what was asked for does not exist (or no longer). */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiRequestError && error.kind === 'business' && error.code === API_ERRORS.notFound.code
  );
}
