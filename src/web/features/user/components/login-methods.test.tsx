// @vitest-environment jsdom
/**
 * Settings: a registered account's login methods (decisions 0060 and 0061), linked ones with the
 * email address, missing ones that this site offers with "Link", linked ones this session may
 * unlink with "Unlink" (after a confirmation), the others with why not; and the help and legal
 * pages. The server is MSW: an account whose methods and session the tests set.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginSessionData } from '#shared/contract/auth.ts';
import type { LoginMethodType } from '#shared/contract/user.ts';
import { getRuntimeConfig } from '#web/lib/runtime-config.ts';
import { confirmDialog } from '#web/lib/confirm.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useLoginLink } from '#web/stores/login-link.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { userInfo } from '#web/testing/fixtures.ts';
import { jsonResponse, setupTestNetwork } from '#web/testing/network.ts';
import { HelpList } from './help-list.tsx';
import { LoginMethods } from './login-methods.tsx';

// The confirmation (antd-mobile's Dialog.confirm in the app, seen in the screenshots): what it
// asks is recorded, and the test answers it.
vi.mock('#web/lib/confirm.ts', () => ({ confirmDialog: vi.fn() }));
let answer: (confirmed: boolean) => void = () => undefined;
const asked = () => vi.mocked(confirmDialog).mock.calls.at(-1)?.[0];
const askedText = () => `${String(asked()?.title)} ${String(asked()?.content)}`;

const TOKEN = 'token-registered';
const network = setupTestNetwork();

/** The account on the server: its methods, how this session came, and a refusal to give. */
interface Account {
  facebook: 0 | 1;
  tiktok: 0 | 1;
  email: string;
  session: LoginSessionData;
  refuse?: string;
}
let account: Account;

function infoOf(a: Account) {
  return userInfo({
    email: a.email,
    data_list: [
      {
        title: 'Linked accounts',
        list: [
          { type: 'facebook', title: 'Facebook', is_click: a.facebook, value: '' },
          { type: 'tiktok', title: 'TikTok', is_click: a.tiktok, value: '' },
          { type: 'email', title: 'Email', is_click: a.email ? 0 : 1, value: a.email },
        ],
      },
    ],
  });
}

const ok = (data: unknown) => jsonResponse({ code: 200, msg: 'success', data });

function serveAccount(a: Partial<Account> & Pick<Account, 'facebook' | 'tiktok' | 'email'>): void {
  account = { session: { type: 'email', unlinkable: [] }, ...a };
  network.serve((request) => {
    if (request.url.endsWith('/user/index')) return ok(infoOf(account));
    if (request.url.endsWith('/user/login-session')) return ok(account.session);
    if (request.url.endsWith('/user/unlink')) {
      if (account.refuse) {
        account.session = { ...account.session, unlinkable: [] };
        return jsonResponse({ code: 601, msg: account.refuse, data: null });
      }
      const { type } = JSON.parse(request.body) as { type: LoginMethodType };
      if (type === 'email') account.email = '';
      else account[type] = 1;
      account.session = { ...account.session, unlinkable: [] };
      return ok(null);
    }
    return jsonResponse({ code: 404, msg: 'not found', data: null });
  });
}

function renderMethods(url = '/pages/user/setting') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userInfoKey(), infoOf(account));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <LoginMethods />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function userInfoKey() {
  return ['user-info', TOKEN, useLocale.getState().languageId] as const;
}

/** The page's calls take their time on a busy machine: a wait as long as a slow phone's. */
const SLOW = { timeout: 5000 };
const eventually = (check: () => void) => waitFor(check, SLOW);
const findByTestId = (id: string) => screen.findByTestId(id, undefined, SLOW);
const row = (type: LoginMethodType) => screen.getByTestId(`login-method-${type}`);
const unlinkRequests = () => network.requests.filter((r) => r.url.endsWith('/user/unlink'));

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
  vi.mocked(confirmDialog).mockReset();
  vi.mocked(confirmDialog).mockImplementation(
    () =>
      new Promise<boolean>((resolve) => {
        answer = resolve;
      }),
  );
});
afterEach(() => {
  cleanup();
});

describe('login methods', () => {
  it('shows the email address, and offers to link Facebook; TikTok, not offered here, is left out', () => {
    serveAccount({ facebook: 1, tiktok: 1, email: 'me@example.com' });
    renderMethods();
    expect(screen.getByTestId('login-methods').textContent).toContain('Login methods');
    expect(screen.getByTestId('login-method-email-value').textContent).toBe('me@example.com');
    expect(screen.queryByTestId('login-method-tiktok')).toBeNull();
    const facebook = row('facebook');
    expect(facebook.textContent).toContain('Link');
    fireEvent.click(facebook);
    expect(useLoginLink.getState().request).toEqual({ channel: 'facebook' });
    expect(useLoginPopup.getState().visible).toBe(true);
  });

  it('a linked provider says Linked, and offers to link the missing email', () => {
    serveAccount({ facebook: 0, tiktok: 0, email: '' });
    renderMethods();
    expect(row('facebook').textContent).toContain('Linked');
    expect(row('tiktok').textContent).toContain('Linked');
    fireEvent.click(row('email'));
    expect(useLoginLink.getState().request).toEqual({ channel: 'email' });
  });

  it('back from a TikTok link, says it is linked once the account shows it', async () => {
    serveAccount({ facebook: 1, tiktok: 0, email: 'me@example.com' });
    renderMethods('/pages/user/setting?linked=tiktok');
    await waitFor(() =>
      expect(useNotice.getState().current?.message).toBe('TikTok is now linked to your account'),
    );
  });

  it('says nothing when the TikTok link did not go through', async () => {
    serveAccount({ facebook: 1, tiktok: 1, email: 'me@example.com' });
    renderMethods('/pages/user/setting?linked=tiktok');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useNotice.getState().current).toBeNull();
  });
});

describe('unlinking (decision 0061)', () => {
  it('offers Unlink where this session may; confirmed, it unlinks and the list refreshes', async () => {
    serveAccount({
      facebook: 0,
      tiktok: 1,
      email: 'me@example.com',
      session: { type: 'email', unlinkable: ['facebook'] },
    });
    renderMethods();
    fireEvent.click(await findByTestId('login-method-facebook-unlink'));
    // The session's own method has none, and says why.
    expect(screen.queryByTestId('login-method-email-unlink')).toBeNull();
    expect(screen.getByTestId('login-method-email-kept').textContent).toBe("You're logged in with this");

    expect(asked()?.title).toBe('Unlink Facebook?');
    expect(askedText()).toContain("You won't be able to log in to this account with Facebook any more");
    answer(true);

    await eventually(() => expect(useNotice.getState().current?.message).toBe('Facebook unlinked'));
    expect(unlinkRequests().map((r) => JSON.parse(r.body) as unknown)).toEqual([{ type: 'facebook' }]);
    await eventually(() => expect(within(row('facebook')).getByText('Link')).toBeTruthy());
    // Now the email is the only one left.
    await eventually(() =>
      expect(screen.getByTestId('login-method-email-kept').textContent).toBe('Your only way to log in'),
    );
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    serveAccount({
      facebook: 0,
      tiktok: 1,
      email: 'me@example.com',
      session: { type: 'facebook', unlinkable: ['email'] },
    });
    renderMethods();
    fireEvent.click(await findByTestId('login-method-email-unlink'));
    expect(asked()?.title).toBe('Unlink Email?');
    // The address is named: that is what stops working.
    expect(askedText()).toContain('with me@example.com any more');
    answer(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unlinkRequests()).toHaveLength(0);
    expect(screen.getByTestId('login-method-facebook-kept').textContent).toBe("You're logged in with this");
  });

  it('the last method has no Unlink, and says why', async () => {
    serveAccount({ facebook: 1, tiktok: 1, email: 'me@example.com' });
    renderMethods();
    expect((await findByTestId('login-method-email-kept')).textContent).toBe('Your only way to log in');
    expect(screen.queryByTestId('login-method-email-unlink')).toBeNull();
  });

  it('a refusal is said in words, and the list then shows the method kept', async () => {
    const refusal = 'This is the only way to log in to this account. Link another method before unlinking it';
    serveAccount({
      facebook: 0,
      tiktok: 0,
      email: '',
      session: { type: 'facebook', unlinkable: ['tiktok'] },
      refuse: refusal,
    });
    renderMethods();
    // TikTok: the first test's identical request may be under a second old (SPEC 5's guard).
    fireEvent.click(await findByTestId('login-method-tiktok-unlink'));
    answer(true);
    await eventually(() => expect(useNotice.getState().current?.message).toBe(refusal));
    await eventually(() => expect(screen.queryByTestId('login-method-tiktok-unlink')).toBeNull());
    expect(row('tiktok').textContent).toContain('Linked');
  });
});

describe('the linked address at 320 px (audit: broken mid-address in Thai)', () => {
  it('is on its own line, the name cut in the middle when too long, never broken across lines', () => {
    serveAccount({ facebook: 0, tiktok: 1, email: 'a.very.long.name.for.a.phone@example.co.th' });
    renderMethods();
    const address = screen.getByTestId('login-method-email-value');
    expect([...address.children].map((part) => part.textContent)).toEqual([
      'a.very.long.name.for.a.phone',
      '@example.co.th',
    ]);
    // Not beside "Linked" or "Unlink" (antd's extra), which narrowed it.
    expect(row('email').querySelector('.adm-list-item-content-extra')).toBeNull();

    // The rules that lay it out: login-methods-layout.test.ts.
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
