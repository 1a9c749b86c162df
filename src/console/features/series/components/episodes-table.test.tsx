// @vitest-environment jsdom
/**
 * The Episodes table marks an episode that earlier ones keep from viewers (the server's rule,
 * shared/episode-lineup.ts), with why; and a price typed in says it was saved.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { forgetRecentWrites } from '#console/lib/api-client.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { detailOf, episodeOf, TAGS } from '#console/testing/series-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 30_000 };
const LATER = new Date(Date.now() + 3 * 86_400_000).toISOString();

/** Episodes 1-3 out, 4 scheduled for a later day, 5 failed to transcode, 6 ready. */
function audited(fields: Partial<SeriesDetail> = {}): SeriesDetail {
  return detailOf(9, {
    title: 'Nine',
    published_at: '2026-01-01T00:00:00Z',
    free_episodes: 2,
    episodes: [
      episodeOf(91, 1),
      episodeOf(92, 2),
      episodeOf(93, 3),
      episodeOf(94, 4, { release_at: LATER }),
      episodeOf(95, 5, {
        playable: false,
        media: { status: 'failed', progress: 0, error: 'The uploaded file is not a video (no video stream)' },
      }),
      episodeOf(96, 6),
    ],
    ...fields,
  });
}

function serve(series: SeriesDetail, more: Parameters<typeof api.answer>[0] = {}) {
  api.answer({
    'GET /auth/session': () => ok(meOf('editor')),
    'GET /tags': () => ok(TAGS),
    'GET /series/9': () => ok(series),
    ...more,
  });
}

describe('the Episodes table', () => {
  it('says which episodes viewers cannot see yet, and what they wait for', SLOW, async () => {
    serve(audited());
    renderConsole('/console/series/9?tab=episodes');
    const six = await screen.findByTestId('held-6');
    expect(within(six).getByText('Viewers cannot see it yet')).toBeTruthy();
    expect(six.textContent).toMatch(/Waits for episode 4, out \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(six.textContent).toContain('Waits for episode 5, whose video failed');
    // Episode 5 waits for 4 as well; 4 waits only for its own time; 1-3 are out.
    expect((await screen.findByTestId('held-5')).textContent).toContain('Waits for episode 4');
    for (const number of [1, 2, 3, 4]) expect(screen.queryByTestId(`held-${number}`)).toBeNull();
  });

  it('confirms a price typed in and saved with Enter', SLOW, async () => {
    forgetRecentWrites();
    serve(audited(), {
      'POST /series/9/episodes/93': () => ok(audited()),
    });
    renderConsole('/console/series/9?tab=episodes');
    const price = await screen.findByLabelText("Price of episode 3 (empty: the series' default)");
    fireEvent.change(price, { target: { value: '60' } });
    fireEvent.keyDown(price, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.calls('POST /series/9/episodes/93')).toHaveLength(1));
    expect(await screen.findByText('Episode 3 now costs 60 coins')).toBeTruthy();
  });
});
