/**
 * Screenshots of issue 19's player choices in the five languages, into docs/screens (390x844,
 * device scale 1), each language a fresh guest of a running server:
 *
 *   subtitles-player  an episode playing with its cue in the interface language, the CC button
 *   subtitles-sheet   the subtitles sheet: off, or one of the episode's languages
 *   auto-unlock-ask   auto-unlock on, after ten automatic unlocks in a row with no touch: the
 *                     question before the eleventh
 *
 * The sample catalogue's own tracks are shown: every sample episode has WebVTT subtitles in the
 * five languages, lines of its drama's synopsis (src/server/modules/media/pipeline/
 * sample-subtitles.ts), so nothing is faked: the player, its tracks, the sheet, the unlock and
 * the sandbox top-up are all the server's. A data folder seeded before those tracks has none
 * (they are not back-filled): start on a fresh DATA_DIR.
 *
 *   PORT=8611 HOST=127.0.0.1 DATA_DIR=.data-e2e node scripts/start.mjs
 *   BASE_URL=http://127.0.0.1:8611 node --import tsx scripts/screens-subtitles.ts
 */
import type { Browser, Page } from 'playwright-core';
import { eachLanguage, phonePage, screenshot as shot, topUpAtFirstLocked } from './screens-phone.ts';
import type { LanguageId } from '#shared/languages.ts';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8611';

async function playing(page: Page, seconds: number): Promise<void> {
  await page.waitForFunction(
    (s) =>
      ((document.querySelector('[data-testid="player-video"]') as HTMLVideoElement | null)?.currentTime ??
        0) > s,
    seconds,
  );
}

/**
 * From the play page: a top-up at the first locked episode, auto-unlock on, then that episode
 * unlocked by hand (auto-unlock applies from the next locked one); its number.
 */
async function topUpAndAutoUnlock(page: Page): Promise<number> {
  const number = await topUpAtFirstLocked(page);
  const toggle = page.getByTestId('auto-unlock-switch');
  await toggle.click();
  await page.locator('[data-testid="auto-unlock-switch"][aria-checked="true"]').waitFor();
  await page.getByTestId('unlock-episode').click();
  await page.getByTestId('locked-sheet').waitFor({ state: 'hidden' });
  return number;
}

async function screens(browser: Browser, language: LanguageId, locale: string): Promise<void> {
  const page = await phonePage(browser, BASE_URL, language);

  await page.goto('/');
  const card = page.getByTestId('home-rail').first().getByTestId('drama-card').first();
  const dramaId = await card.getAttribute('data-drama-id');
  await page.goto(`/pages/video/play?drama_id=${dramaId}&ep=1`);
  // The CC button shows only for an episode with tracks.
  await page
    .getByTestId('subtitles-open')
    .waitFor()
    .catch(() => {
      throw new Error(`drama ${dramaId} episode 1 has no subtitles: start the server on a fresh DATA_DIR`);
    });
  await page.getByTestId('player-subtitles').waitFor();
  await playing(page, 1);
  await shot(page, 'subtitles-player', locale);

  await page.getByTestId('subtitles-open').click();
  await page.getByTestId('subtitle-sheet').waitFor();
  await shot(page, 'subtitles-sheet', locale);
  await page.getByTestId(`subtitle-${locale}`).click();
  await page.getByTestId('subtitle-sheet').waitFor({ state: 'hidden' });

  // Ten automatic unlocks in a row with no touch: the tab's count, then the next locked episode.
  const unlocked = await topUpAndAutoUnlock(page);
  await page.evaluate(() => sessionStorage.setItem('enjoy.auto-unlock-streak', '10'));
  await page.goto(`/pages/video/play?drama_id=${dramaId}&ep=${unlocked + 1}`);
  await page.locator('.adm-dialog-footer').waitFor();
  await shot(page, 'auto-unlock-ask', locale);

  await page.context().close();
}

await eachLanguage(screens);
