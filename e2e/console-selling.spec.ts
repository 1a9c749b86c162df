/**
 * Issue 18: what is sold and the texts, as an owner does it in Chromium at 1440x900 against the
 * real server: a package's price changed with its card previewed (and put back: other specs
 * buy it), a channel's switch, and the Indonesian privacy policy edited with the Markdown
 * beside its preview, saved as a version, served by the public page and listed in the history.
 * No page breaks the console's Content-Security-Policy.
 *
 * SHOTS_DIR=/some/folder saves selling-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_DESKTOP, shot as saveShot, newOperator } from './support/console.ts';
import { watchCsp } from './support/csp.ts';

test.use(CONSOLE_DESKTOP);

const shot = (page: Page, name: string) => saveShot(page, 'selling', name);

async function setPrice(page: Page, price: string) {
  await page.getByTestId('goods-edit-102').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Price').fill(price);
  await expect(dialog.getByTestId('goods-card-preview')).toContainText(`$${price}`);
  await shot(page, `package-${price}`);
  await dialog.getByRole('button', { name: 'Save package' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /^102 / })).toContainText(`$${price}`);
}

test('an owner changes a price and edits an article with its preview and history', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const csp = await watchCsp(context);
  await newOperator(page, { email: 'sell@example.com', role: 'owner', name: 'Sal' });
  await expect(page.getByRole('menu')).toBeVisible();

  csp.step = 'packages';
  await page.getByRole('menuitem', { name: 'Packages' }).click();
  await expect(page.getByRole('row', { name: /^102 / })).toContainText('$9.99');
  await setPrice(page, '10.99');
  await setPrice(page, '9.99');

  csp.step = 'channels';
  await page.getByRole('menuitem', { name: 'Payment channels' }).click();
  await expect(page.getByTestId('channel-stripe')).toContainText('Not set up on this server');
  await expect(page.getByTestId('channel-stripe').getByRole('switch')).toBeDisabled();
  await shot(page, 'channels');

  csp.step = 'articles';
  await page.goto('/console/articles?key=privacy&locale=id');
  const editor = page.getByRole('textbox', { name: 'Markdown' });
  const preview = page.getByTestId('article-preview');
  await expect(editor).toHaveValue(/^# /);
  await editor.fill(
    '# Kebijakan privasi (e2e)\n\n## Data\n\nKami <script>window.hacked=1</script> menyimpan.\n',
  );
  await expect(preview).toContainText('Kebijakan privasi (e2e)');
  await expect(preview).toContainText('<script>');
  // Side by side at 1440x900: the editor on the left, the preview on the right, on one line.
  const [left, right] = [await editor.boundingBox(), await preview.boundingBox()];
  expect(left && right && left.x + left.width <= right.x && Math.abs(left.y - right.y) < 60).toBe(true);
  await shot(page, 'article');
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByTestId('article-version')).toHaveText('Version 1');
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByTestId('article-version-1')).toContainText('Sal');
  await shot(page, 'history');

  const publicPage = await page.request.get('/article/privacy?language=5');
  const html = await publicPage.text();
  expect(html).toContain('<h1>Kebijakan privasi (e2e)</h1>');
  expect(html).not.toContain('<script>window.hacked');
  expect(csp.events, csp.events.join('\n')).toEqual([]);
  expect(csp.console, csp.console.join('\n')).toEqual([]);
});
