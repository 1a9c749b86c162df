/**
 * Startup, in the order of SPEC 4:
 *   1. the system settings, into the session store: from the page when the server built it
 *      for this language (with the home feed, docs/decisions/0006), else POST
 *      /service/check-setting (on failure: defaults);
 *   2. mount the app;
 *   3. apply the language (SPEC 9) — its messages are loaded before the first render, so the
 *      first paint is never untranslated keys;
 *   4. with a stored token, POST /user/index; without one, a device login first.
 * Step 4 starts before the mount, and the mount waits for it a little (SESSION_HEAD_START_MS),
 * so that the session rarely lands in the middle of the first render.
 * index.html shows a splash (or home's static first screen) until React's first render replaces it.
 */
import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE_ID, isLanguageId, type LanguageId } from '#shared/languages.ts';
import { resumeDownloadsWhenIdle } from '#web/features/downloads/utils/resume-when-idle.ts';
import { userInfoQueryOptions } from '#web/features/user/api/get-user-info.ts';
import { loadSigning, loginAsDevice } from '#web/lib/api-client.ts';
import { removeExpiredDownloads } from '#web/lib/download-storage.ts';
import { applyLanguage, preloadLanguage } from '#web/lib/i18n.ts';
import { readSavedLanguage, resolveLanguage, syncLanguageCookie } from '#web/lib/language.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { loadSystemSettings } from '#web/lib/system-settings.ts';
import { readBootData } from '#web/lib/boot-data.ts';
import { homeQueryOptions } from '#web/features/catalogue/api/get-home.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import { preloadAntdLocale } from './antd-locale.ts';
import { installAntdRenderer } from './antd-render.ts';
import { App } from './app.tsx';
import { installChunkErrorHandling } from './chunk-errors.ts';
import { installPlayWarmer } from './play-warmup.ts';

/** The likely language before the settings arrive: the saved choice, else the default. */
function guessLanguage(): LanguageId {
  const saved = readSavedLanguage();
  return isLanguageId(saved) ? saved : DEFAULT_LANGUAGE_ID;
}

async function loadLanguage(id: LanguageId): Promise<void> {
  try {
    await applyLanguage(id);
  } catch {
    // The locale chunk failed to load: fall back to the default language, else keep going.
    if (id !== DEFAULT_LANGUAGE_ID) await applyLanguage(DEFAULT_LANGUAGE_ID).catch(() => undefined);
  }
}

function mount(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // A transition: the first render yields to the browser every few ms instead of one long
  // task (the static first screen or the splash stays up meanwhile; decision 0011).
  startTransition(() => root.render(createElement(App)));
}

/**
 * How long the first render waits for step 4 (a first visit's device login, the user info).
 * Both are usually in before the language's messages; a store that changes while the first
 * (time-sliced) render is under way makes React throw that render away and do it again in one
 * blocking task (about 350 ms of main thread at Lighthouse's 4x slowdown here). The server's
 * static first screen is on show meanwhile, its links working.
 */
const SESSION_HEAD_START_MS = 300;

/** Step 4: a session for this visitor and their user info (failures are toasted by the API client). */
async function startSession(languageId: LanguageId): Promise<void> {
  try {
    if (useSession.getState().token === '') await loginAsDevice();
    const { token } = useSession.getState();
    await queryClient.fetchQuery(userInfoQueryOptions(token, languageId));
  } catch {
    // Reported already; the user can retry by pulling to refresh or navigating.
  }
}

export async function bootstrap(): Promise<void> {
  installAntdRenderer();
  installChunkErrorHandling();
  installPlayWarmer();

  // A choice saved before the cookie existed reaches the server from the next page on.
  syncLanguageCookie();
  const guess = guessLanguage();
  useLocale.getState().setLanguageId(guess);
  preloadLanguage(guess);

  // Step 1: the settings come in the page when it was built for this language; else fetched.
  const boot = readBootData();
  if (boot && boot.language === guess) useSession.getState().applySettings(boot.settings);
  else await loadSystemSettings({ silent: true }).catch(() => undefined);

  const languageId = resolveLanguage(useSession.getState().systemLan);
  if (boot?.home && boot.language === languageId) {
    queryClient.setQueryData(homeQueryOptions(languageId).queryKey, boot.home);
  }
  loadSigning().catch(() => undefined); // needed by the first request; a failure is retried then
  const session = startSession(languageId);
  await Promise.all([loadLanguage(languageId), preloadAntdLocale(languageId)]);
  await Promise.race([session, new Promise((resolve) => setTimeout(resolve, SESSION_HEAD_START_MS))]);
  mount();
  // Downloads are kept 7 days (issue 19): the expired ones go at every start.
  removeExpiredDownloads(Date.now()).catch(() => undefined);

  // The settings carry localized texts: fetch them again if they were asked in another language.
  if (useLocale.getState().languageId !== guess)
    void loadSystemSettings({ silent: true }).catch(() => undefined);

  await session;
  resumeDownloadsWhenIdle(); // unfinished downloads of this user go on (decision 0056)
}
