/**
 * POST /user/email-bind: the email login of SPEC 4, or linking the address to the account
 * (`link`, decision 0060). Like the device login, the answer's token becomes the session
 * (kept in local storage), and a blocked account's dialog is over.
 */
import type { LoginData } from '#shared/contract/user.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { keepLogin } from '#web/lib/session-recovery.ts';

export interface BindOptions {
  /** Link to the current account instead of logging in (decision 0060). */
  link?: boolean;
}

export async function loginWithEmail(
  email: string,
  code: string,
  options: BindOptions = {},
): Promise<LoginData> {
  const data = await apiRequest('emailBind', { email, code, ...(options.link ? { link: 1 as const } : {}) });
  keepLogin(data);
  return data;
}
