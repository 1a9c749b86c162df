// @vitest-environment jsdom
/**
 * The login popup opened to link a method (decision 0060), "Current Device" only where it
 * changes something, a site with no way to log in, and a blocked device's dialog kept from
 * under the sheet.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useLoginLink } from '#web/stores/login-link.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import { loginWithEmail } from '../api/email-bind.ts';
import { facebookAccessToken, loadFacebookSdk, loginWithFacebook } from '../api/facebook-login.ts';
import { startTiktokLogin } from '../api/tiktok-login.ts';
import LoginPopup from './login-popup.tsx';

vi.mock('../api/send-email.ts', () => ({ sendEmailCode: vi.fn() }));
vi.mock('../api/email-bind.ts', () => ({ loginWithEmail: vi.fn() }));
vi.mock('../api/facebook-login.ts', () => ({
  loadFacebookSdk: vi.fn(),
  facebookAccessToken: vi.fn(),
  loginWithFacebook: vi.fn(),
}));
vi.mock('../api/tiktok-login.ts', () => ({ startTiktokLogin: vi.fn() }));

const byId = (id: string): HTMLElement => screen.getByTestId(id);
const toast = (): string | undefined => useNotice.getState().current?.message;

function configure(facebookAppid: string, tiktokClientkey: string, emailLogin = true): void {
  useSession.setState({
    systemInfo: { facebookAppid, facebookVersion: 'v21.0', tiktokClientkey, emailLogin },
  });
}

beforeAll(async () => {
  await applyLanguage(3);
});

beforeEach(() => {
  vi.spyOn(window, 'setTimeout'); // the reload after a login is scheduled, never run
  useNotice.setState({ current: null });
  useLoginPopup.setState({ visible: false, requested: false, reason: null });
  useLoginLink.setState({ request: null });
  useSessionPrompt.setState({ visible: false, requested: false, blocked: false });
  useSession.setState({ token: 'token-guest', hadLogin: false });
  configure('fb-app', 'tt-key');
  vi.mocked(loadFacebookSdk)
    .mockReset()
    .mockResolvedValue({ init: () => undefined, login: () => undefined });
  vi.mocked(facebookAccessToken).mockReset().mockResolvedValue('fb-token');
  vi.mocked(loginWithFacebook).mockReset().mockResolvedValue({ user_token: 't', nickname: 'n', email: '' });
  vi.mocked(loginWithEmail)
    .mockReset()
    .mockResolvedValue({ user_token: 't', nickname: 'n', email: 'a@b.co' });
  vi.mocked(startTiktokLogin).mockReset();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('linking a method', () => {
  it('offers only the method asked for, says it links, and links Facebook with link', async () => {
    useSession.setState({ token: 'token-registered', hadLogin: true });
    act(() => useLoginLink.getState().start({ channel: 'facebook' }));
    render(<LoginPopup />);
    expect(byId('login-popup').textContent).toContain('Link a login method');
    expect(screen.queryByTestId('login-channel-tiktok')).toBeNull();
    expect(screen.queryByTestId('login-channel-email')).toBeNull();
    expect(screen.queryByTestId('login-channel-device')).toBeNull();

    await act(async () => fireEvent.click(byId('login-channel-facebook')));
    await vi.waitFor(() => expect(toast()).toBe('Facebook is now linked to your account'));
    expect(loginWithFacebook).toHaveBeenCalledWith('fb-token', { link: true });
    expect(useLoginPopup.getState().visible).toBe(false);
    expect(useLoginLink.getState().request).toBeNull();
  });

  it('opens the code form at once for an email, and links the address', async () => {
    useSession.setState({ token: 'token-registered', hadLogin: true });
    act(() => useLoginLink.getState().start({ channel: 'email' }));
    render(<LoginPopup />);
    expect(byId('login-email-form')).toBeTruthy();
    expect(screen.queryByTestId('login-back')).toBeNull();
    fireEvent.input(byId('login-email-input'), { target: { value: 'me@example.com' } });
    fireEvent.input(byId('login-code-input'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(byId('login-submit')));
    expect(loginWithEmail).toHaveBeenCalledWith('me@example.com', '123456', { link: true });
    expect(toast()).toBe('Email is now linked to your account');
  });

  it('TikTok leaves for its page with the link intent; the next plain opening is a login again', () => {
    useSession.setState({ token: 'token-registered', hadLogin: true });
    act(() => useLoginLink.getState().start({ channel: 'tiktok' }));
    render(<LoginPopup />);
    fireEvent.click(byId('login-channel-tiktok'));
    expect(startTiktokLogin).toHaveBeenCalledWith('tt-key', undefined, { link: true });

    act(() => useLoginPopup.getState().close());
    act(() => useLoginPopup.getState().open());
    expect(byId('login-popup').textContent).toContain('Quick Login');
    expect(byId('login-channel-email')).toBeTruthy();
  });
});

describe('"Current Device"', () => {
  it('is not offered to the device’s own guest: it would give the same guest back', () => {
    act(() => useLoginPopup.getState().open());
    render(<LoginPopup />);
    expect(screen.queryByTestId('login-channel-device')).toBeNull();
    expect(byId('login-channel-email')).toBeTruthy();
  });

  it('is offered to a registered account and to a device with no session', () => {
    useSession.setState({ token: 'token-registered', hadLogin: true });
    act(() => useLoginPopup.getState().open());
    render(<LoginPopup />);
    expect(byId('login-channel-device')).toBeTruthy();
    cleanup();
    useSession.setState({ token: '', hadLogin: false });
    render(<LoginPopup />);
    expect(byId('login-channel-device')).toBeTruthy();
  });

  it('with no channel at all (a public site without keys), the sheet says logging in is not available', () => {
    configure('', '', false);
    act(() => useLoginPopup.getState().open());
    render(<LoginPopup />);
    expect(byId('login-unavailable').textContent).toBe('Logging in is not available on this site yet.');
    expect(screen.queryByRole('button', { name: /Current Device/ })).toBeNull();
  });
});

describe('a blocked device', () => {
  it('offers the other channels, not "Current Device", and hides the blocked dialog under the sheet', () => {
    useSession.setState({ token: '', hadLogin: false });
    useSessionPrompt.getState().showBlocked();
    act(() => useLoginPopup.getState().open());
    render(<LoginPopup />);
    expect(screen.queryByTestId('login-channel-device')).toBeNull();
    expect(byId('login-channel-email')).toBeTruthy();
    expect(useSessionPrompt.getState()).toMatchObject({ blocked: true, visible: false });
  });
});
