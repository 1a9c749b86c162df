// @vitest-environment jsdom
/**
 * A send-code limit is said under the code field, not as a toast (a centred toast covered the
 * login sheet's title at 320x640): 614 "wait N seconds" says a code is already on its way while
 * the button counts the N seconds; the hourly limit says the server's words for the hour. The
 * server is MSW; the API client is the app's own.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { jsonResponse, setupTestNetwork } from '#web/testing/network.ts';
import { useCodeCountdown } from '../hooks/use-code-countdown.ts';
import { releaseCodeButton } from './code-hold.ts';
import { EmailLoginForm } from './email-login-form.tsx';

const network = setupTestNetwork();
const byId = (testId: string): HTMLElement => screen.getByTestId(testId);
const button = (): HTMLElement => byId('login-get-code');
const holdLine = (): string | null => screen.queryByTestId('login-code-hold')?.textContent ?? null;

async function askForCode(email: string): Promise<void> {
  render(<EmailLoginForm busy={false} onLogin={() => undefined} />);
  fireEvent.input(byId('login-email-input'), { target: { value: email } });
  fireEvent.click(button());
  await waitFor(() => expect(network.requests).toHaveLength(1));
  await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('false'));
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  // The hold ticks each second (setInterval and Date); the request's own timers stay real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.stubGlobal('__APP_CONFIG__', { apiSignKey: 'k', apiBase: '/enjoy-api' });
  localStorage.clear();
  releaseCodeButton();
  useCodeCountdown.getState().reset();
  useNotice.setState({ current: null });
  useSession.setState({ token: '', hadLogin: false });
});
afterEach(() => {
  cleanup();
  useCodeCountdown.getState().stop();
  releaseCodeButton();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a send-code limit', () => {
  it('614: said under the code field, no toast over the sheet, gone when the wait ends', async () => {
    network.serve(() =>
      jsonResponse({ code: 614, msg: 'Please wait 44 seconds before asking for another code', data: null }),
    );
    await askForCode('wait@example.com');
    expect(network.requests[0]?.url).toBe('/enjoy-api/message/send-email');
    expect(useNotice.getState().current).toBeNull();
    expect(holdLine()).toBe(
      'A code was already sent to this address. Check your inbox, or ask again when the countdown ends.',
    );
    expect(button().getAttribute('aria-describedby')).toBe(byId('login-code-hold').id);
    expect(button().textContent).toBe('ReGet(44)');
    // Another address is not held: nothing to say for it.
    fireEvent.input(byId('login-email-input'), { target: { value: 'other@example.com' } });
    expect(holdLine()).toBeNull();
    fireEvent.input(byId('login-email-input'), { target: { value: 'wait@example.com' } });
    act(() => vi.advanceTimersByTime(44_000));
    expect(button().textContent).toBe('Get code');
    expect(holdLine()).toBeNull();
  });

  it('hourly (429): the server’s words under the code field for the hour, no toast', async () => {
    const words = 'Too many codes were asked from your network in the last hour. Try again later.';
    network.serve(() => jsonResponse({ code: 429, msg: words, data: null }, 429));
    await askForCode('hourly@example.com');
    expect(useNotice.getState().current).toBeNull();
    expect(holdLine()).toBe(words);
    expect(button().textContent).toBe('In 60 min');
  });

  it('a refusal that is not a limit is still the API client’s toast, with nothing held', async () => {
    network.serve(() => jsonResponse({ code: 615, msg: 'The mail could not be sent', data: null }));
    await askForCode('fail@example.com');
    expect(useNotice.getState().current?.message).toBe('The mail could not be sent');
    expect(holdLine()).toBeNull();
    expect(button().hasAttribute('disabled')).toBe(false);
  });
});
