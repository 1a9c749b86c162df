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

/** A photo wider than tall: its left half pink, its right half blue. */
function twoTone(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const blue = { create: { width: width - half, height, channels: 3 as const, background: '#1e50ff' } };
  return sharp({ create: { width, height, channels: 3, background: '#ff4d88' } })
    .composite([{ input: { create: blue.create }, left: half, top: 0 }])
    .png()
    .toBuffer();
}

test('a guest crops a wide photo to a square avatar; a photo too small is refused', async ({ page }) => {
  await openCentreInEnglish(page);
  await page.getByTestId('mine-avatar').click();
  await expect(page).toHaveURL(/\/pages\/user\/faceUpload$/);
  await expect(page.getByTestId('page-face-upload')).toBeVisible();

  const picker = page.getByTestId('face-upload-input');
  await picker.setInputFiles({ name: 'strip.png', mimeType: 'image/png', buffer: await png(300, 60) });
  await expect(page.getByTestId('face-upload-message')).toHaveText(
    'The image must be at least 100 by 100 pixels',
  );
  await expect(page.getByTestId('face-upload-confirm')).toBeDisabled();

  // A 600x300 photo: the cropper opens on the middle square, half pink, half blue.
  await picker.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await twoTone(600, 300) });
  const cropper = page.getByTestId('face-upload-cropper');
  await expect(cropper).toBeVisible();
  await expect(page.getByTestId('face-upload-message')).toHaveText(
    'Pinch and drag to choose the square, then confirm.',
  );
  await expect(page.getByTestId('face-upload-choose')).toHaveText('Re-select');
  await expect(page.getByTestId('face-upload-confirm')).toBeEnabled();

  // Drag the photo left as far as it goes: the square is now the blue right half.
  const box = await cropper.boundingBox();
  if (!box) throw new Error('no cropper box');
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(middle.x, middle.y);
  await page.mouse.down();
  await page.mouse.move(middle.x - box.width, middle.y, { steps: 8 });
  await page.mouse.up();
  await page.getByTestId('face-upload-confirm').click();

  // Back in the centre with the new avatar, served by this server as WebP: square, and blue.
  await expect(page).toHaveURL(/\/pages\/user\/index$/);
  const avatar = page.getByTestId('user-avatar').locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/avatars\/[0-9a-f]{64}\.webp$/);
  await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(300);
  expect(await avatar.evaluate((img) => (img as HTMLImageElement).naturalHeight)).toBe(300);
  const [red, , blueChannel] = await avatar.evaluate((img) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    const image = img as HTMLImageElement;
    // A quarter in from the left: pink in the middle square, blue once dragged.
    context?.drawImage(image, image.naturalWidth / 4, image.naturalHeight / 2, 1, 1, 0, 0, 1, 1);
    return [...(context?.getImageData(0, 0, 1, 1).data ?? [])];
  });
  expect(blueChannel).toBeGreaterThan(200);
  expect(red).toBeLessThan(80);

  // The avatar stays after a reload (it is the account's, not the page's).
  await page.reload();
  await expect(page.getByTestId('user-avatar').locator('img')).toHaveAttribute(
    'src',
    /^\/uploads\/avatars\/[0-9a-f]{64}\.webp$/,
  );
});

test('a square photo is uploaded as it is, without the cropper', async ({ page }) => {
  await openCentreInEnglish(page);
  await page.getByTestId('mine-avatar').click();
  await page
    .getByTestId('face-upload-input')
    .setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: await png(240, 240) });
  await expect(page.getByTestId('face-upload-image')).toHaveAttribute('data-picked', 'true');
  await expect(page.getByTestId('face-upload-cropper')).toHaveCount(0);
  await page.getByTestId('face-upload-confirm').click();
  await expect(page).toHaveURL(/\/pages\/user\/index$/);
  const avatar = page.getByTestId('user-avatar').locator('img');
  await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(240);
});
