// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { applyLanguage } from '#web/lib/i18n.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useNotice } from '#web/stores/notice.ts';
import { loginWithEmail } from '../api/email-bind.ts';
import { sendEmailCode } from '../api/send-email.ts';
import { useCodeCountdown } from '../hooks/use-code-countdown.ts';
import LoginPopup from './login-popup.tsx';

vi.mock('../api/send-email.ts', () => ({ sendEmailCode: vi.fn() }));
vi.mock('../api/email-bind.ts', () => ({ loginWithEmail: vi.fn() }));

const toast = (): string | undefined => useNotice.getState().current?.message;
const byId = (id: string): HTMLElement => screen.getByTestId(id);
const type = (id: string, value: string): void => {
  fireEvent.change(byId(id), { target: { value } });
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
    type('login-email-input', 'not-an-email');
    fireEvent.click(getCode);
    expect(toast()).toBe('Please enter the correct email');
    expect(sendEmailCode).not.toHaveBeenCalled();

    type('login-email-input', ' viewer@example.com ');
    await act(async () => fireEvent.click(getCode));
    expect(sendEmailCode).toHaveBeenCalledWith('viewer@example.com');
    expect(toast()).toBe('Sent successfully');
    expect(getCode.textContent).toBe('ReGet(60)');
    expect(getCode.hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(getCode.textContent).toBe('ReGet(59)');
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
    expect(loginWithEmail).toHaveBeenCalledWith('viewer@example.com', '123456');
    expect(toast()).toBe('Login successful');
    expect(useLoginPopup.getState().visible).toBe(false);
    expect(timeout).toHaveBeenCalledWith(expect.any(Function), 800);
  });
});
