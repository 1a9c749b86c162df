/**
 * A blocked account's login (issue 18, code 633): the email code and the login itself are
 * refused with the server's message in the user's language, shown as a toast like every other
 * login refusal, and the call rejects so the popup stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '#shared/api-codes.ts';
import { loginAsDevice } from '#web/lib/api-client.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import { jsonResponse } from '#web/testing/network.ts';
import { failure, notice, ok, requests, serve, setUpApiClientTests } from '#web/lib/api-client.testing.ts';
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

/**
 * Another person on a device whose account is blocked (decision 0060): the blocked session is
 * gone (no token), so the login goes without one, and once it is in, the dialog is over.
 */
describe('another account on a blocked device', () => {
  const blockedDevice = async (): Promise<void> => {
    useSession.getState().logout();
    useSessionPrompt.setState({ visible: false, requested: false, blocked: false });
    serve(() => jsonResponse({ code: BLOCKED, msg: MESSAGE, data: null }));
    await failure(loginAsDevice());
    expect(useSessionPrompt.getState()).toMatchObject({ blocked: true, visible: true });
  };

  it('logs in without a token; no device login follows, and the blocked dialog does not come back', async () => {
    await blockedDevice();
    useSessionPrompt.getState().hide();
    const from = requests.length;
    serve(() => ok({ user_token: 'token-other', nickname: 'Other', email: 'other@example.com' }));
    await loginWithEmail('other@example.com', '123456');
    const sent = requests.slice(from);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toMatch(/\/user\/email-bind$/);
    expect(sent[0]?.headers.token ?? '').toBe('');
    expect(useSession.getState().token).toBe('token-other');
    expect(useSessionPrompt.getState()).toMatchObject({ blocked: false, visible: false });
  });

  it('a device login answered 633 after another account got in leaves that session, with no dialog', async () => {
    useSession.getState().logout();
    useSessionPrompt.setState({ visible: false, requested: false, blocked: false });
    let answerDeviceLogin = (): void => undefined;
    const loggedIn = new Promise<void>((resolve) => {
      answerDeviceLogin = resolve;
    });
    serve(async (request) => {
      if (!request.url.endsWith('/user/device-login'))
        return ok({ user_token: 'token-tiktok', nickname: 'T', email: '' });
      await loggedIn; // the start-up's device login, answered after the other login
      return jsonResponse({ code: BLOCKED, msg: MESSAGE, data: null });
    });
    const startUp = loginAsDevice();
    await loginWithEmail('other@example.com', '123456');
    answerDeviceLogin();
    await failure(startUp);
    expect(useSession.getState().token).toBe('token-tiktok');
    expect(useSessionPrompt.getState()).toMatchObject({ blocked: false, visible: false });
  });

  it('under an open login popup the blocked state holds, without its dialog on top', async () => {
    useLoginPopup.setState({ visible: true });
    await failure(
      (async () => {
        useSession.getState().logout();
        serve(() => jsonResponse({ code: BLOCKED, msg: MESSAGE, data: null }));
        return loginAsDevice();
      })(),
    );
    expect(useSessionPrompt.getState()).toMatchObject({ blocked: true, visible: false });
    useLoginPopup.setState({ visible: false });
  });
});
