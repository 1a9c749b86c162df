/**
 * Issue 6: a guest leaves feedback, the operator replies through the admin HTTP API (the
 * command line's twin while the server holds the database), and the guest sees the reply
 * marked unread, with a badge in the personal centre. Then the app as an installable PWA:
 * manifest, service worker, and the app shell offline.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** The operator's token: ADMIN_TOKEN is unset in e2e, so the server generated one. */
function adminToken(): string {
  const secrets = JSON.parse(readFileSync(path.resolve('.data-e2e', 'secrets.json'), 'utf8')) as {
    adminToken?: string;
  };
  if (!secrets.adminToken) throw new Error('no adminToken in .data-e2e/secrets.json');
  return secrets.adminToken;
}

async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('enjoy.language', '3'));
}

test('a guest leaves feedback, the operator replies, the guest sees it unread', async ({ page, request }) => {
  await inEnglish(page);
  await page.goto('/pages/user/feedback');
  await expect(page.getByTestId('page-feedback')).toBeVisible();
  await expect(page.getByTestId('feedback-form')).toBeVisible();

  // Every missing field says so.
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-error-type')).toHaveText('Please choose a feedback type');
  await expect(page.getByTestId('feedback-error-content')).toHaveText('Please fill in the feedback content');
  await expect(page.getByTestId('feedback-error-contact')).toHaveText('Please fill in your contact details');

  // The types come from the feedback_type dictionary, in English.
  await page.getByTestId('feedback-type').getByText('Playback problem').click();
  const content = `Episode 3 freezes after ten seconds (${Date.now()})`;
  const textarea = page.getByTestId('feedback-content').locator('textarea:not([aria-hidden])');
  await textarea.fill('x'.repeat(200));
  await expect(textarea).toHaveValue('x'.repeat(140));
  await expect(page.getByTestId('feedback-content')).toContainText('140/140');
  await textarea.fill(content);
  await page.getByTestId('feedback-contact').locator('input').fill('viewer@example.com');
  await page.getByTestId('feedback-submit').click();

  // Submitted: the records show it, waiting for a reply.
  const item = page.getByTestId('feedback-item').filter({ hasText: content });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Playback problem');
  await expect(item).toContainText('Just now');
  await expect(item).toContainText('Waiting for a reply');
  const id = await item.getAttribute('data-id');
  expect(id).toMatch(/^\d+$/);

  // The operator replies over HTTP with the admin token; a wrong token is refused.
  const refused = await request.post(`/admin/api/feedback/${id}/reply`, {
    headers: { authorization: 'Bearer not-the-token' },
    data: { body: 'nope' },
  });
  expect(refused.status()).toBe(401);
  const listed = await request.get('/admin/api/feedback?unanswered=1', {
    headers: { authorization: `Bearer ${adminToken()}` },
  });
  expect(listed.ok()).toBe(true);
  expect(JSON.stringify(await listed.json())).toContain(content);
  const replied = await request.post(`/admin/api/feedback/${id}/reply`, {
    headers: { authorization: `Bearer ${adminToken()}` },
    data: { body: 'Thanks! Fixed in the latest version.' },
  });
  expect(replied.ok()).toBe(true);

  // The personal centre shows the unread badge; the entry opens the records.
  await page.goto('/pages/user/index');
  await expect(page.getByTestId('mine-entry-feedback-badge')).toHaveText('1');
  const readCall = page.waitForResponse((r) => r.url().includes('/enjoy-api/feedback/read'));
  await page.getByTestId('mine-entry-feedback').click();
  await expect(page).toHaveURL(/\/pages\/user\/feedback/);
  const answered = page.getByTestId('feedback-item').filter({ hasText: content });
  const reply = answered.getByTestId('feedback-reply');
  await expect(reply).toContainText('Thanks! Fixed in the latest version.');
  await expect(reply.getByTestId('feedback-reply-new')).toHaveText('New');

  // Opening the records marked it read: gone after a reload, and the badge too.
  expect((await readCall).ok()).toBe(true);
  await page.reload();
  await expect(answered.getByTestId('feedback-reply')).toContainText('Thanks!');
  await expect(answered.getByTestId('feedback-reply-new')).toHaveCount(0);
  await page.goto('/pages/user/index');
  await expect(page.getByTestId('mine-entry-feedback')).toBeVisible();
  await expect(page.getByTestId('mine-entry-feedback-badge')).toHaveCount(0);
});

test.describe('the installable app', () => {
  // The other specs block service workers (config); this one is about the worker.
  test.use({ serviceWorkers: 'allow' });

  test('installs as an app: manifest, service worker, and the shell offline', async ({ page, context }) => {
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const body = (await manifest.json()) as {
      display: string;
      start_url: string;
      icons: { sizes: string }[];
    };
    expect(body).toMatchObject({ display: 'standalone', start_url: '/' });
    expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');

    await inEnglish(page);
    await page.goto('/');
    await expect(page.getByTestId('page-home')).toBeVisible();
    const scriptUrl = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptUrl).toMatch(/\/sw\.js$/);
    // Right after the first visit the worker has kept the shell already (at install): offline,
    // a reload opens the app, not the browser's error page.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('title-bar')).toBeVisible();
    await context.setOffline(false);
    // Online again: this navigation goes through the worker, which keeps the page for offline.
    await page.reload();
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Chromium's own installability check, the one behind its install prompt (a Playwright
    // context is off the record, which adds only 'in-incognito').
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

    // Nothing from the API and no signed media in any cache.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((u) => u.includes('/enjoy-api') || /\/media\/\d+\./.test(u))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('title-bar')).toBeVisible();
    await expect(page.getByTestId('page-home')).toBeVisible();
    await context.setOffline(false);
  });
});
