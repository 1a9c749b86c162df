/**
 * POST /message/send-email (no token): mails a login code to the address (SPEC 7). The send-code
 * limits (614 "wait", 429 hourly) are said by the form under the code field, not as a toast over
 * the sheet (components/code-hold.ts).
 */
import { API_ERRORS } from '#shared/api-codes.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const SAID_BY_THE_FORM = [API_ERRORS.sendTooFrequent.code, API_ERRORS.rateLimited.code] as const;

export async function sendEmailCode(email: string): Promise<void> {
  await apiRequest('sendEmail', { email }, { quietCodes: SAID_BY_THE_FORM });
}
