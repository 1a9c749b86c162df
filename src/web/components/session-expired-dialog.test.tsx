// @vitest-environment jsdom
/**
 * The session's dialog: an expired login asks to log in again (SPEC 4); a blocked account is
 * told it is blocked and given customer service's email, and is not asked to log in again.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import SessionExpiredDialog from './session-expired-dialog.tsx';

beforeAll(async () => {
  await applyLanguage(3);
});

beforeEach(() => {
  useSessionPrompt.setState({ visible: false, requested: false, blocked: false });
  useSession.setState({ serviceEmail: 'help@example.com' });
});

afterEach(() => {
  cleanup();
});

describe('SessionExpiredDialog', () => {
  it('an expired login: asks to log in again', async () => {
    useSessionPrompt.getState().show();
    render(<SessionExpiredDialog />);
    expect((await screen.findByTestId('session-expired')).textContent).toBe(
      'Login state expired, please log in again',
    );
    expect(screen.getByRole('button', { name: 'Log in again' })).toBeTruthy();
  });

  it('a blocked account: says blocked and how to reach customer service, no "log in again"', async () => {
    useSessionPrompt.getState().show();
    useSessionPrompt.getState().showBlocked();
    render(<SessionExpiredDialog />);
    const body = await screen.findByTestId('account-blocked');
    expect(screen.getByText('Account blocked')).toBeTruthy();
    expect(body.textContent).toContain('This account is blocked');
    const mail = screen.getByTestId('blocked-service-email');
    expect(mail.getAttribute('href')).toBe('mailto:help@example.com');
    expect(mail.getAttribute('aria-label')).toBe('Email customer service at help@example.com');
    expect(screen.queryByTestId('session-expired')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('a blocked account with no service email set: says so instead of a dead link', async () => {
    useSession.setState({ serviceEmail: '' });
    useSessionPrompt.getState().showBlocked();
    render(<SessionExpiredDialog />);
    const body = await screen.findByTestId('account-blocked');
    expect(body.textContent).toContain('The customer service email has not been set up yet.');
    expect(screen.queryByTestId('blocked-service-email')).toBeNull();
  });
});
