// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { loginWithEmail } from '../api/email-bind.ts';
import {
  facebookAccessToken,
  loadFacebookSdk,
  loginWithFacebook,
  type FacebookSdk,
} from '../api/facebook-login.ts';
import { startTiktokLogin } from '../api/tiktok-login.ts';
import { sendEmailCode } from '../api/send-email.ts';
import { useCodeCountdown } from '../hooks/use-code-countdown.ts';
import LoginPopup from './login-popup.tsx';

vi.mock('../api/send-email.ts', () => ({ sendEmailCode: vi.fn() }));
vi.mock('../api/email-bind.ts', () => ({ loginWithEmail: vi.fn() }));
vi.mock('../api/facebook-login.ts', () => ({
  loadFacebookSdk: vi.fn(),
  facebookAccessToken: vi.fn(),
  loginWithFacebook: vi.fn(),
}));
vi.mock('../api/tiktok-login.ts', () => ({ startTiktokLogin: vi.fn() }));

const toast = (): string | undefined => useNotice.getState().current?.message;
const byId = (id: string): HTMLElement => screen.getByTestId(id);
const type = (id: string, value: string): void => {
  fireEvent.input(byId(id), { target: { value } });
};

function openEmailMode(): void {
  act(() => useLoginPopup.getState().open());
  render(<LoginPopup />);
  fireEvent.click(byId('login-channel-email'));
}

beforeAll(async () => {
  await applyLanguage(3);
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  useCodeCountdown.getState().reset();
  useNotice.setState({ current: null });
  useLoginPopup.setState({ visible: false, requested: false });
  vi.mocked(sendEmailCode).mockReset().mockResolvedValue(undefined);
  vi.mocked(loginWithEmail).mockReset();
});

afterEach(() => {
  cleanup();
  useCodeCountdown.getState().stop();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('LoginPopup email mode', () => {
  it('switches to the email form and Back returns to the channel list', () => {
    openEmailMode();
    expect(byId('login-email-form')).toBeTruthy();
    expect(screen.queryByTestId('login-channel-device')).toBeNull();
    expect(byId('login-submit').hasAttribute('disabled')).toBe(true);
    fireEvent.click(byId('login-back'));
    expect(screen.queryByTestId('login-email-form')).toBeNull();
    expect(byId('login-channel-device')).toBeTruthy();
  });

  it('reopening shows the channel list and resumes the stored countdown', () => {
    openEmailMode();
    act(() => useLoginPopup.getState().close());
    localStorage.setItem(STORAGE_KEYS.emailInterval, String(Date.now() + 30_000));
    act(() => useLoginPopup.getState().open());
    expect(screen.queryByTestId('login-email-form')).toBeNull();
    fireEvent.click(byId('login-channel-email'));
    expect(byId('login-get-code').textContent).toBe('ReGet(30)');
    expect(byId('login-get-code').hasAttribute('disabled')).toBe(true);
  });

  it('checks the email before sending, then counts down from 60', async () => {
    openEmailMode();
    const getCode = byId('login-get-code');
    fireEvent.click(getCode);
    expect(toast()).toBe('Please enter email');
    expect(useNotice.getState().current?.position).toBe('top');
    type('login-email-input', 'not-an-email');
    fireEvent.click(getCode);
    expect(toast()).toBe('Please enter the correct email');
    expect(sendEmailCode).not.toHaveBeenCalled();

    type('login-email-input', ' viewer@example.com ');
    await act(async () => fireEvent.click(getCode));
    expect(sendEmailCode).toHaveBeenCalledWith('viewer@example.com');
    expect(toast()).toBe('Sent successfully');
    // At the top: with the keyboard up, a centred toast covers the code field and this button.
    expect(useNotice.getState().current?.position).toBe('top');
    expect(getCode.textContent).toBe('ReGet(60)');
    expect(getCode.hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(getCode.textContent).toBe('ReGet(59)');
  });

  it('fills the address in again after Back, and holds the countdown for that address only', async () => {
    openEmailMode();
    type('login-email-input', 'viewer@example.com');
    await act(async () => fireEvent.click(byId('login-get-code')));
    fireEvent.click(byId('login-back'));
    fireEvent.click(byId('login-channel-email'));
    expect((byId('login-email-input') as HTMLInputElement).value).toBe('viewer@example.com');
    expect(byId('login-get-code').textContent).toBe('ReGet(60)');
    // A corrected address may ask at once (the server's 60 s are per address).
    type('login-email-input', 'viewer2@example.com');
    expect(byId('login-get-code').hasAttribute('disabled')).toBe(false);
    expect(byId('login-get-code').textContent).toBe('Get code');
    type('login-email-input', 'viewer@example.com');
    expect(byId('login-get-code').hasAttribute('disabled')).toBe(true);
  });

  it('says the 64-character limit under an over-long email instead of cutting it', () => {
    openEmailMode();
    const long = `${'a'.repeat(60)}@example.com`; // 72 characters, as pasted
    type('login-email-input', long);
    const input = byId('login-email-input') as HTMLInputElement;
    expect(input.value).toBe(long);
    expect(input.hasAttribute('maxlength')).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(byId('login-email-error').textContent).toBe('The email can be at most 64 characters');
    type('login-code-input', '123456');
    expect(byId('login-submit').hasAttribute('disabled')).toBe(true);
    fireEvent.click(byId('login-get-code'));
    expect(sendEmailCode).not.toHaveBeenCalled();
    expect(toast()).toBe('The email can be at most 64 characters');

    type('login-email-input', 'viewer@example.com');
    expect(screen.queryByTestId('login-email-error')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('gives get-code back at once when the code is out of tries (613), not after a wrong one (611)', async () => {
    const refuse = (code: number) =>
      new ApiRequestError({ code, msg: 'refused', kind: 'business', status: 200 });
    openEmailMode();
    type('login-email-input', 'viewer@example.com');
    await act(async () => fireEvent.click(byId('login-get-code')));
    expect(byId('login-get-code').textContent).toBe('ReGet(60)');
    type('login-code-input', '000000');

    vi.mocked(loginWithEmail).mockRejectedValueOnce(refuse(611));
    await act(async () => fireEvent.click(byId('login-submit')));
    expect(byId('login-get-code').hasAttribute('disabled')).toBe(true);

    act(() => vi.advanceTimersByTime(5000));
    vi.mocked(loginWithEmail).mockRejectedValueOnce(refuse(613));
    await act(async () => fireEvent.click(byId('login-submit')));
    expect(byId('login-get-code').hasAttribute('disabled')).toBe(false);
    expect(byId('login-get-code').textContent).toBe('Get code');
    expect(localStorage.getItem(STORAGE_KEYS.emailInterval)).toBeNull();
    // And stays given back (the timer is gone, nothing resumes it).
    act(() => vi.advanceTimersByTime(3000));
    expect(byId('login-get-code').textContent).toBe('Get code');
    await act(async () => fireEvent.click(byId('login-get-code')));
    expect(sendEmailCode).toHaveBeenCalledTimes(2);
  });

  it('keeps only the digits of the code, six at most (a pasted "123 456" too)', () => {
    openEmailMode();
    type('login-code-input', 'ab12 34-56x7');
    expect((byId('login-code-input') as HTMLInputElement).value).toBe('123456');
  });

  it('says there is no network when get-code fails offline (the client shows nothing then)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = new ApiRequestError({ code: 0, msg: 'Still no network.', kind: 'network', status: 0 });
    vi.mocked(sendEmailCode).mockRejectedValue(offline);
    openEmailMode();
    type('login-email-input', 'viewer@example.com');
    await act(async () => fireEvent.click(byId('login-get-code')));
    expect(toast()).toBe('Still no network.');
    expect(byId('login-get-code').hasAttribute('disabled')).toBe(false);
  });

  it('re-enables get-code when sending fails', async () => {
    vi.mocked(sendEmailCode).mockRejectedValue(new Error('614'));
    openEmailMode();
    type('login-email-input', 'viewer@example.com');
    await act(async () => fireEvent.click(byId('login-get-code')));
    expect(byId('login-get-code').hasAttribute('disabled')).toBe(false);
    expect(byId('login-get-code').textContent).toBe('Get code');
  });

  it('logs in with a valid email and six-digit code, then closes', async () => {
    vi.mocked(loginWithEmail).mockResolvedValue({
      user_token: 't',
      nickname: 'n',
      email: 'viewer@example.com',
    });
    // The page reload is scheduled, not run (jsdom cannot reload).
    const timeout = vi.spyOn(window, 'setTimeout');
    openEmailMode();
    type('login-email-input', 'viewer@example.com');
    type('login-code-input', '12345');
    expect(byId('login-submit').hasAttribute('disabled')).toBe(true);
    fireEvent.submit(byId('login-email-form'));
    expect(toast()).toBe('Please enter Valid code');
    type('login-code-input', '123456');
    expect(byId('login-submit').hasAttribute('disabled')).toBe(false);
    await act(async () => fireEvent.click(byId('login-submit')));
    expect(loginWithEmail).toHaveBeenCalledWith('viewer@example.com', '123456', { link: false });
    expect(toast()).toBe('Login successful');
    expect(useLoginPopup.getState().visible).toBe(false);
    expect(timeout).toHaveBeenCalledWith(expect.any(Function), 800);
  });
});

describe('LoginPopup third-party channels', () => {
  const sdk: FacebookSdk = { init: () => undefined, login: () => undefined };

  function configure(facebookAppid: string, tiktokClientkey: string, emailLogin = true): void {
    useSession.setState({
      systemInfo: { facebookAppid, facebookVersion: 'v21.0', tiktokClientkey, emailLogin },
    });
  }

  function openPopup(): void {
    act(() => useLoginPopup.getState().open());
    render(<LoginPopup />);
  }

  beforeEach(() => {
    vi.mocked(loadFacebookSdk).mockReset().mockResolvedValue(sdk);
    vi.mocked(facebookAccessToken).mockReset();
    vi.mocked(loginWithFacebook).mockReset();
    vi.mocked(startTiktokLogin).mockReset();
  });

  it('hides the channels whose provider is not configured, and loads no SDK', () => {
    configure('', '');
    openPopup();
    expect(screen.queryByTestId('login-channel-facebook')).toBeNull();
    expect(screen.queryByTestId('login-channel-tiktok')).toBeNull();
    expect(byId('login-channel-email')).toBeTruthy();
    expect(byId('login-channel-device')).toBeTruthy();
    expect(loadFacebookSdk).not.toHaveBeenCalled();
  });

  it('hides email login where its codes could reach nobody (public, no SMTP)', () => {
    configure('', '', false);
    openPopup();
    expect(screen.queryByTestId('login-channel-email')).toBeNull();
    expect(byId('login-channel-device')).toBeTruthy();
  });

  it('shows all four channels when both are configured and preloads the SDK in the interface language', () => {
    configure('fb-app', 'tt-key');
    openPopup();
    for (const key of ['facebook', 'tiktok', 'email', 'device'])
      expect(byId(`login-channel-${key}`)).toBeTruthy();
    expect(loadFacebookSdk).toHaveBeenCalledWith('fb-app', 'v21.0', 'en');
  });

  it('Facebook without an access token says "Facebook login failed" and binds nothing', async () => {
    configure('fb-app', '');
    vi.mocked(facebookAccessToken).mockResolvedValue(null);
    openPopup();
    await act(async () => fireEvent.click(byId('login-channel-facebook')));
    await vi.waitFor(() => expect(toast()).toBe('Facebook login failed'));
    expect(loginWithFacebook).not.toHaveBeenCalled();
    expect(useLoginPopup.getState().visible).toBe(true);
    expect(byId('login-channel-facebook').hasAttribute('disabled')).toBe(false);
  });

  it('Facebook with a token binds it, then "Login successful", close and reload', async () => {
    configure('fb-app', '');
    vi.mocked(facebookAccessToken).mockResolvedValue('fb-token');
    vi.mocked(loginWithFacebook).mockResolvedValue({ user_token: 't', nickname: 'n', email: '' });
    const timeout = vi.spyOn(window, 'setTimeout');
    openPopup();
    await act(async () => fireEvent.click(byId('login-channel-facebook')));
    await vi.waitFor(() => expect(toast()).toBe('Login successful'));
    expect(loginWithFacebook).toHaveBeenCalledWith('fb-token', { link: false });
    expect(useLoginPopup.getState().visible).toBe(false);
    expect(timeout).toHaveBeenCalledWith(expect.any(Function), 800);
  });

  it('offline, Facebook and TikTok say so instead of doing nothing or leaving the app', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    configure('fb-app', 'tt-key');
    openPopup();
    fireEvent.click(byId('login-channel-tiktok'));
    expect(startTiktokLogin).not.toHaveBeenCalled();
    expect(toast()).toBe('Still no network. Please check your connection.');
    useNotice.setState({ current: null });
    fireEvent.click(byId('login-channel-facebook'));
    expect(facebookAccessToken).not.toHaveBeenCalled();
    expect(toast()).toBe('Still no network. Please check your connection.');
  });

  it('TikTok leaves for the authorize page with the client key', () => {
    configure('', 'tt-key');
    openPopup();
    fireEvent.click(byId('login-channel-tiktok'));
    expect(startTiktokLogin).toHaveBeenCalledWith('tt-key', undefined, { link: false });
    expect(byId('login-channel-email').hasAttribute('disabled')).toBe(true);
  });
});

describe('LoginPopup consent', () => {
  it('links the user agreement and the privacy policy, each opening its page in a second popup', () => {
    useSession.setState({
      protocolList: {
        user: { title: 'User Agreement', url: '/article/user?language=3' },
        privacy: { title: 'Privacy Policy', url: '/article/privacy?language=3' },
      },
    });
    act(() => useLoginPopup.getState().open());
    render(<LoginPopup />);
    expect(byId('login-consent').textContent).toBe(
      'By logging in you agree to the User Agreement and the Privacy Policy',
    );
    fireEvent.click(byId('login-protocol-privacy'));
    const frame = byId('protocol-frame');
    expect(frame.getAttribute('src')).toBe('/article/privacy?language=3');
    expect(frame.getAttribute('title')).toBe('Privacy Policy');
    expect(byId('protocol-sheet').textContent).toContain('Privacy Policy');
    // The login sheet stays open beneath it.
    expect(byId('login-popup')).toBeTruthy();
  });
});

describe('LoginPopup reason', () => {
  it('says why it opened when an action asked for it, and not on a plain open', () => {
    act(() => useLoginPopup.getState().openFor('login.reason_follow'));
    render(<LoginPopup />);
    expect(byId('login-reason').textContent).toBe(
      'Log in to follow this series and hear when new episodes are out',
    );
    act(() => useLoginPopup.getState().close());
    act(() => useLoginPopup.getState().open());
    expect(screen.queryByTestId('login-reason')).toBeNull();
  });
});
