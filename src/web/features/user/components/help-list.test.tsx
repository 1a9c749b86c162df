// @vitest-environment jsdom
/**
 * The help page has one name in each language: the settings entry, the sheet that opens it and
 * the page's own heading (the server's help article, texts/<locale>/help.md) say the same.
 */
// Tests only: never bundled (the server's help article, read as text).
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { LANGUAGES, type Locale } from '#shared/languages.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { HelpList } from './help-list.tsx';

/** The heading the help page shows: its Markdown's first line ("# ..."). */
function articleHeading(locale: Locale): string {
  // Read from the repository (the tests run at its root); jsdom's import.meta.url is no file URL.
  const file = `${process.cwd()}/src/server/modules/article/texts/${locale}/help.md`;
  const first = readFileSync(file, 'utf8').split('\n')[0] ?? '';
  return first.replace(/^#\s+/, '').trim();
}

afterEach(cleanup);
afterAll(async () => {
  await applyLanguage(3);
});

describe('the help page in the settings', () => {
  it.each(LANGUAGES.map((language) => [language.locale, language.id] as const))(
    'is called what its page calls itself (%s)',
    async (locale, id) => {
      await applyLanguage(id);
      const heading = articleHeading(locale);
      render(<HelpList />);
      const entry = screen.getByTestId('setting-page-help');
      expect(entry.textContent).toBe(heading);
      fireEvent.click(entry);
      const sheet = screen.getByTestId('protocol-sheet');
      expect(within(sheet).getByRole('heading').textContent).toBe(heading);
      expect(within(sheet).getByTestId('protocol-frame').getAttribute('src')).toBe(
        `/article/help?language=${id}`,
      );
    },
  );
});
