/**
 * The TikTok login end to end, without the internet: this spec runs its own server (own data
 * folder and port, no sample catalogue) whose TIKTOK_API_URL and FACEBOOK_GRAPH_URL point at
 * the fake provider of src/server/testing; TikTok's authorize page is stood in for by a
 * page.route that sends the browser back to our callback with the state and a code the fake
 * provider accepts.
 */
import { expect, test, type Page } from '@playwright/test';
import { openLoginPopup as openFromShortcut, tapUserShortcut } from './support/login.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { startFakeOAuthProvider, type FakeOAuthProvider } from '../src/server/testing/fake-oauth-provider.ts';

const FB = { appId: '424242', appSecret: 'e2e-fb-secret' };
const TT = { clientKey: 'e2e-tiktok-key', clientSecret: 'e2e-tiktok-secret' };

let fake: FakeOAuthProvider;
let server: OwnServer | undefined;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeOAuthProvider({ facebook: FB, tiktok: TT });
  server = await startOwnServer({
    dataDir: '.data-e2e-oauth',
    env: {
      FACEBOOK_APP_ID: FB.appId,
      FACEBOOK_APP_SECRET: FB.appSecret,
      FACEBOOK_GRAPH_URL: fake.url,
      TIKTOK_CLIENT_KEY: TT.clientKey,
      TIKTOK_CLIENT_SECRET: TT.clientSecret,
      TIKTOK_API_URL: fake.url,
    },
  });
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
  await fake.close();
});

// This spec's own server is another origin than the config's, whose storage marks the first
// visit's language question answered: the same here, or its sheet would cover the page.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('enjoy.language-asked', '1'));
});

/** No Facebook SDK from the internet: the preload simply fails. */
async function offline(page: Page): Promise<void> {
  await page.route('https://connect.facebook.net/**', (route) => route.abort());
}

async function openLoginPopup(page: Page): Promise<void> {
  await expect(page.getByTestId('page-home')).toBeVisible();
  await openFromShortcut(page);
}

test('a guest logs in with TikTok: state kept, code exchanged on the server, back home logged in', async ({
  page,
}) => {
  await offline(page);
  let authorize: URL | undefined;
  await page.route('https://www.tiktok.com/**', async (route) => {
    authorize = new URL(route.request().url());
    const redirect = authorize.searchParams.get('redirect_uri') ?? '';
    fake.addTiktokCode('e2e-code-1', { openId: 'e2e-open-1', displayName: 'E2E Viewer' }, redirect);
    const back = new URL(redirect);
    back.searchParams.set('code', 'e2e-code-1');
    back.searchParams.set('scopes', 'user.info.basic');
    back.searchParams.set('state', authorize.searchParams.get('state') ?? '');
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });

  await page.goto(`${base}/`);
  await openLoginPopup(page);
  await expect(page.getByTestId('login-channel-facebook')).toBeVisible();
  await page.getByTestId('login-channel-tiktok').click();

  await expect(page.locator('.adm-toast-main')).toBeVisible();
  // Back where the login started: the personal centre.
  await expect(page.getByTestId('page-mine')).toBeVisible();
  expect(authorize?.searchParams.get('client_key')).toBe(TT.clientKey);
  expect(authorize?.searchParams.get('scope')).toBe('user.info.basic');
  expect(authorize?.searchParams.get('response_type')).toBe('code');
  expect(authorize?.searchParams.get('redirect_uri')).toBe(`${base}/pages/login/callback`);
  expect(authorize?.toString()).not.toContain(TT.clientSecret);
  expect(await page.evaluate(() => localStorage.getItem('enjoy.oauth-state'))).toBeNull();

  const exchange = fake.requests.find((r) => r.path === '/v2/oauth/token/' && r.form.code === 'e2e-code-1');
  expect(exchange?.form).toMatchObject({
    client_secret: TT.clientSecret,
    redirect_uri: `${base}/pages/login/callback`,
  });

  // Logged in: the centre offers no login any more (the shortcut leads there from home).
  await page.goto(`${base}/`);
  await tapUserShortcut(page);
  await expect(page).toHaveURL(/\/pages\/user\/index$/);
  await expect(page.getByTestId('user-nickname')).toHaveText('E2E Viewer');
  await expect(page.getByTestId('mine-login')).toHaveCount(0);
  await expect(page.getByTestId('login-popup')).toHaveCount(0);
});

test('a callback whose state is not the stored one binds nothing', async ({ page }) => {
  await offline(page);
  await page.goto(`${base}/`);
  await expect(page.getByTestId('page-home')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('enjoy.oauth-state', 'the-real-state'));
  fake.addTiktokCode('e2e-code-2', { openId: 'e2e-open-2', displayName: 'Forged' });

  await page.goto(`${base}/pages/login/callback?code=e2e-code-2&state=forged`);
  await expect(page.getByTestId('login-callback-failed')).toBeVisible();
  expect(fake.requests.some((r) => r.form.code === 'e2e-code-2')).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('enjoy.oauth-state'))).toBeNull();
  expect(page.url()).toBe(`${base}/pages/login/callback`);

  await page.getByRole('button', { name: /log in again|重新登入|重新登录/i }).click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
});
