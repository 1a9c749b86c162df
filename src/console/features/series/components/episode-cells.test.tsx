// @vitest-environment jsdom
/**
 * The Episodes table's price and release cells send only their own field, so a row shown before
 * someone else's change never puts back the other field's old value; a refused release time is
 * said in the server's words and the cell keeps the time it had.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { forgetRecentWrites } from '#console/lib/api-client.ts';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { detailOf, episodeOf, TAGS } from '#console/testing/series-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 30_000 };
const LATER = new Date(Date.now() + 3 * 86_400_000).toISOString();
const REFUSAL =
  'Episode 1 is already out, so the series is on the air: a later release time would take the whole series off the air.';

/** Episodes 1 and 2 out (2 at its own price), 3 scheduled for a later day. */
function series(): SeriesDetail {
  return detailOf(9, {
    title: 'Nine',
    published_at: '2026-01-01T00:00:00Z',
    free_episodes: 0,
    episodes: [
      episodeOf(91, 1),
      episodeOf(92, 2, { price_override: 45 }),
      episodeOf(93, 3, { price_override: 45, release_at: LATER }),
    ],
  });
}

function serve(more: Parameters<typeof api.answer>[0] = {}) {
  api.answer({
    'GET /auth/session': () => ok(meOf('editor')),
    'GET /tags': () => ok(TAGS),
    'GET /series/9': () => ok(series()),
    ...more,
  });
}

describe('the episode cells', () => {
  it('send a price without the release time', SLOW, async () => {
    forgetRecentWrites();
    serve({ 'POST /series/9/episodes/93': () => ok(series()) });
    renderConsole('/console/series/9?tab=episodes');
    const price = await screen.findByLabelText("Price of episode 3 (empty: the series' default)");
    fireEvent.change(price, { target: { value: '60' } });
    fireEvent.keyDown(price, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.calls('POST /series/9/episodes/93')).toHaveLength(1));
    expect(api.calls('POST /series/9/episodes/93')[0]?.body).toEqual({ price_override: 60 });
  });

  it('send a release time without the price', SLOW, async () => {
    forgetRecentWrites();
    serve({ 'POST /series/9/episodes/93': () => ok(series()) });
    renderConsole('/console/series/9?tab=episodes');
    const release = await screen.findByLabelText('Release time of episode 3');
    const clear = release.closest('.ant-picker')?.querySelector('.ant-picker-clear');
    if (!clear) throw new Error('no clear button');
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(api.calls('POST /series/9/episodes/93')).toHaveLength(1));
    expect(api.calls('POST /series/9/episodes/93')[0]?.body).toEqual({ release_at: null });
  });

  it("say a refused release time in the server's words and keep the time shown", SLOW, async () => {
    forgetRecentWrites();
    serve({ 'POST /series/9/episodes/91': () => refuse('validation', REFUSAL) });
    renderConsole('/console/series/9?tab=episodes');
    const release = await screen.findByLabelText('Release time of episode 1');
    fireEvent.mouseDown(release);
    fireEvent.change(release, { target: { value: '2099-01-02 20:00' } });
    fireEvent.keyDown(release, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.calls('POST /series/9/episodes/91')).toHaveLength(1));
    expect(api.calls('POST /series/9/episodes/91')[0]?.body).toEqual({
      release_at: new Date(2099, 0, 2, 20, 0).toISOString(),
    });
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    await waitFor(() => expect((release as HTMLInputElement).value).toBe(''));
  });
});
