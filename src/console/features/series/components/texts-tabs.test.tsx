// @vitest-environment jsdom
/** The title editor opens on the console's language, its tabs in the order of shared/languages.ts. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { TAGS } from '#console/testing/series-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 30_000 };

function serve() {
  api.answer({ 'GET /auth/session': () => ok(meOf('editor')), 'GET /tags': () => ok(TAGS) });
}

const activeTab = () =>
  document.querySelector('.ant-tabs-tab-active [data-testid^="texts-tab-"]')?.getAttribute('data-testid');

describe('the title and synopsis tabs', () => {
  it('open on English in an English console, in the languages’ order', SLOW, async () => {
    serve();
    renderConsole('/console/series/new');
    await screen.findByTestId('texts-tab-en');
    expect(activeTab()).toBe('texts-tab-en');
    expect(
      [...document.querySelectorAll('[data-testid^="texts-tab-"]')].map((tab) =>
        tab.getAttribute('data-testid'),
      ),
    ).toEqual(['texts-tab-zh-Hans', 'texts-tab-zh-Hant', 'texts-tab-en', 'texts-tab-th', 'texts-tab-id']);
  });

  it('open on Thai in a Thai console', SLOW, async () => {
    await applyLanguage(4);
    try {
      serve();
      renderConsole('/console/series/new');
      await screen.findByTestId('texts-tab-th');
      expect(activeTab()).toBe('texts-tab-th');
    } finally {
      await applyLanguage(3);
    }
  });
});
