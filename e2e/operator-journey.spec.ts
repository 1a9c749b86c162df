/**
 * Issue 17, "Done when": a new operator puts a series on the air from a browser, and a viewer on
 * a phone finds it. In Chromium at 1440x900 against the real server (its transcodes run in its
 * own process): the owner made by `npm run admin -- operator:create`, its setup link, the TOTP
 * code computed from the key shown, a sign-in with email, password and code; a series written in
 * the five languages with a PNG poster cropped in the browser; 12 MP4 files made by ffmpeg
 * dropped at once on the uploader and watched until each is "Ready"; English and Thai subtitles
 * for episode 1; episodes 11-12 scheduled for tomorrow by the release plan; Publish. Then a
 * viewer's phone (390x844) sees the series on home within 10 s of the publication, plays episode
 * 1, whose master playlist names an English subtitle rendition, and cannot get episode 11: no
 * row in the detail and the episode call refuses it with no media URL.
 *
 * SHOTS_DIR=/some/folder saves journey-*.png of the key screens.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  adminCommand,
  CONSOLE_DESKTOP,
  finishSetup,
  setupLinkIn,
  shot as saveShot,
  totpCode,
} from './support/console.ts';
import { API_ERRORS } from '../src/shared/api-codes.ts';
import { watchCsp } from './support/csp.ts';
import { dropFiles, makeEpisodeFiles, newPhone, posterPng, viewerCall } from './support/journey.ts';
import { expectPlaying, watchErrors } from './support/page.ts';

test.use(CONSOLE_DESKTOP);

const EMAIL = 'olivia@example.com';
const PASSWORD = 'a long operator passphrase';
const EPISODES = 12;
const TITLE = 'The Lighthouse Keeper’s Daughter';
const TEXTS = {
  'zh-Hant': {
    tab: '繁體中文',
    title: '燈塔守護者的女兒',
    synopsis: '她回到小島，才發現燈塔裡藏著父親的秘密。',
  },
  'zh-Hans': {
    tab: '简体中文',
    title: '灯塔守护者的女儿',
    synopsis: '她回到小岛，才发现灯塔里藏着父亲的秘密。',
  },
  en: {
    tab: 'English',
    title: TITLE,
    synopsis: 'Back on the island, she finds her father’s secret in the lighthouse.',
  },
  th: { tab: 'ไทย', title: 'ลูกสาวผู้เฝ้าประภาคาร', synopsis: 'เมื่อกลับมาที่เกาะ เธอพบความลับของพ่อในประภาคาร' },
  id: {
    tab: 'Bahasa Indonesia',
    title: 'Putri Penjaga Mercusuar',
    synopsis: 'Kembali ke pulau, ia menemukan rahasia ayahnya di mercusuar.',
  },
} as const;
const SUBTITLES = {
  en: {
    name: 'ep01.en.vtt',
    text: 'WEBVTT\n\n00:00.200 --> 00:01.600\n<i>Who keeps the light tonight?</i>\n',
    cue: 'Who keeps the light tonight?',
  },
  th: { name: 'ep01.th.srt', text: '1\r\n00:00:00,200 --> 00:00:01,600\r\nคืนนี้ใครเฝ้าไฟ\r\n' },
} as const;

const shot = (page: Page, name: string) => saveShot(page, 'journey', name);

test('a new operator puts a series on the air and a viewer on a phone plays it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(300_000);
  const csp = await watchCsp(context);
  await context.addInitScript(() => {
    if (!localStorage.getItem('console.language')) localStorage.setItem('console.language', '3');
  });
  const videos = makeEpisodeFiles(mkdtempSync(path.join(tmpdir(), 'journey-e2e-')), EPISODES, 4);

  // The owner, by the command; the setup link it prints; the key shown, enrolled as an app would.
  csp.step = 'setup';
  const link = setupLinkIn(
    await adminCommand('operator:create', '--email', EMAIL, '--role', 'owner', '--name', 'Olivia'),
  );
  const secret = await finishSetup(page, link, PASSWORD);
  await expect(page.getByTestId('operator-name')).toHaveText('Olivia');

  // Signed out, then in again as on any later day: email, password and the app's code.
  csp.step = 'login';
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  // The setup spent this step's code (no replay); the authenticator's next one is accepted.
  await page.getByLabel('Authenticator code').fill(await totpCode(secret, 1));
  await shot(page, 'login-en');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/console\/series$/);

  // A new series in the five languages.
  csp.step = 'create';
  await page.getByRole('link', { name: /New series/ }).click();
  await expect(page.getByRole('heading', { name: 'New series' })).toBeVisible();
  for (const [locale, text] of Object.entries(TEXTS)) {
    await page.getByTestId(`texts-tab-${locale}`).click();
    const panel = page.getByRole('tabpanel', { name: text.tab });
    await panel.getByLabel('Title').fill(text.title);
    await panel.getByLabel('Synopsis').fill(text.synopsis);
    await expect(page.getByTestId(`texts-tab-${locale}`)).toHaveAttribute('data-complete', 'true');
  }
  await page.getByLabel('Free episodes').fill('5');
  await page.getByLabel('Default episode price').fill('30');
  await shot(page, 'new-series-en');
  await page.getByRole('button', { name: 'Create series' }).click();
  await expect(page).toHaveURL(/\/console\/series\/\d+$/);
  // The editor's own title (the phone preview beside it shows the title as a heading too).
  await expect(page.getByRole('heading', { name: TITLE, level: 3 })).toBeVisible();

  // The poster: a PNG, cropped to the app's aspect in the browser, stored as WebP.
  csp.step = 'poster';
  const posterChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose image' }).click();
  await (
    await posterChooser
  ).setFiles({ name: 'poster.png', mimeType: 'image/png', buffer: await posterPng() });
  const crop = page.getByRole('dialog', { name: 'Crop the poster' });
  await expect(crop.locator('img')).toBeVisible();
  // A press while the dialog still zooms in can be lost: wait for it to settle (as cropPicked).
  await expect(crop).not.toHaveClass(/ant-zoom/);
  await crop.getByRole('button', { name: 'Use this crop' }).click();
  await expect(crop).toBeHidden();
  await expect(page.getByRole('img', { name: 'Poster' })).toHaveAttribute('src', /\.webp/);
  await shot(page, 'editor-en');

  // Twelve MP4 files dragged onto the uploader at once, numbered from their names.
  csp.step = 'upload';
  await page.getByRole('tab', { name: /Episodes/ }).click();
  await dropFiles(page, page.getByText('Drop episode videos here'), await videos);
  await expect(page.getByRole('button', { name: `Start uploading (${EPISODES})` })).toBeEnabled();
  await page.getByRole('button', { name: `Start uploading (${EPISODES})` }).click();
  await expect(page.getByTestId('upload-summary')).toHaveText(`${EPISODES} of ${EPISODES} uploaded`, {
    timeout: 60_000,
  });
  await expect(page.getByTestId(`media-${EPISODES}`)).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('media-1').scrollIntoViewIfNeeded();
  await shot(page, 'transcoding-en');

  // Each one queued, transcoded by the queue in the server, and ready.
  csp.step = 'transcode';
  for (let number = 1; number <= EPISODES; number += 1) {
    await expect(page.getByTestId(`media-${number}`)).toHaveText('Ready', { timeout: 120_000 });
  }
  await expect(page.getByText(`${EPISODES} of ${EPISODES} episodes ready`)).toBeVisible();
  await page.getByTestId('media-1').scrollIntoViewIfNeeded();
  await shot(page, 'episodes-ready-en');

  // English and Thai subtitles for episode 1, through the coverage matrix.
  csp.step = 'subtitles';
  await page.getByRole('tab', { name: 'Subtitles' }).click();
  for (const [locale, file] of Object.entries(SUBTITLES)) {
    await page.getByTestId(`subtitle-1-${locale}`).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('menuitem', { name: 'Upload .vtt or .srt' }).click();
    await (
      await chooser
    ).setFiles({ name: file.name, mimeType: 'text/plain', buffer: Buffer.from(file.text) });
    await expect(page.getByTestId(`subtitle-1-${locale}`)).toContainText('Present');
    // The cell's menu closes with an animation: gone before the next cell opens its own.
    await expect(page.getByRole('menuitem', { name: 'Upload .vtt or .srt' })).toHaveCount(0);
  }
  await shot(page, 'subtitles-en');

  // Episodes 11 and 12 for tomorrow evening: the release plan from episode 11, two a day.
  csp.step = 'schedule';
  await page.getByRole('tab', { name: /Episodes/ }).click();
  await page.getByRole('button', { name: 'Release plan' }).click();
  const plan = page.getByRole('dialog', { name: 'Release episodes on a schedule' });
  await plan.getByLabel('From episode').fill('11');
  await plan.getByLabel('Episodes a day').fill('2');
  await shot(page, 'release-plan-en');
  await plan.getByRole('button', { name: 'Set release times' }).click();
  await expect(plan).toBeHidden();
  await expect(page.getByLabel('Release time of episode 11')).not.toHaveValue('');
  await expect(page.getByLabel('Release time of episode 12')).not.toHaveValue('');
  await expect(page.getByLabel('Release time of episode 10')).toHaveValue('');
  await expect(page.getByText(/next release/)).toBeVisible();
  await page.getByLabel('Release time of episode 12').scrollIntoViewIfNeeded();
  await shot(page, 'scheduled-en');

  // Publish.
  csp.step = 'publish';
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  const publishedAt = Date.now();
  await shot(page, 'published-en');
  expect(csp.events, csp.events.join('\n')).toEqual([]);
  expect(csp.console, csp.console.join('\n')).toEqual([]);

  // A viewer's phone: the series on home within 10 s of the publication.
  const phone = await newPhone(browser);
  const viewer = phone.page;
  const errors = watchErrors(viewer);
  const card = viewer.getByTestId('drama-card').filter({ hasText: TITLE }).first();
  for (;;) {
    await viewer.goto('/');
    await expect(viewer.getByTestId('page-home')).toBeVisible();
    if (await card.isVisible()) break;
    if (Date.now() - publishedAt > 10_000) break;
    await viewer.waitForTimeout(100);
  }
  await expect(card, 'the new series on home within 10 s of Publish').toBeVisible({ timeout: 1 });
  test
    .info()
    .annotations.push({ type: 'on home after Publish', description: `${Date.now() - publishedAt} ms` });
  await card.scrollIntoViewIfNeeded();
  await shot(viewer, 'viewer-home');

  // Episode 1 plays; the stream it plays names an English subtitle rendition.
  const detail = viewer.waitForResponse((r) => r.url().endsWith('/video/detail'));
  const episode = viewer.waitForResponse((r) => r.url().endsWith('/video/episode'));
  await card.click();
  const player = viewer.getByTestId('player');
  await expect(player).toHaveAttribute('data-state', 'ready');
  await expect(player).toHaveAttribute('data-episode', '1');
  await expectPlaying(viewer, 0.3);
  const episodeResponse = await episode;
  const played = ((await episodeResponse.json()) as { code: number; data: { number: number; url: string } })
    .data;
  // The call as the web app would make it, with this phone's device and session headers.
  const headers = await episodeResponse.request().allHeaders();
  const details = (await (await detail).json()) as {
    data: { drama: { drama_id: number }; episodes: { number: number }[]; next_release_at: string | null };
  };
  // Subtitles (issue 19): the English track shows by default on an English phone, under the
  // viewer's control; the choice survives a reload. Held at 0.8 s, inside the 0.2-1.6 s cue.
  const video = viewer.getByTestId('player-video');
  const holdAtCue = () =>
    video.evaluate((v: HTMLVideoElement) => {
      v.pause();
      v.currentTime = 0.8;
    });
  const cc = viewer.getByTestId('subtitles-open');
  const cue = viewer.getByTestId('player-subtitles');
  await holdAtCue();
  await expect(cc).toHaveAttribute('data-on', 'true');
  await expect(cue).toHaveText(SUBTITLES.en.cue);
  await shot(viewer, 'viewer-playing');
  await cc.click();
  await expect(viewer.getByTestId('subtitle-th')).toHaveText('ไทย');
  await viewer.getByTestId('subtitle-off').click();
  await expect(cc).toHaveAttribute('data-on', 'false');
  await expect(cue).toBeHidden();
  await viewer.reload();
  await expect(cc).toHaveAttribute('data-on', 'false');
  await holdAtCue();
  await expect(cue).toBeHidden();
  await cc.click();
  await viewer.getByTestId('subtitle-en').click();
  await holdAtCue();
  await expect(cue).toHaveText(SUBTITLES.en.cue);
  await viewer.reload();
  await expect(cc).toHaveAttribute('data-on', 'true');
  expect(played.number).toBe(1);
  const master = await viewer.request.get(new URL(played.url, viewer.url()).toString());
  expect(master.ok()).toBe(true);
  const playlist = await master.text();
  expect(playlist).toMatch(/#EXT-X-MEDIA:TYPE=SUBTITLES,[^\n]*LANGUAGE="en"/);
  expect(playlist).toMatch(/#EXT-X-MEDIA:TYPE=SUBTITLES,[^\n]*LANGUAGE="th"/);

  // Episode 11 is not to be had: no row in the detail, and asking for it gives no media.
  expect(details.data.episodes.map((e) => e.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(details.data.next_release_at).not.toBeNull();
  const ask = (number: number) =>
    viewerCall(viewer, headers, '/video/episode', { drama_id: details.data.drama.drama_id, number });
  const asked = await ask(11);
  expect(asked.code).toBe(API_ERRORS.recordNotFound.code);
  expect(JSON.stringify(asked.data ?? null)).not.toContain('.m3u8');
  // Against episode 10, on the air but past the 5 free ones (locked: 701), and episode 2 (free):
  // episode 11 is refused as one that does not exist, not as one that is locked.
  expect((await ask(10)).code).toBe(API_ERRORS.episodeLocked.code);
  expect((await ask(2)).code).toBe(200);
  // The player counts to the series' length as the card does; the grid marks 11-12 as coming.
  await expect(viewer.getByTestId('player-episode')).toHaveText('EP 1 / 12 episodes');
  await viewer.getByTestId('episode-grid-open').click();
  await expect(viewer.getByTestId('episode-cell-10')).not.toHaveAttribute('data-coming', 'true');
  await expect(viewer.getByTestId('episode-cell-11')).toHaveAttribute('data-coming', 'true');
  await expect(viewer.getByTestId('episode-cell-12')).toHaveAttribute(
    'aria-label',
    'Episode 12 is coming soon',
  );
  await shot(viewer, 'viewer-grid-coming');
  expect(errors).toEqual([]);
  await phone.context.close();
});
