import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * The For You feed at a first visit (issue 15): the title and synopsis on a fade that keeps
 * them readable on any frame, the episode shown, and a one-time "swipe up for more".
 */

async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('enjoy.language', '3'));
}

/** WCAG contrast of white text on the colour at (x, y) of the page. */
async function whiteTextContrastAt(page: Page, x: number, y: number): Promise<number> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 }, scale: 'css' });
  const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const linear = (c: number): number => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance =
    0.2126 * linear(data[0] ?? 0) + 0.7152 * linear(data[1] ?? 0) + 0.0722 * linear(data[2] ?? 0);
  return 1.05 / (luminance + 0.05);
}

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

test('title and synopsis read on a white frame: the fade behind them; the episode is shown', async ({
  page,
}) => {
  await page.goto('/pages/video/recommend');
  const item = page.getByTestId('recommend-item').first();
  await expect(item).toBeVisible();
  await expect(item.getByTestId('recommend-episode')).toHaveText(/^EP 1 \/ \d+ episodes$/);
  // The worst frame: pure white behind the text.
  await page.addStyleTag({
    content:
      '[data-testid="recommend-item"] { background: #fff !important } [data-testid="recommend-item"] :is(video, img) { visibility: hidden !important }',
  });
  for (const part of [item.getByRole('heading'), item.locator('p').last()]) {
    const box = await part.boundingBox();
    if (!box) throw new Error('no box');
    // Beside the text, in the page's left padding, at the middle of its first line.
    const contrast = await whiteTextContrastAt(page, 6, Math.round(box.y + 9));
    expect(contrast).toBeGreaterThanOrEqual(4.5);
  }
});

test('"swipe up for more" shows on a first visit until the first tap, then never again', async ({ page }) => {
  await page.goto('/pages/video/recommend');
  const hint = page.getByTestId('swipe-hint');
  await expect(hint).toHaveText('Swipe up for more');
  // A tap on the video (it pauses it, as any tap does) dismisses the hint.
  await page.mouse.click(195, 300);
  await expect(hint).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('recommend-item').first()).toBeVisible();
  await expect(page.getByTestId('recommend-item').first()).toHaveAttribute('data-active', 'true');
  await expect(hint).toHaveCount(0);
});

test('the hint goes with the first swipe', async ({ page }) => {
  await page.goto('/pages/video/recommend');
  const hint = page.getByTestId('swipe-hint');
  await expect(hint).toBeVisible();
  await page.getByRole('feed').evaluate((feed) => feed.scrollTo({ top: feed.clientHeight }));
  await expect(page.getByTestId('recommend-item').nth(1)).toHaveAttribute('data-active', 'true');
  await expect(hint).toHaveCount(0);
  await page.getByRole('feed').evaluate((feed) => feed.scrollTo({ top: 0 }));
  await expect(page.getByTestId('recommend-item').first()).toHaveAttribute('data-active', 'true');
  await expect(hint).toHaveCount(0);
});
