// @vitest-environment jsdom
/**
 * Speeds are numbers in the interface language (decision 0020): Indonesian writes "0,75x", not
 * the dot the audit found; the others keep the dot.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { LanguageId } from '#shared/languages.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { SpeedSheet } from './speed-sheet.tsx';

afterEach(cleanup);

async function labels(language: LanguageId): Promise<string[]> {
  await applyLanguage(language);
  render(<SpeedSheet visible rate={1} onSelect={() => undefined} onClose={() => undefined} />);
  return screen.getAllByRole('button').map((button) => button.textContent ?? '');
}

describe('the speeds', () => {
  it('use the decimal comma in Indonesian', async () => {
    expect(await labels(5)).toEqual(['0,75x', '1x', '1,25x', '1,5x', '2x']);
  });

  it('use the decimal point in English', async () => {
    expect(await labels(3)).toEqual(['0.75x', '1x', '1.25x', '1.5x', '2x']);
  });
});
