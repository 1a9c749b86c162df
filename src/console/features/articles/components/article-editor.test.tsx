// @vitest-environment jsdom
/**
 * Articles keep the operator's unsaved text: per article and language while switching between
 * them, and a question before leaving the screen with any of them.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

const detail = (key: string, locale: string, body: string) => ({
  key,
  locale,
  body,
  version: 0,
  history: [],
});

function answerArticles() {
  api.answer({
    'GET /auth/session': () => ok(meOf('editor', 'Edda')),
    'GET /articles/help/th': () => ok(detail('help', 'th', '# ช่วยเหลือ\n\nถามเราได้')),
    'GET /articles/help/en': () => ok(detail('help', 'en', '# Help\n\nAsk us.')),
    'GET /articles/user/th': () => ok(detail('user', 'th', '# ข้อตกลง\n\nข้อ 1')),
    'GET /dashboard': () => ok({}),
  });
}

const editor = () => screen.findByRole('textbox', { name: 'Markdown' }) as Promise<HTMLTextAreaElement>;

describe('the article editor', SLOW, () => {
  it('keeps an unsaved text when another language or article is opened, and finds it on return', async () => {
    answerArticles();
    const { router } = renderConsole('/console/articles?key=help&locale=th');
    await waitFor(async () => expect((await editor()).value).toContain('ถามเราได้'));
    fireEvent.change(await editor(), { target: { value: '# ช่วยเหลือ\n\nข้อความใหม่' } });

    fireEvent.click(screen.getByText('English', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(router.state.location.search).toBe('?key=help&locale=en'));
    await waitFor(async () => expect((await editor()).value).toBe('# Help\n\nAsk us.'));
    // The draft is named where the operator is now.
    expect((await screen.findByTestId('article-other-drafts')).textContent).toContain('Help · ไทย');

    fireEvent.click(screen.getByText('ไทย', { selector: '.ant-segmented-item-label' }));
    await waitFor(async () => expect((await editor()).value).toBe('# ช่วยเหลือ\n\nข้อความใหม่'));
    expect(screen.getByText('Save as a new version').closest('button')?.disabled).toBe(false);
    expect(screen.queryByTestId('article-other-drafts')).toBeNull();

    // Another article, then back: the draft is still there.
    void router.navigate('/articles?key=user&locale=th');
    await waitFor(async () => expect((await editor()).value).toContain('ข้อ 1'));
    void router.navigate('/articles?key=help&locale=th');
    await waitFor(async () => expect((await editor()).value).toBe('# ช่วยเหลือ\n\nข้อความใหม่'));
  });

  it('asks before leaving the screen with an unsaved text, and stays when told to', async () => {
    answerArticles();
    const { router } = renderConsole('/console/articles?key=help&locale=th');
    await waitFor(async () => expect((await editor()).value).toContain('ถามเราได้'));
    fireEvent.change(await editor(), { target: { value: '# ช่วยเหลือ\n\nแก้แล้ว' } });

    void router.navigate('/series');
    await screen.findByText('Leave without saving?');
    const blocked = () => [...router.state.blockers.values()].some((b) => b.state === 'blocked');
    fireEvent.click(screen.getByText('Stay'));
    await waitFor(() => expect(blocked()).toBe(false));
    expect(router.state.location.pathname).toBe('/console/articles');
    expect((await editor()).value).toBe('# ช่วยเหลือ\n\nแก้แล้ว');

    // Back to the served text: nothing to lose, so nothing to ask.
    fireEvent.change(await editor(), { target: { value: '# ช่วยเหลือ\n\nถามเราได้' } });
    api.answer({ 'GET /series': () => ok({ items: [], total: 0 }) });
    void router.navigate('/series');
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/series'));
  });
});
