/**
 * TanStack Query for the console, with the one place where failures surface: a call answered
 * 901 (no live session) hands over to `onUnauthorized` (the app asks the operator to sign in
 * again); a call answered 903 (the role may not do this) hands over to `onForbidden` (the app
 * asks for the session again: an owner may have changed the role) and is said once, however
 * many of the screen's calls were refused together; any other failure is shown as a message
 * with the server's text, unless the query or mutation says it shows its errors itself
 * (`meta: { inlineErrors: true }`, the sign-in forms and dialogs).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { API_ERRORS } from '#shared/api-codes.ts';
import { forgetSession } from './api-client.ts';
import { isConsoleApiError } from './api-error.ts';
import { notifyError } from './notify.ts';

/** The meta of a query or mutation that shows its own errors (no global augmentation: the
 * viewer app shares the TanStack types). */
export const INLINE_ERRORS = { inlineErrors: true } as const;

export const CODE_UNAUTHORIZED = API_ERRORS.operatorUnauthorized.code;
export const CODE_FORBIDDEN = API_ERRORS.operatorForbidden.code;

/** Refusals of the role this close together are one refusal (a screen's calls fail together). */
const FORBIDDEN_QUIET_MS = 3000;

export interface QueryClientHandlers {
  /** The session ended under the screens (901). */
  onUnauthorized: () => void;
  /** The role was refused (903): the operator's role may have changed since the session was read. */
  onForbidden?: () => void;
}

export function createQueryClient(options: QueryClientHandlers): QueryClient {
  let forbiddenShownAt = -Infinity;
  const handle = (error: Error, meta: Record<string, unknown> | undefined) => {
    if (isConsoleApiError(error, CODE_UNAUTHORIZED)) {
      forgetSession();
      options.onUnauthorized();
      return;
    }
    const forbidden = isConsoleApiError(error, CODE_FORBIDDEN);
    if (forbidden) options.onForbidden?.();
    if (meta?.['inlineErrors'] === true) return;
    if (error.name === 'AbortError') return;
    if (forbidden) {
      const now = Date.now();
      if (now - forbiddenShownAt < FORBIDDEN_QUIET_MS) return;
      forbiddenShownAt = now;
    }
    notifyError(error.message);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handle(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        // An answer from the server (a code) is final; a dropped connection is tried again.
        retry: (count, error) => !(isConsoleApiError(error) && error.code > 0) && count < 2,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}
