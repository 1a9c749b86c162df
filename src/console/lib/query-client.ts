/**
 * TanStack Query for the console, with the one place where failures surface: a call answered
 * 901 (no live session) hands over to `onUnauthorized` (the app shows the login page); any
 * other failure is shown as a message with the server's text, unless the query or mutation
 * says it shows its errors itself (`meta: { inlineErrors: true }`, the sign-in forms).
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

export function createQueryClient(options: { onUnauthorized: () => void }): QueryClient {
  const handle = (error: Error, meta: Record<string, unknown> | undefined) => {
    if (isConsoleApiError(error, CODE_UNAUTHORIZED)) {
      forgetSession();
      options.onUnauthorized();
      return;
    }
    if (meta?.['inlineErrors'] === true) return;
    if (error.name === 'AbortError') return;
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
