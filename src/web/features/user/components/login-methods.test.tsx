// @vitest-environment jsdom
/**
 * Settings: a registered account's login methods (decision 0060), linked ones with the email
 * address, missing ones that this site offers with "Link"; and the help and legal pages.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getRuntimeConfig } from '#web/lib/runtime-config.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useLoginLink } from '#web/stores/login-link.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { userInfo } from '#web/testing/fixtures.ts';
import { userInfoQueryOptions } from '../api/get-user-info.ts';
import { HelpList } from './help-list.tsx';
import { LoginMethods } from './login-methods.tsx';

const TOKEN = 'token-registered';

function renderMethods(list: { facebook: 0 | 1; tiktok: 0 | 1; email: string }, url = '/pages/user/setting') {
  const client = new QueryClient();
  const info = userInfo({
    email: list.email,
    data_list: [
      {
        title: 'Linked accounts',
        list: [
          { type: 'facebook', title: 'Facebook', is_click: list.facebook, value: '' },
          { type: 'tiktok', title: 'TikTok', is_click: list.tiktok, value: '' },
          { type: 'email', title: 'Email', is_click: list.email ? 0 : 1, value: list.email },
        ],
      },
    ],
  });
  client.setQueryData(userInfoQueryOptions(TOKEN, useLocale.getState().languageId).queryKey, info);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <LoginMethods />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  useSession.setState({
    token: TOKEN,
    hadLogin: true,
    systemInfo: { facebookAppid: 'fb-app', facebookVersion: 'v21.0', tiktokClientkey: '', emailLogin: true },
    protocolList: {
      user: { title: 'User Agreement', url: '/article/user?language=3' },
      privacy: { title: 'Privacy Policy', url: '/article/privacy?language=3' },
    },
    appName: 'Enjoy Drama',
  });
  useLoginLink.setState({ request: null });
  useLoginPopup.setState({ visible: false, requested: false });
  useNotice.setState({ current: null });
});
afterEach(() => {
  cleanup();
});

describe('login methods', () => {
  it('shows the email address, and offers to link Facebook; TikTok, not offered here, is left out', () => {
    renderMethods({ facebook: 1, tiktok: 1, email: 'me@example.com' });
    expect(screen.getByTestId('login-methods').textContent).toContain('Login methods');
    expect(screen.getByTestId('login-method-email-value').textContent).toBe('me@example.com');
    expect(screen.queryByTestId('login-method-tiktok')).toBeNull();
    const facebook = screen.getByTestId('login-method-facebook');
    expect(facebook.textContent).toContain('Link');
    fireEvent.click(facebook);
    expect(useLoginLink.getState().request).toEqual({ channel: 'facebook' });
    expect(useLoginPopup.getState().visible).toBe(true);
  });

  it('a linked provider says Linked, and offers to link the missing email', () => {
    renderMethods({ facebook: 0, tiktok: 0, email: '' });
    expect(screen.getByTestId('login-method-facebook').textContent).toContain('Linked');
    expect(screen.getByTestId('login-method-tiktok').textContent).toContain('Linked');
    fireEvent.click(screen.getByTestId('login-method-email'));
    expect(useLoginLink.getState().request).toEqual({ channel: 'email' });
  });

  it('back from a TikTok link, says it is linked once the account shows it', async () => {
    renderMethods({ facebook: 1, tiktok: 0, email: 'me@example.com' }, '/pages/user/setting?linked=tiktok');
    await waitFor(() =>
      expect(useNotice.getState().current?.message).toBe('TikTok is now linked to your account'),
    );
  });

  it('says nothing when the TikTok link did not go through', async () => {
    renderMethods({ facebook: 1, tiktok: 1, email: 'me@example.com' }, '/pages/user/setting?linked=tiktok');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useNotice.getState().current).toBeNull();
  });
});

describe('help and legal pages', () => {
  it('opens the help centre, the agreement and the privacy policy in the page popup; About shows the version', () => {
    render(<HelpList />);
    fireEvent.click(screen.getByTestId('setting-page-help'));
    expect(screen.getByTestId('protocol-frame').getAttribute('src')).toBe(
      `/article/help?language=${useLocale.getState().languageId}`,
    );
    cleanup();
    render(<HelpList />);
    fireEvent.click(screen.getByTestId('setting-page-privacy'));
    expect(screen.getByTestId('protocol-frame').getAttribute('src')).toBe('/article/privacy?language=3');
    expect(screen.getByTestId('setting-page-user').textContent).toBe('User Agreement');
    expect(screen.getByTestId('setting-about').textContent).toContain('About Enjoy Drama');
    expect(screen.getByTestId('setting-about').textContent).toContain(
      `Version ${getRuntimeConfig().version}`,
    );
  });
});
