import { expect, test } from '@playwright/test';
import { expectPlaying, watchErrors } from './support/page.ts';

/**
 * Search against the real server and its sample catalogue: from home's title bar to the
 * search page, a title typed in English (titles match in any of the five languages, while the
 * interface stays in the default language), the matching card, and the player. Written against
 * the shared contract and data-testids only.
 */
test.describe('search', () => {
  test('home → search → an English title finds its drama, which plays; back keeps the search', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.getByTestId('page-home')).toBeVisible();

    await page.getByTestId('home-search').click();
    await expect(page).toHaveURL(/\/pages\/video\/search$/);
    const box = page.getByTestId('search-box').getByRole('searchbox');
    await expect(box).toBeFocused();
    // No keyword yet: the popular titles (the hot ranking).
    await expect(page.getByTestId('search-popular-item').first()).toBeVisible();

    await box.pressSequentially('heiress');
    await expect(page).toHaveURL(/[?&]keyword=heiress\b/);
    const cards = page.getByTestId('search-results').getByTestId('drama-card');
    await expect(cards).toHaveCount(1);
    const dramaId = await cards.first().getAttribute('data-drama-id');
    expect(dramaId).toMatch(/^\d+$/);

    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/pages/video/play\\?drama_id=${dramaId}`));
    await expect(page.getByTestId('player')).toBeVisible();
    await expectPlaying(page);

    // Back: the same search, its keyword in the box and its result.
    await page.getByTestId('player-back').click();
    await expect(page).toHaveURL(/\/pages\/video\/search\?keyword=heiress$/);
    await expect(box).toHaveValue('heiress');
    await expect(cards).toHaveCount(1);

    expect(errors).toEqual([]);
  });

  test('the keyword survives a reload; a popular title searches itself; nothing found says so', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/pages/video/search?keyword=heiress');
    const box = page.getByTestId('search-box').getByRole('searchbox');
    await expect(box).toHaveValue('heiress');
    await expect(page.getByTestId('search-results').getByTestId('drama-card')).toHaveCount(1);
    await page.reload();
    await expect(box).toHaveValue('heiress');
    await expect(page.getByTestId('search-results').getByTestId('drama-card')).toHaveCount(1);

    // Clear: the popular titles; tap one: it is searched and found.
    await page.locator('.adm-input-clear').click();
    await expect(page).toHaveURL(/\/pages\/video\/search$/);
    const popular = page.getByTestId('search-popular-item').first();
    const title = (await popular.locator('span').last().textContent()) ?? '';
    expect(title).not.toBe('');
    await popular.click();
    await expect(box).toHaveValue(title);
    await expect(page.getByTestId('search-results').getByTestId('drama-card').first()).toContainText(title);

    // A keyword nothing matches (Enter searches at once).
    await box.fill('zzzz no such drama');
    await box.press('Enter');
    await expect(page).toHaveURL(/keyword=zzzz/);
    await expect(page.getByTestId('page-search').getByRole('status')).toBeVisible();
    await expect(page.getByTestId('search-results')).toHaveCount(0);

    expect(errors).toEqual([]);
  });

  test("the server's static home links to the search page too", async ({ request }) => {
    const html = await (await request.get('/')).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('<a class="fs-search" href="/pages/video/search"');
  });
});
