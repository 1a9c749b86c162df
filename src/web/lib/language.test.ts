import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import { installBrowserStubs } from '#web/testing/browser-env.ts';
import { jsonResponse, setupTestNetwork } from '#web/testing/network.ts';
import { checkSetting, userInfo } from '#web/testing/fixtures.ts';
import { apiRequest } from './api-client.ts';
import { applyLanguage, i18next } from './i18n.ts';
import {
  changeLanguage,
  markLanguageAsked,
  readSavedLanguage,
  resolveLanguage,
  saveLanguage,
  shouldAskLanguage,
  syncLanguageCookie,
} from './language.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

const network = setupTestNetwork();
const requests = network.requests;

beforeEach(() => {
  installBrowserStubs();
  network.serve((request) => {
    const data = request.url.endsWith('/service/check-setting') ? checkSetting() : userInfo();
    return jsonResponse({ code: 200, msg: 'ok', data });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('language choice (SPEC 9, chooseLanguage)', () => {
  it('uses the site language when switching is off, whatever the user saved', () => {
    saveLanguage(3);
    expect(resolveLanguage({ siteLanguage: 4, switchEnabled: false })).toBe(4);
  });

  it("lets the user's saved choice override when switching is on", () => {
    saveLanguage(3);
    expect(resolveLanguage({ siteLanguage: 4, switchEnabled: true })).toBe(3);
  });

  it('falls back to the site language without a valid saved choice, and 0 means Traditional Chinese', () => {
    expect(readSavedLanguage()).toBeUndefined();
    expect(resolveLanguage({ siteLanguage: 5, switchEnabled: true })).toBe(5);
    expect(resolveLanguage({ siteLanguage: 0, switchEnabled: true })).toBe(2);
    localStorage.setItem(STORAGE_KEYS.language, '9');
    expect(resolveLanguage({ siteLanguage: 0, switchEnabled: true })).toBe(2);
  });

  it('applying a language switches i18next and the language header of later calls', async () => {
    await applyLanguage(5);
    expect(i18next.language).toBe('id');
    expect(i18next.t('tabs.home')).toBe('Beranda');
    expect(useLocale.getState().languageId).toBe(5);

    useSession.getState().setToken('tok');
    await apiRequest('userIndex');
    expect(requests.at(-1)?.headers.language).toBe('5');
  });

  it('choosing a language saves it, applies it and refetches the system settings in it', async () => {
    await applyLanguage(2);
    await changeLanguage(4);

    expect(readSavedLanguage()).toBe(4);
    expect(i18next.language).toBe('th');
    expect(i18next.t('tabs.mine')).toBe('ฉัน');
    expect(useLocale.getState().languageId).toBe(4);
    const settings = requests.filter((r) => r.url.endsWith('/service/check-setting'));
    expect(settings).toHaveLength(1);
    expect(settings[0]?.headers.language).toBe('4');
    expect(useSession.getState().serviceEmail).toBe('support@enjoydrama.example');
  });
});

describe('the first-visit question (issue 15)', () => {
  const allowed = { siteLanguage: 0, switchEnabled: true };

  it('is asked where the user may choose and nothing was chosen or answered yet', () => {
    expect(shouldAskLanguage(allowed)).toBe(true);
  });

  it('is not asked where the site does not let users choose', () => {
    expect(shouldAskLanguage({ siteLanguage: 0, switchEnabled: false })).toBe(false);
  });

  it('is not asked once a language is chosen, but a stored value that names none does not count', () => {
    localStorage.setItem(STORAGE_KEYS.language, '9');
    expect(shouldAskLanguage(allowed)).toBe(true);
    saveLanguage(4);
    expect(shouldAskLanguage(allowed)).toBe(false);
  });

  it('is not asked again once answered or dismissed', () => {
    markLanguageAsked();
    expect(shouldAskLanguage(allowed)).toBe(false);
    expect(readSavedLanguage()).toBeUndefined();
  });
});

describe('the language cookie (decision 0021)', () => {
  it('mirrors the saved choice for the server, for a year', () => {
    const jar: string[] = [];
    vi.stubGlobal('document', {
      set cookie(value: string) {
        jar.push(value);
      },
    });
    syncLanguageCookie();
    expect(jar).toEqual([]);
    saveLanguage(4);
    expect(jar).toEqual(['enjoy_language=4; path=/; max-age=31536000; samesite=lax']);
  });
});
