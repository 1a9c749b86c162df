// @vitest-environment jsdom
/**
 * The send-code limits on the get-code button (audit L item 10): 614 "wait N s" counts down
 * from N, an hourly limit (429, Retry-After: 3600) is said in the server's words under the code
 * field and holds the button for the hour; and the code field's placeholder short enough to show whole at 320 px (item 11).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { graphemes } from '#shared/contract/user.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useNotice } from '#web/stores/notice.ts';
import en from '#web/locales/en.json';
import id from '#web/locales/id.json';
import th from '#web/locales/th.json';
import zhHans from '#web/locales/zh-Hans.json';
import zhHant from '#web/locales/zh-Hant.json';
import { sendEmailCode } from '../api/send-email.ts';
import { useCodeCountdown } from '../hooks/use-code-countdown.ts';
import { codeWaitOf, releaseCodeButton } from './code-hold.ts';
import { EmailLoginForm } from './email-login-form.tsx';

vi.mock('../api/send-email.ts', () => ({ sendEmailCode: vi.fn() }));

const byId = (testId: string): HTMLElement => screen.getByTestId(testId);
const button = (): HTMLElement => byId('login-get-code');
const refusal = (code: number, msg: string, status = 200) =>
  new ApiRequestError({ code, msg, kind: 'business', status });

async function askForCode(email = 'viewer@example.com'): Promise<void> {
  render(<EmailLoginForm busy={false} onLogin={() => undefined} />);
  fireEvent.input(byId('login-email-input'), { target: { value: email } });
  await act(async () => fireEvent.click(button()));
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  releaseCodeButton();
  useCodeCountdown.getState().reset();
  useNotice.setState({ current: null });
  vi.mocked(sendEmailCode).mockReset();
});
afterEach(() => {
  cleanup();
  useCodeCountdown.getState().stop();
  vi.useRealTimers();
});

describe('the get-code button after a refusal', () => {
  it('counts down from the N seconds a 614 names (a code went there from another browser)', async () => {
    vi.mocked(sendEmailCode).mockRejectedValue(
      refusal(614, 'Please wait 44 seconds before asking for another code'),
    );
    await askForCode();
    expect(button().textContent).toBe('ReGet(44)');
    expect(button().hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(button().textContent).toBe('ReGet(34)');
    act(() => vi.advanceTimersByTime(34_000));
    expect(button().textContent).toBe('Get code');
    expect(button().hasAttribute('disabled')).toBe(false);
  });

  it("says the server's words for an hourly limit and holds the button for the hour, for that address", async () => {
    // The server says whose limit it is (the address's or the network's): its words are shown.
    const words = 'Too many codes were asked from your network in the last hour. Try again later.';
    vi.mocked(sendEmailCode).mockRejectedValue(refusal(429, words, 429));
    await askForCode();
    // Under the code field (code-limit-notice.test.tsx), not a toast over the sheet.
    expect(byId('login-code-hold').textContent).toBe(words);
    expect(useNotice.getState().current).toBeNull();
    expect(button().textContent).toBe('In 60 min');
    expect(button().hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(30 * 60_000 + 1000));
    expect(button().textContent).toBe('In 30 min');
    // Another address is not held by this one's limit.
    fireEvent.input(byId('login-email-input'), { target: { value: 'other@example.com' } });
    expect(button().hasAttribute('disabled')).toBe(false);
    fireEvent.input(byId('login-email-input'), { target: { value: 'viewer@example.com' } });
    act(() => vi.advanceTimersByTime(30 * 60_000));
    expect(button().textContent).toBe('Get code');
    expect(button().hasAttribute('disabled')).toBe(false);
  });

  it('holds nothing for a failure that is not a limit', async () => {
    vi.mocked(sendEmailCode).mockRejectedValue(refusal(615, 'The mail could not be sent'));
    await askForCode();
    expect(button().hasAttribute('disabled')).toBe(false);
    expect(codeWaitOf(new Error('614'))).toBeUndefined();
    // A 614 whose message names no number waits the full minute.
    expect(codeWaitOf(refusal(614, 'wait'))).toEqual({ seconds: 60, hourly: false });
  });
});

describe('the code field placeholder', () => {
  it('is short enough to show whole beside the get-code button at 320 px', () => {
    // English's "Verification code" is the widest that fits; Thai and Indonesian were cut.
    for (const [language, texts] of Object.entries({ en, id, th, zhHans, zhHant })) {
      const placeholder = texts['login.code_placeholder'];
      expect(graphemes(placeholder).length, language).toBeLessThanOrEqual(language === 'en' ? 17 : 10);
    }
  });
});
