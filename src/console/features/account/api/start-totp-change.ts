/**
 * POST /console-api/auth/totp/start { current_password, totp_code }: a new authenticator secret
 * to enrol (the current app keeps working until it is confirmed).
 */
import { useMutation } from '@tanstack/react-query';
import { totpEnrolResponse, type TotpChangeStartPayload } from '#shared/contract/console-auth.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';

export function startTotpChange(payload: TotpChangeStartPayload) {
  return consoleRequest('POST', '/auth/totp/start', { schema: totpEnrolResponse, body: payload });
}

export function useStartTotpChange() {
  return useMutation({ mutationFn: startTotpChange, meta: INLINE_ERRORS });
}
