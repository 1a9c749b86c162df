/**
 * POST /user/email-bind: the email login of SPEC 4. Like the device login, the answer's token
 * becomes the session (applyLogin keeps it in local storage).
 */
import type { LoginData } from '#shared/contract/user.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useSession } from '#web/stores/session.ts';

export async function loginWithEmail(email: string, code: string): Promise<LoginData> {
  const data = await apiRequest('emailBind', { email, code });
  useSession.getState().applyLogin(data);
  return data;
}
