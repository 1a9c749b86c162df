/** POST /console-api/auth/totp/finish { totp_code } from the new app: it replaces the old one. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { TotpChangeFinishPayload } from '#shared/contract/console-auth.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';

export function finishTotpChange(payload: TotpChangeFinishPayload) {
  return consoleRequest('POST', '/auth/totp/finish', { schema: z.null(), body: payload });
}

export function useFinishTotpChange() {
  return useMutation({ mutationFn: finishTotpChange, meta: INLINE_ERRORS });
}
