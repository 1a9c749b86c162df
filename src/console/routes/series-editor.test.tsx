// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { detailOf, episodeOf, TAGS } from '#console/testing/series-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 30_000 };
/** A series needs a title in one language before it saves. */
const TITLED = { en: { title: 'Old', synopsis: '' } };

function signedIn() {
  api.answer({ 'GET /auth/session': () => ok(meOf('editor')), 'GET /tags': () => ok(TAGS) });
}

describe('the series editor', SLOW, () => {
  it('creates a series from the form and moves to its address', async () => {
    signedIn();
    const created = detailOf(7, {
      title: 'The CEO Returns',
      texts: { en: { title: 'The CEO Returns', synopsis: 'He is back.' } },
      completeness: { 'zh-Hant': false, 'zh-Hans': false, en: true, th: false, id: false },
    });
    api.answer({ 'POST /series': () => ok({ id: 7 }), 'GET /series/7': () => ok(created) });
    const { router } = renderConsole('/console/series/new');
    await screen.findByText('Save the series first, then add its poster.');

    fireEvent.click(screen.getByTestId('texts-tab-en'));
    const english = document.querySelector<HTMLElement>('[role="tabpanel"][id$="-panel-en"]') as HTMLElement;
    fireEvent.change(within(english).getByLabelText('Title'), { target: { value: ' The CEO Returns ' } });
    fireEvent.change(within(english).getByLabelText('Synopsis'), { target: { value: 'He is back.' } });
    await waitFor(() =>
      expect(screen.getByTestId('texts-tab-en').getAttribute('data-complete')).toBe('true'),
    );
    // The preview follows the form in the console's language.
    expect(within(screen.getByTestId('phone-preview')).getByText('The CEO Returns')).toBeTruthy();

    fireEvent.click(screen.getByText('Create series'));
    await waitFor(() => expect(api.calls('POST /series')).toHaveLength(1));
    expect(api.calls('POST /series')[0]?.body).toEqual({
      status: 'new',
      texts: { en: { title: 'The CEO Returns', synopsis: 'He is back.' } },
      tag_ids: [],
      free_episodes: 3,
      episode_price: 30,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/series/7'));
    await screen.findByText('Publish');
  });

  it('shows validation errors: its own before sending, the server’s after', async () => {
    signedIn();
    api.answer({
      'GET /series/3': () => ok(detailOf(3, { slug: 'old-slug', texts: TITLED })),
      'POST /series/3': ({ body }) =>
        (body as { slug?: string }).slug === 'taken'
          ? refuse('slugTaken', 'This slug is already in use')
          : refuse('validation', 'Invalid parameter: texts.en.title'),
    });
    renderConsole('/console/series/3');
    const slug = await screen.findByLabelText('Slug');
    fireEvent.change(slug, { target: { value: 'Not a Slug!' } });
    fireEvent.click(screen.getByText('Save'));
    await screen.findByText('Use lower-case letters and digits joined by single hyphens (up to 60).');
    expect(api.calls('POST /series/3')).toHaveLength(0);

    fireEvent.change(slug, { target: { value: 'taken' } });
    fireEvent.click(screen.getByText('Save'));
    await screen.findByText('This slug is already in use');

    fireEvent.change(slug, { target: { value: 'fine' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Invalid parameter: texts.en.title'),
    );
    expect(api.calls('POST /series/3')).toHaveLength(2);
  });

  it('shows the server’s 921 message as it is when publishing is refused, and publishes after', async () => {
    signedIn();
    let ready = false;
    api.answer({
      'GET /series/4': () => ok(detailOf(4, { title: 'Draft one' })),
      'POST /series/4/publish': () =>
        ready
          ? ok(detailOf(4, { title: 'Draft one', published_at: '2026-11-30T10:00:00Z' }))
          : refuse('seriesNotReady', 'Not ready to publish: a poster, a ready video for episode 1'),
    });
    renderConsole('/console/series/4');
    fireEvent.click(await screen.findByText('Publish'));
    expect((await screen.findByTestId('publish-refusal')).textContent).toBe(
      'Not ready to publish: a poster, a ready video for episode 1',
    );
    ready = true;
    fireEvent.click(screen.getByText('Publish'));
    await screen.findByText('Unpublish');
    expect(screen.queryByTestId('publish-refusal')).toBeNull();
    expect(screen.getByText(/^Published \w/)).toBeTruthy();
  });

  it('previews the viewer’s page in another language, with free and locked episodes and the next release', async () => {
    signedIn();
    api.answer({
      'GET /series/5': () =>
        ok(
          detailOf(5, {
            title: 'Love',
            tag_ids: [1],
            free_episodes: 1,
            texts: {
              en: { title: 'Love', synopsis: 'A story.' },
              'zh-Hans': { title: '爱', synopsis: '故事。' },
            },
            episodes: [
              episodeOf(51, 1),
              episodeOf(52, 2, { price_override: 45 }),
              episodeOf(53, 3, { release_at: '2099-01-01T12:00:00Z' }),
            ],
          }),
        ),
    });
    renderConsole('/console/series/5');
    const preview = await screen.findByTestId('phone-preview');
    expect(within(preview).getByText('Love')).toBeTruthy();
    await within(preview).findByText('Romance');
    expect(within(preview).getByTestId('preview-episode-1').getAttribute('data-locked')).toBe('false');
    expect(within(preview).getByTestId('preview-episode-2').textContent).toContain('45');
    expect(within(preview).queryByTestId('preview-episode-3')).toBeNull();
    expect(within(preview).getByTestId('preview-next').textContent).toContain('Next episode: ');

    fireEvent.click(screen.getByTitle('简体中文'));
    await waitFor(() => expect(within(preview).getByText('爱')).toBeTruthy());
    expect(within(preview).getByText('爱情')).toBeTruthy();
    await waitFor(() => expect(within(preview).getByText('免费')).toBeTruthy());
  });

  it('asks before leaving with unsaved changes, not after saving them', async () => {
    signedIn();
    let stored = detailOf(3, { slug: 'old-slug', texts: TITLED });
    api.answer({
      'GET /series/3': () => ok(stored),
      'POST /series/3': ({ body }) => {
        stored = { ...stored, slug: (body as { slug: string }).slug };
        return ok(stored);
      },
      'GET /series': () => ok({ items: [], total: 0 }),
    });
    const { router } = renderConsole('/console/series/3');
    const slug = await screen.findByLabelText('Slug');
    fireEvent.change(slug, { target: { value: 'new-slug' } });
    // The form tells its watchers after the change's event: let that land.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    void router.navigate('/series');
    await screen.findByText('Leave without saving?');
    const blocked = () => [...router.state.blockers.values()].some((b) => b.state === 'blocked');
    fireEvent.click(screen.getByText('Stay'));
    await waitFor(() => expect(blocked()).toBe(false));
    expect(router.state.location.pathname).toBe('/console/series/3');
    // A tab of the same editor is not leaving.
    fireEvent.click(screen.getByText('Subtitles'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=subtitles'));
    expect(blocked()).toBe(false);

    fireEvent.click(screen.getByText('Details'));
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(api.calls('POST /series/3')).toHaveLength(1));
    await waitFor(() => expect(screen.getByText('Save').closest('button')?.disabled).toBe(false));
    void router.navigate('/series');
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/series'));
    expect(blocked()).toBe(false);
  });

  it('keeps the edits when the session ends on save: signs in again over the editor, then saves', async () => {
    signedIn();
    let live = true;
    let stored = detailOf(3, { slug: 'old-slug', texts: TITLED });
    api.answer({
      'GET /series/3': () => ok(stored),
      'POST /series/3': ({ body }) => {
        if (!live) return refuse('operatorUnauthorized', 'Sign in again');
        stored = { ...stored, slug: (body as { slug: string }).slug };
        return ok(stored);
      },
      'POST /auth/login': () => {
        live = true;
        return ok({ ...meOf('editor'), csrf_token: 'csrf-456' });
      },
    });
    const { router } = renderConsole('/console/series/3');
    const slug = await screen.findByLabelText<HTMLInputElement>('Slug');
    fireEvent.change(slug, { target: { value: 'twenty-minutes-of-work' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // An owner resets the editor meanwhile: the save is refused with 901.
    live = false;
    fireEvent.click(screen.getByText('Save'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your session ended. Sign in again.')).toBeTruthy();
    // The editor is still there with the edit, at its address.
    expect(router.state.location.pathname).toBe('/console/series/3');
    expect(screen.getByLabelText<HTMLInputElement>('Slug').value).toBe('twenty-minutes-of-work');

    fireEvent.change(within(dialog).getByLabelText('Password'), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.change(within(dialog).getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Slug').value).toBe('twenty-minutes-of-work');
    // The dialog said it: the form does not keep "Please sign in" above itself.
    expect(screen.queryByText('Sign in again')).toBeNull();

    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(api.calls('POST /series/3')).toHaveLength(2));
    const retried = api.calls('POST /series/3')[1];
    expect(retried?.body).toMatchObject({ slug: 'twenty-minutes-of-work' });
    expect(retried?.headers.get('x-csrf-token')).toBe('csrf-456');
    await waitFor(() => expect(stored.slug).toBe('twenty-minutes-of-work'));
  });
});
