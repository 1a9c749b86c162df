// @vitest-environment jsdom
/** The "Viewer's page" preview counts episodes as the app does: scheduled ones count, as coming. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { detailOf, episodeOf, TAGS } from '#console/testing/series-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 30_000 };
const LATER = new Date(Date.now() + 3 * 86_400_000).toISOString();

describe('the viewer’s page preview', () => {
  it('says 4 episodes for 1-3 out and 4 scheduled, and shows 4 as coming, not 5 or 6', SLOW, async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('editor')),
      'GET /tags': () => ok(TAGS),
      'GET /series/9': () =>
        ok(
          detailOf(9, {
            title: 'Nine',
            texts: { en: { title: 'Nine', synopsis: 'A story.' } },
            free_episodes: 2,
            episodes: [
              episodeOf(91, 1),
              episodeOf(92, 2),
              episodeOf(93, 3),
              episodeOf(94, 4, { release_at: LATER }),
              episodeOf(95, 5, { playable: false, media: { status: 'failed', progress: 0, error: 'x' } }),
              episodeOf(96, 6),
            ],
          }),
        ),
    });
    renderConsole('/console/series/9');
    const preview = await screen.findByTestId('phone-preview');
    await waitFor(() => expect(within(preview).getByText('4 episodes')).toBeTruthy());
    expect(within(preview).getByTestId('preview-episode-3')).toBeTruthy();
    const coming = within(preview).getByTestId('preview-coming-4');
    expect(coming.getAttribute('data-coming')).toBe('true');
    // Its day, as the app's cell shows it.
    const day = new Intl.DateTimeFormat('en', { month: 'numeric', day: 'numeric' }).format(new Date(LATER));
    expect(coming.textContent).toContain(day);
    for (const id of ['preview-episode-4', 'preview-episode-5', 'preview-coming-5', 'preview-episode-6'])
      expect(within(preview).queryByTestId(id)).toBeNull();
  });
});
