// @vitest-environment jsdom
/**
 * The centre's "Log in / Sign up" (audit L, item 6): shown to a guest where this site offers a
 * way to log in; on a site with none (public, no keys, no SMTP) the guest already has the only
 * account the device can give, so no button promises a login.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { UserCard } from './user-card.tsx';

function renderCard(emailLogin: boolean, facebookAppid = ''): void {
  useSession.setState({
    token: 'token-guest',
    hadLogin: false,
    systemInfo: { facebookAppid, facebookVersion: 'v21.0', tiktokClientkey: '', emailLogin },
  });
  render(
    <MemoryRouter>
      <UserCard />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await applyLanguage(3);
});
afterEach(() => {
  cleanup();
});

describe('the guest’s login button', () => {
  it('is there when a channel is offered', () => {
    renderCard(true);
    expect(screen.getByTestId('mine-login').textContent).toBe('Log in / Sign up');
    cleanup();
    renderCard(false, 'fb-app');
    expect(screen.getByTestId('mine-login')).toBeTruthy();
  });

  it('is not there when the site offers no way to log in', () => {
    renderCard(false);
    expect(screen.queryByTestId('mine-login')).toBeNull();
  });
});
