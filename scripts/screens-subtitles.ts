/**
 * Screenshots of issue 19's player choices in the five languages, into docs/screens (390x844,
 * device scale 1), each language a fresh guest of a running server:
 *
 *   subtitles-player  an episode playing with its cue in the interface language, the CC button
 *   subtitles-sheet   the subtitles sheet: off, or one of the episode's languages
 *   auto-unlock-ask   auto-unlock on, after ten automatic unlocks in a row with no touch: the
 *                     question before the eleventh
 *
 * The sample catalogue has no subtitle tracks, so the phone's network adds them: the episode
 * answers list five languages and each `subs/<language>.vtt` beside the master playlist is a
 * one-cue WebVTT file. Everything else (the player, the sheet, the unlock, the sandbox top-up)
 * is the server's own.
 *
 *   PORT=8611 HOST=127.0.0.1 DATA_DIR=.data-e2e node scripts/start.mjs
 *   BASE_URL=http://127.0.0.1:8611 node --import tsx scripts/screens-subtitles.ts
 */
import type { Browser, Page } from 'playwright-core';
import { eachLanguage, phonePage, screenshot as shot, topUpAtFirstLocked } from './screens-phone.ts';
import type { LanguageId } from '#shared/languages.ts';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8611';

/** One line each, as a drama's subtitles would say it. */
const CUES: Record<string, string> = {
  'zh-Hant': '這麼晚了，是誰打來的？',
  'zh-Hans': '这么晚了，是谁打来的？',
  en: 'Who is calling at this hour?',
  th: 'ใครโทรมาป่านนี้?',
  id: 'Siapa yang menelepon selarut ini?',
};

interface Envelope {
  code: number;
  data?: { subtitles?: string[]; next?: { subtitles?: string[] } | null } | null;
}

/** The phone's network gives every episode five subtitle tracks. */
async function addTracks(page: Page): Promise<void> {
  const languages = Object.keys(CUES);
  await page.route(
    (url) => url.pathname.endsWith('/enjoy-api/video/episode'),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Envelope;
      if (body.code === 200 && body.data) {
        body.data.subtitles = languages;
        if (body.data.next) body.data.next.subtitles = languages;
      }
      await route.fulfill({ response, json: body });
    },
  );
  await page.route(
    (url) => /\/subs\/[^/]+\.vtt$/.test(url.pathname),
    async (route) => {
      const language = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop() ?? '');
      const cue = CUES[language.replace(/\.vtt$/, '')] ?? '';
      await route.fulfill({
        contentType: 'text/vtt',
        body: `WEBVTT\n\n00:00:00.000 --> 00:10:00.000\n${cue}\n`,
      });
    },
  );
}

async function playing(page: Page, seconds: number): Promise<void> {
  await page.waitForFunction(
    (s) =>
      ((document.querySelector('[data-testid="player-video"]') as HTMLVideoElement | null)?.currentTime ??
        0) > s,
    seconds,
  );
}

/** From the play page: the first locked episode bought by a top-up, then auto-unlock on; its number. */
async function topUpAndAutoUnlock(page: Page): Promise<number> {
  const number = await topUpAtFirstLocked(page);
  await page.getByTestId('auto-unlock-switch').click();
  await page.getByTestId('locked-sheet').waitFor({ state: 'hidden' });
  return number;
}

async function screens(browser: Browser, language: LanguageId, locale: string): Promise<void> {
  const page = await phonePage(browser, BASE_URL, language);
  await addTracks(page);

  await page.goto('/');
  const card = page.getByTestId('home-rail').first().getByTestId('drama-card').first();
  const dramaId = await card.getAttribute('data-drama-id');
  await page.goto(`/pages/video/play?drama_id=${dramaId}&ep=1`);
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
