import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

/** A real PNG made here, as a phone's album would hand it over. */
function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 77, b: 136 } } })
    .png()
    .toBuffer();
}

async function openCentreInEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('enjoy.language', '3'));
  await page.goto('/pages/user/index');
  await expect(page.getByTestId('page-mine')).toBeVisible();
  await expect(page.getByTestId('user-uid')).toContainText(/\d{8}/);
}

test('a guest changes the nickname in settings and sees it in the centre', async ({ page }) => {
  await openCentreInEnglish(page);
  await page.getByTestId('mine-entry-settings').click();
  await expect(page).toHaveURL(/\/pages\/user\/setting$/);
  await expect(page.getByTestId('login-popup')).toHaveCount(0);

  await page.getByTestId('setting-nickname').click();
  const input = page.getByTestId('nickname-input');
  await expect(input).toBeVisible();
  await input.fill('   ');
  await page.getByTestId('nickname-save').click();
  await expect(page.getByTestId('nickname-error')).toHaveText('Please fill in nickname');

  await input.fill('  E2E Drama Fan ');
  await page.getByTestId('nickname-save').click();
  await expect(page.locator('.adm-toast-main')).toContainText('Nickname saved');
  await expect(page.getByTestId('setting-nickname')).toContainText('E2E Drama Fan');

  await page.goBack();
  await expect(page).toHaveURL(/\/pages\/user\/index$/);
  await expect(page.getByTestId('user-nickname')).toHaveText('E2E Drama Fan');
  await page.reload();
  await expect(page.getByTestId('user-nickname')).toHaveText('E2E Drama Fan');
});

test('a guest uploads a square avatar; a non-square image is refused', async ({ page }) => {
  await openCentreInEnglish(page);
  await page.getByTestId('mine-avatar').click();
  await expect(page).toHaveURL(/\/pages\/user\/faceUpload$/);
  await expect(page.getByTestId('page-face-upload')).toBeVisible();

  const picker = page.getByTestId('face-upload-input');
  await picker.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await png(300, 200) });
  await expect(page.getByTestId('face-upload-message')).toHaveText(
    'The avatar must be an image with equal width and height',
  );
  await expect(page.getByTestId('face-upload-confirm')).toBeDisabled();

  await picker.setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: await png(240, 240) });
  await expect(page.getByTestId('face-upload-image')).toHaveAttribute('data-picked', 'true');
  await expect(page.getByTestId('face-upload-choose')).toHaveText('Re-select');
  await page.getByTestId('face-upload-confirm').click();

  // Back in the centre with the new avatar, served by this server as WebP.
  await expect(page).toHaveURL(/\/pages\/user\/index$/);
  const avatar = page.getByTestId('user-avatar').locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/avatars\/[0-9a-f]{64}\.webp$/);
  await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(240);

  // The avatar stays after a reload (it is the account's, not the page's).
  await page.reload();
  await expect(page.getByTestId('user-avatar').locator('img')).toHaveAttribute(
    'src',
    /^\/uploads\/avatars\/[0-9a-f]{64}\.webp$/,
  );
});
