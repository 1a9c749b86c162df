/**
 * POST /console-api/auth/password { current_password, totp_code, new_password }: the signed-in
 * operator's own password; their other sessions end. Refusals show in the form.
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { PasswordChangePayload } from '#shared/contract/console-auth.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';

export function changePassword(payload: PasswordChangePayload) {
  return consoleRequest('POST', '/auth/password', { schema: z.null(), body: payload });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: INLINE_ERRORS });
}
