/** POST /message/send-email (no token): mails a login code to the address (SPEC 7). */
import { apiRequest } from '#web/lib/api-client.ts';

export async function sendEmailCode(email: string): Promise<void> {
  await apiRequest('sendEmail', { email });
}
