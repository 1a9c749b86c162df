/** POST /console-api/auth/sessions/end-others: every other session of the operator ends; this one stays. */
import { useMutation } from '@tanstack/react-query';
import { sessionsEndedResponse } from '#shared/contract/console-auth.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

export function endOtherSessions() {
  return consoleRequest('POST', '/auth/sessions/end-others', { schema: sessionsEndedResponse });
}

export function useEndOtherSessions() {
  return useMutation({ mutationFn: endOtherSessions });
}
