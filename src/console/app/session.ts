/**
 * The console's query client and what it does when the session changes under the screens:
 *
 * - 901 (the session ended: expired, signed out in another tab, the operator disabled or reset
 *   by an owner) while an operator was signed in: the screen stays as it is, with its unsaved
 *   edits, and a dialog over it asks to sign in again (session-ended-dialog.tsx); after that,
 *   what failed meanwhile is asked again and the failed save can be made again. Nobody signed in
 *   yet: the login page (require-operator.tsx).
 * - 903 (the role may not do this): the session is asked again, so the menu, the role tag and
 *   the page follow a role an owner just changed (the page says "Not for your role" if the new
 *   role may not open it).
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '#shared/contract/console-auth.ts';
import { ME_QUERY_KEY } from '#console/features/auth/api/get-me.ts';
import { createQueryClient } from '#console/lib/query-client.ts';

const SESSION_ENDED_KEY = ['auth', 'session-ended'] as const;

export function createConsoleQueryClient(): QueryClient {
  const client: QueryClient = createQueryClient({
    onUnauthorized: () => {
      if (client.getQueryData<MeResponse | null>(ME_QUERY_KEY)) client.setQueryData(SESSION_ENDED_KEY, true);
      else client.setQueryData(ME_QUERY_KEY, null);
    },
    onForbidden: () => void client.invalidateQueries({ queryKey: ME_QUERY_KEY }, { cancelRefetch: false }),
  });
  return client;
}

/** True from a 901 under a signed-in screen until the operator signs in again. */
export function useSessionEnded(): boolean {
  return (
    useQuery({
      queryKey: SESSION_ENDED_KEY,
      // Never fetched: set by the query client's 901 and by resumeSession.
      queryFn: () => false,
      initialData: false,
      staleTime: Infinity,
      gcTime: Infinity,
    }).data === true
  );
}

/**
 * Signed in again over a screen (the login call has already stored the new session): the same
 * operator gets what failed meanwhile asked again; another operator gets everything asked again.
 */
export function resumeSession(client: QueryClient, before: number | undefined, me: MeResponse): void {
  client.setQueryData(SESSION_ENDED_KEY, false);
  if (me.operator.id === before) {
    void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  } else {
    void client.invalidateQueries();
  }
}
