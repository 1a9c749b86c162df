// @vitest-environment jsdom
/**
 * The articles' editor (issue 18): the article and language from the address (else the
 * console's own), the preview with the page's own (escaping) renderer, a save as a new version,
 * and read-only for support.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { articleOf } from './articles.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

describe('articles', SLOW, () => {
  it('reads the article and language from the address', () => {
    expect(articleOf(new URLSearchParams('key=privacy&locale=th'))).toEqual({ key: 'privacy', locale: 'th' });
    expect(articleOf(new URLSearchParams('key=nope&locale=xx'))).toEqual({ key: 'user', locale: 'en' });
    // Without a language in the address: the console's own.
    expect(articleOf(new URLSearchParams('key=help'), 'th')).toEqual({ key: 'help', locale: 'th' });
  });

  it('previews with the safe renderer and saves a new version', async () => {
    const detail = { key: 'help', locale: 'en', body: '# Help\n\nAsk us.', version: 0, history: [] };
    api.answer({
      'GET /auth/session': () => ok(meOf('editor', 'Edda')),
      'GET /articles/help/en': () => ok(detail),
      'POST /articles/help/en': (call) =>
        ok({
          ...detail,
          body: (call.body as { body: string }).body,
          version: 1,
          history: [
            { version: 1, operator_name: 'Edda', created_at: '2026-11-26T10:00:00Z', restored_from: null },
          ],
        }),
    });
    renderConsole('/console/articles?key=help&locale=en');
    const preview = await screen.findByTestId('article-preview');
    expect(within(preview).getByText('Ask us.')).toBeTruthy();
    expect(screen.queryByTestId('article-read-only')).toBeNull();
    const editor = screen.getByRole('textbox', { name: 'Markdown' });
    fireEvent.change(editor, { target: { value: '# Help\n\n<script>window.hacked = 1</script> hi' } });
    await waitFor(() => expect(screen.getByTestId('article-preview').textContent).toContain('<script>'));
    expect(screen.getByTestId('article-preview').querySelector('script')).toBeNull();
    fireEvent.click(screen.getByText('Save as a new version'));
    await waitFor(() => expect(api.calls('POST /articles/help/en')).toHaveLength(1));
    expect(await screen.findByText('Version 1')).toBeTruthy();
  });

  it('is read-only for support', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /articles/user/en': () =>
        ok({ key: 'user', locale: 'en', body: '# T\n\nx', version: 0, history: [] }),
      'POST /articles/user/en': () => refuse('operatorForbidden', 'no'),
    });
    renderConsole('/console/articles');
    const editor = await screen.findByRole('textbox', { name: 'Markdown' });
    // Looks read-only, and says why.
    expect(editor.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('article-read-only').textContent).toBe(
      'Your role may read articles but not edit them.',
    );
    expect(screen.queryByText('Save as a new version')).toBeNull();
  });
});
