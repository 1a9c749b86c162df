// @vitest-environment jsdom
/**
 * The note under the login popup's title (SPEC 2: "An unregistered account is automatically
 * bound to the current device account") shows only where it is true (decision 0060): to this
 * device's guest. A blocked device's login opens another account and takes nothing from the
 * blocked one; a link adds the method to the signed-in account; a registered account's login
 * binds to nothing. Each says what happens instead, or nothing.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useLoginLink } from '#web/stores/login-link.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import LoginPopup from './login-popup.tsx';

const SPEC_NOTE = 'An unregistered account is automatically bound to the current device account';
const note = (): string | null => screen.queryByTestId('login-note')?.textContent ?? null;
/** SPEC 2's words anywhere in the sheet (they were shown to every login). */
const saysBound = (): boolean => screen.getByTestId('login-popup').textContent.includes(SPEC_NOTE);

function open(): void {
  act(() => useLoginPopup.getState().open());
  render(<LoginPopup />);
}

beforeAll(async () => {
  await applyLanguage(3);
});

beforeEach(() => {
  useLoginPopup.setState({ visible: false, requested: false, reason: null });
  useLoginLink.setState({ request: null });
  useSessionPrompt.setState({ visible: false, requested: false, blocked: false });
  useSession.setState({
    token: 'token-guest',
    hadLogin: false,
    systemInfo: { facebookAppid: '', facebookVersion: 'v21.0', tiktokClientkey: 'tt-key', emailLogin: true },
  });
});

afterEach(cleanup);

describe('the login popup’s note', () => {
  it('says SPEC 2’s words to this device’s guest, whose account a login binds', () => {
    open();
    expect(note()).toBe(SPEC_NOTE);
  });

  it('on a blocked device says another account opens and nothing moves from the blocked one', () => {
    useSession.setState({ token: '', hadLogin: false });
    useSessionPrompt.getState().showBlocked();
    open();
    expect(saysBound()).toBe(false);
    expect(note()).toBe('Logging in here opens another account. Nothing carries over from the blocked one.');
  });

  it('when linking says the method is added to the signed-in account', () => {
    useSession.setState({ token: 'token-registered', hadLogin: true });
    act(() => useLoginLink.getState().start({ channel: 'tiktok' }));
    render(<LoginPopup />);
    expect(saysBound()).toBe(false);
    expect(note()).toBe('Once linked, you can log in to this account with it on any device.');
  });

  it('says nothing of binding to a registered account, nor with no session at all', () => {
    useSession.setState({ token: 'token-registered', hadLogin: true });
    open();
    expect(saysBound()).toBe(false);
    expect(note()).toBeNull();
    expect(screen.getByTestId('login-channel-email')).toBeTruthy();
    cleanup();
    useSession.setState({ token: '', hadLogin: false });
    render(<LoginPopup />);
    expect(saysBound()).toBe(false);
    expect(note()).toBeNull();
  });
});
