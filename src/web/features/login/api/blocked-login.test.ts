/**
 * A blocked account's login (issue 18, code 633): the email code and the login itself are
 * refused with the server's message in the user's language, shown as a toast like every other
 * login refusal, and the call rejects so the popup stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '#shared/api-codes.ts';
import { jsonResponse } from '#web/testing/network.ts';
import { failure, notice, serve, setUpApiClientTests } from '#web/lib/api-client.testing.ts';
import { loginWithEmail } from './email-bind.ts';
import { sendEmailCode } from './send-email.ts';

setUpApiClientTests();

const BLOCKED = API_ERRORS.accountBlocked.code;
const MESSAGE = 'บัญชีนี้ถูกระงับ กรุณาติดต่อฝ่ายบริการลูกค้า';

describe('a blocked account logging in', () => {
  it('toasts the server’s message when the code is asked for, and rejects', async () => {
    serve(() => jsonResponse({ code: BLOCKED, msg: MESSAGE, data: null }));
    expect(await failure(sendEmailCode('blocked@example.com'))).toMatchObject({ code: BLOCKED });
    expect(notice()?.message).toBe(MESSAGE);
  });

  it('toasts it when the code is used, and rejects', async () => {
    serve(() => jsonResponse({ code: BLOCKED, msg: MESSAGE, data: null }));
    expect(await failure(loginWithEmail('blocked@example.com', '123456'))).toMatchObject({ code: BLOCKED });
    expect(notice()?.message).toBe(MESSAGE);
  });
});
