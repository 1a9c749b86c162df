/**
 * Issue 17: the console's Series screens as an operator uses them, in Chromium at 1440x900
 * against the real server (its sample catalogue ready): the list of series, a new series written
 * in two languages with a new tag, its poster picked and cropped in the browser and stored by the
 * server, publishing refused with the server's reasons, then episode 1 uploaded, transcoded and
 * the series published; a sample series' episodes (a price set inline, two priced at once, a
 * release plan that keeps the episodes already out, subtitles) and the viewer's page previewed in
 * Simplified Chinese. No page breaks the console's Content-Security-Policy.
 *
 * SHOTS_DIR=/some/folder saves series-*.png of each screen in English and Simplified Chinese.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makeTestVideo } from '../src/server/testing/test-video.ts';
import { CONSOLE_DESKTOP, cropPicked, shot as saveShot, newOperator } from './support/console.ts';
import { watchCsp } from './support/csp.ts';

test.use(CONSOLE_DESKTOP);

const shot = (page: Page, name: string) => saveShot(page, 'series', name);

/** A 1200 x 900 landscape picture, as a phone photo would be, to crop to 3:4. */
function picture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7b1fa2"/><stop offset="1" stop-color="#f06292"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <circle cx="600" cy="380" r="190" fill="#ffe082" opacity="0.85"/>
    <rect x="420" y="600" width="360" height="120" rx="20" fill="#311b92" opacity="0.8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test('an operator writes a series, crops its poster, schedules episodes and previews the viewer page', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const csp = await watchCsp(context);
  await newOperator(page, { email: 'series@example.com', role: 'owner', name: 'Sam' });

  // The list: the sample catalogue's series, with their languages and episodes.
  csp.step = 'list';
  await expect(page).toHaveURL(/\/console\/series$/);
  const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const sampleCount = await rows.count();
  expect(sampleCount).toBeGreaterThan(3);
  await shot(page, 'list-en');

  // A new series in English and Simplified Chinese, with a new tag.
  csp.step = 'create';
  await page.getByRole('link', { name: /New series/ }).click();
  await expect(page.getByRole('heading', { name: 'New series' })).toBeVisible();
  const texts = page.getByRole('tabpanel', { name: /English/ });
  await page.getByTestId('texts-tab-en').click();
  await texts.getByLabel('Title').fill('Midnight Heiress');
  await texts.getByLabel('Synopsis').fill('A cleaner finds out she is the heiress of the hotel she cleans.');
  await page.getByTestId('texts-tab-zh-Hans').click();
  const chinese = page.getByRole('tabpanel', { name: /简体中文/ });
  await chinese.getByLabel('Title').fill('午夜继承人');
  await chinese.getByLabel('Synopsis').fill('一位清洁工发现自己竟是这家酒店的继承人。');
  await expect(page.getByTestId('texts-tab-zh-Hans')).toHaveAttribute('data-complete', 'true');
  await page.getByLabel('Free episodes').fill('5');
  await page.getByLabel('Default episode price').fill('40');
  await page.getByRole('button', { name: 'New tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  await dialog.getByLabel('Slug').fill('hidden-identity');
  await dialog.getByLabel('English').fill('Hidden identity');
  await dialog.getByLabel('简体中文').fill('隐藏身份');
  await dialog.getByRole('button', { name: 'Create tag' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Create series' }).click();
  await expect(page).toHaveURL(/\/console\/series\/\d+$/);
  // The editor's own title (the phone preview beside it shows the title as a heading too).
  await expect(page.getByRole('heading', { name: 'Midnight Heiress', level: 3 })).toBeVisible();

  // The poster: picked, cropped to 3:4 in the browser, stored as WebP by the server.
  csp.step = 'poster';
  const photo = { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await picture() };
  await cropPicked(page, 'poster-input', photo, 'Crop the poster', {
    prefix: 'series',
    name: 'poster-crop-en',
  });
  await expect(page.getByRole('button', { name: 'Replace' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Poster' })).toHaveAttribute('src', /\.webp/);

  // Publishing needs a ready episode 1: the server says so, and the console shows it as it is.
  csp.step = 'publish';
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('publish-refusal')).toContainText('a ready video for episode 1');
  await shot(page, 'editor-en');

  // Episode 1 uploaded (tus) in the Episodes tab, transcoded by the queue, then published.
  csp.step = 'upload';
  const video = await makeTestVideo(mkdtempSync(path.join(tmpdir(), 'series-e2e-')), 'ep01.mp4', {
    seconds: 3,
  });
  await page.getByRole('tab', { name: /Episodes/ }).click();
  await page.locator('.ant-upload input[type="file"]').setInputFiles(video);
  await page.getByRole('button', { name: /Start uploading/ }).click();
  await expect(page.getByTestId('media-1')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'upload-en');
  await expect(page.getByTestId('media-1')).toHaveText('Ready', { timeout: 90_000 });
  // Uploads & jobs lists it among the transcodes finished today, linked to its series.
  const editor = page.url();
  await page.getByRole('menuitem', { name: 'Uploads & jobs' }).click();
  await page.getByText(/^Finished in the last 24 hours/).click();
  await expect(page).toHaveURL(/view=done/);
  const done = page
    .locator('.ant-table-row')
    .filter({ hasText: 'Episode 1' })
    .filter({ hasText: 'Midnight Heiress' });
  await expect(done).toContainText('Finished');
  await shot(page, 'jobs-en');
  await done.getByRole('link', { name: 'Midnight Heiress' }).click();
  await expect(page).toHaveURL(new RegExp(`${new URL(editor).pathname}`));
  await page.getByRole('tab', { name: /Episodes/ }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(page.getByTestId('publish-refusal')).toHaveCount(0);

  // A sample series: its episodes, a price set inline and a release plan.
  csp.step = 'episodes';
  await page.getByRole('menuitem', { name: 'Series' }).click();
  await expect(rows).toHaveCount(sampleCount + 1);
  await expect(rows.filter({ hasText: 'Midnight Heiress' })).toContainText('Published');
  // The oldest row, one of the sample catalogue's (newest first; other specs add series too).
  await rows.last().getByRole('link').click();
  await page.getByRole('tab', { name: /Episodes/ }).click();
  await expect(page).toHaveURL(/tab=episodes/);
  await expect(page.getByTestId('media-1')).toHaveText('Ready');
  // Past the sample series' free episodes (3 or 5): those show "Free", not a price.
  await expect(page.getByTestId('price-free-1')).toHaveText('Free');
  const price = page.getByLabel(/Price of episode 6 /);
  await price.fill('55');
  const saved = page.waitForResponse((response) => /\/episodes\/\d+$/.test(response.url()));
  await price.press('Enter');
  expect(await (await saved).json()).toMatchObject({ code: 200 });
  // One price for a run of episodes: 7 and 8 at 65 coins in one write.
  await page.getByRole('button', { name: 'Set prices' }).click();
  const prices = page.getByRole('dialog', { name: 'Set the price of several episodes' });
  await prices.getByLabel('From episode').fill('7');
  await prices.getByLabel('To episode').fill('8');
  await prices.getByLabel('Coins per episode').fill('65');
  await expect(prices.getByTestId('prices-summary')).toHaveText('Episodes 7–8 will cost 65 coins each.');
  await shot(page, 'prices-en');
  const priced = page.waitForResponse((response) => response.url().endsWith('/episodes/prices'));
  await prices.getByRole('button', { name: 'Set prices' }).click();
  expect(await (await priced).json()).toMatchObject({ code: 200 });
  await expect(prices).toBeHidden();
  await expect(page.getByLabel(/Price of episode 7 /)).toHaveValue('65');
  await expect(page.getByLabel(/Price of episode 8 /)).toHaveValue('65');
  // A release plan never moves an episode viewers can watch (operator-journey.spec.ts plans a
  // draft's): from episode 1 of this published series, the dialog says which ones it keeps.
  await page.getByRole('button', { name: 'Release plan' }).click();
  const plan = page.getByRole('dialog', { name: 'Release episodes on a schedule' });
  await plan.getByLabel('From episode').fill('1');
  await expect(plan).toContainText(/already out/);
  await plan.getByRole('button', { name: 'Cancel' }).click();
  await expect(plan).toBeHidden();
  await shot(page, 'episodes-en');

  // Subtitles: an English file for episode 1 (replacing the sample's own track); a broken Thai
  // one for episode 2, refused with every problem listed.
  csp.step = 'subtitles';
  await page.getByRole('tab', { name: 'Subtitles' }).click();
  const subtitle = async (cell: string, name: string, text: string) => {
    await page.getByTestId(cell).click();
    const chooser = page.waitForEvent('filechooser');
    // The menu of the cell just clicked: the one opened before may still be fading out (a
    // fresh-clone run found both); each cell's menu joins the page on first open, so the
    // newest is the last. The sample catalogue ships every language: a cell offers to replace.
    await page
      .getByRole('menuitem', { name: /Upload \.vtt or \.srt|Replace with a new file/ })
      .last()
      .click();
    await (await chooser).setFiles({ name, mimeType: 'text/vtt', buffer: Buffer.from(text) });
  };
  const uploaded = page.waitForResponse((r) => /\/episodes\/\d+\/subtitles\/en$/.test(r.url()));
  await subtitle('subtitle-1-en', 'ep1.en.vtt', 'WEBVTT\n\n00:00.500 --> 00:02.500\nWho is calling?\n');
  expect(await (await uploaded).json()).toMatchObject({ code: 200 });
  await expect(page.getByTestId('subtitle-1-en')).toContainText('Present');
  await subtitle(
    'subtitle-2-th',
    'ep2.th.vtt',
    'WEBVTT\n\n00:01.000 --> 00:03.000\nหนึ่ง\n\n00:02.000 --> 00:04.000\nสอง\n\n00:05.000 --> 00:09.000\nสาม\n',
  );
  const problems = page.getByRole('dialog', { name: 'The subtitle file was not accepted' });
  await expect(problems.getByTestId('subtitle-problems').getByRole('listitem')).toHaveCount(2);
  await shot(page, 'subtitle-problems-en');
  await problems.getByRole('button', { name: 'Done' }).click();
  await shot(page, 'subtitles-en');

  // The viewer's page in Simplified Chinese.
  csp.step = 'preview';
  await page.getByRole('tab', { name: 'Details' }).click();
  const preview = page.getByTestId('phone-preview');
  await page.getByTitle('简体中文', { exact: true }).first().click();
  await expect(preview).toHaveAttribute('lang', 'zh-Hans');
  await shot(page, 'preview-zh-Hans');

  // The console itself in Simplified Chinese.
  csp.step = 'zh-Hans';
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.locator('.ant-select-dropdown').getByTitle('简体中文').click();
  await expect(page.getByRole('tab', { name: '详情' })).toBeVisible();
  await shot(page, 'editor-zh-Hans');
  await page.getByRole('tab', { name: /分集/ }).click();
  await shot(page, 'episodes-zh-Hans');
  await page.getByRole('menuitem', { name: '剧集' }).click();
  await expect(page.getByRole('heading', { name: '剧集' })).toBeVisible();
  await shot(page, 'list-zh-Hans');

  expect(csp.events, csp.events.join('\n')).toEqual([]);
  expect(csp.console, csp.console.join('\n')).toEqual([]);
});
