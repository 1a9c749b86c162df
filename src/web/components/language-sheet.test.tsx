// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguagePrompt } from '#web/app/layouts/language-prompt.tsx';
import { applyLanguage } from '#web/lib/i18n.ts';
import type * as language from '#web/lib/language.ts';
import { changeLanguage } from '#web/lib/language.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { useSession } from '#web/stores/session.ts';
import LanguageSheet from './language-sheet.tsx';

vi.mock('#web/lib/language.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof language>();
  return { ...actual, changeLanguage: vi.fn(() => Promise.resolve()) };
});

const byId = (id: string): HTMLElement => screen.getByTestId(id);

beforeAll(async () => {
  await applyLanguage(2);
});
beforeEach(() => {
  localStorage.clear();
  vi.mocked(changeLanguage).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LanguageSheet', () => {
  it('lists the five languages in their own scripts, the given one selected, titled in it', async () => {
    render(<LanguageSheet visible initial={4} onClose={() => undefined} />);
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      '简体中文',
      '繁體中文',
      'English',
      'ไทย',
      'Bahasa Indonesia',
    ]);
    expect(byId('language-option-4').getAttribute('aria-checked')).toBe('true');
    expect(byId('language-option-4').getAttribute('lang')).toBe('th');
    await waitFor(() => expect(byId('language-sheet-title').textContent).toBe('เลือกภาษาของคุณ'));
    // Another choice: the question follows it.
    fireEvent.click(byId('language-option-3'));
    expect(byId('language-option-3').getAttribute('aria-checked')).toBe('true');
    expect(byId('language-option-4').getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(byId('language-confirm').textContent).toBe('Confirm'));
  });

  it('applies the selected language on confirm, then closes', async () => {
    const onClose = vi.fn();
    const onChosen = vi.fn();
    render(<LanguageSheet visible initial={2} onClose={onClose} onChosen={onChosen} />);
    fireEvent.click(byId('language-option-5'));
    await act(async () => fireEvent.click(byId('language-confirm')));
    expect(changeLanguage).toHaveBeenCalledWith(5);
    expect(onChosen).toHaveBeenCalledWith(5);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when closed without confirming', () => {
    const onClose = vi.fn();
    render(<LanguageSheet visible initial={2} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '關閉' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(changeLanguage).not.toHaveBeenCalled();
  });
});

describe('LanguagePrompt (the first visit)', () => {
  function visit(switchEnabled: boolean, languages: string[]) {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => window.setTimeout(run, 0));
    vi.stubGlobal('cancelIdleCallback', (id: number) => window.clearTimeout(id));
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    useSession.setState({ systemLan: { siteLanguage: 0, switchEnabled } });
    render(<LanguagePrompt />);
  }

  it("asks with the browser's language selected, and a dismissal is remembered", async () => {
    visit(true, ['id-ID', 'en']);
    // The sheet's code loads lazily (the first import of a test run takes a while).
    const sheet = await screen.findByTestId('language-sheet', {}, { timeout: 5000 });
    expect(sheet.dataset.selected).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: '關閉' }));
    expect(localStorage.getItem(STORAGE_KEYS.languageAsked)).toBe('1');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
    expect(changeLanguage).not.toHaveBeenCalled();
  });

  it('does not ask where the site does not let users choose', async () => {
    visit(false, ['th-TH']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('language-sheet')).toBeNull();
  });

  it('does not ask once asked, nor when a language is chosen', async () => {
    localStorage.setItem(STORAGE_KEYS.languageAsked, '1');
    visit(true, ['th-TH']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('language-sheet')).toBeNull();
    cleanup();
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.language, '3');
    visit(true, ['th-TH']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('language-sheet')).toBeNull();
  });
});
