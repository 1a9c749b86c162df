// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { isMediaMoving } from '#console/features/series/api/get-series.ts';
import { forgetRecentWrites } from '#console/lib/api-client.ts';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { detailOf, episodeOf, TAGS } from '#console/testing/series-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 30_000 };

function seriesWith(fields: Partial<SeriesDetail> = {}): SeriesDetail {
  return detailOf(9, {
    title: 'Nine',
    episodes: [
      episodeOf(91, 1, { subtitles: ['en'] }),
      episodeOf(92, 2),
      episodeOf(93, 3, {
        playable: false,
        media: { status: 'failed', progress: 0, error: 'The video has no picture' },
      }),
    ],
    free_episodes: 1,
    ...fields,
  });
}

function serve(series: SeriesDetail) {
  api.answer({
    'GET /auth/session': () => ok(meOf('editor')),
    'GET /tags': () => ok(TAGS),
    'GET /series/9': () => ok(series),
  });
}

/** jsdom lays nothing out: give the table's rows the boxes a browser would, 40 px each. */
function layOutRows() {
  const rect = (top: number, height: number): DOMRect =>
    ({
      top,
      bottom: top + height,
      left: 0,
      right: 800,
      width: 800,
      height,
      x: 0,
      y: top,
      toJSON: () => ({}),
    }) as DOMRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('tr[data-row-key]');
    if (!row) return rect(0, 0);
    const index = [...(row.parentElement?.children ?? [])].indexOf(row);
    return rect(100 + index * 40, 40);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('isMediaMoving', () => {
  it('polls while an episode is queued or transcoding, not otherwise', () => {
    expect(isMediaMoving(seriesWith())).toBe(false);
    expect(
      isMediaMoving(
        seriesWith({
          episodes: [episodeOf(1, 1, { media: { status: 'transcoding', progress: 40, error: null } })],
        }),
      ),
    ).toBe(true);
    expect(
      isMediaMoving(
        seriesWith({
          episodes: [episodeOf(1, 1, { media: { status: 'queued', progress: 0, error: null } })],
        }),
      ),
    ).toBe(true);
  });
});

describe('the episodes tab', SLOW, () => {
  it('warns of skipped episode numbers, and only then', async () => {
    serve(seriesWith({ episodes: [episodeOf(91, 1), episodeOf(92, 2), episodeOf(95, 5), episodeOf(97, 7)] }));
    renderConsole('/console/series/9?tab=episodes');
    expect((await screen.findByTestId('episodes-missing')).textContent).toBe(
      'Episode numbers 3–4 and 6 are missing: viewers skip straight past them. Upload them, or renumber the episodes.',
    );
  });

  it('says nothing of missing numbers when none are', async () => {
    serve(seriesWith());
    renderConsole('/console/series/9?tab=episodes');
    await screen.findByTestId('episodes-summary');
    expect(screen.queryByTestId('episodes-missing')).toBeNull();
  });

  it('saves a price inline and retries a failed transcode', async () => {
    serve(seriesWith());
    api.answer({
      'POST /series/9/episodes/92': ({ body }) => {
        const { price_override } = body as { price_override: number | null };
        const before = seriesWith();
        return ok({
          ...before,
          episodes: before.episodes.map((e) => (e.id === 92 ? { ...e, price_override } : e)),
        });
      },
      'POST /series/9/episodes/93/retry': () => ok(seriesWith()),
    });
    renderConsole('/console/series/9?tab=episodes');
    const price = await screen.findByLabelText("Price of episode 2 (empty: the series' default)");
    // Episode 1 is among the free ones: it has no price to set.
    expect(screen.getByTestId('price-free-1').textContent).toBe('Free');
    expect(screen.queryByLabelText(/^Price of episode 1 /)).toBeNull();
    // The uploads feature, composed by the route: new episodes, and a replacement per episode.
    expect(screen.getByText('Drop episode videos here, or click to choose them')).toBeTruthy();
    expect(screen.getAllByLabelText(/^Replace the video of episode/)).toHaveLength(3);
    expect(screen.getByText('The video has no picture')).toBeTruthy();

    fireEvent.change(price, { target: { value: '45' } });
    fireEvent.blur(price);
    await waitFor(() => expect(api.calls('POST /series/9/episodes/92')).toHaveLength(1));
    // Only the price: the release time the row showed is not sent back (another tab may have changed it).
    expect(api.calls('POST /series/9/episodes/92')[0]?.body).toEqual({ price_override: 45 });

    fireEvent.click(screen.getByText('Retry'));
    await waitFor(() => expect(api.calls('POST /series/9/episodes/93/retry')).toHaveLength(1));
  });

  it('reorders by dragging a row with the keyboard and saves the order', async () => {
    serve(seriesWith());
    api.answer({
      'POST /series/9/episodes/order': () =>
        ok(seriesWith({ episodes: [episodeOf(92, 1), episodeOf(91, 2), episodeOf(93, 3)] })),
    });
    renderConsole('/console/series/9?tab=episodes');
    const handle = await screen.findByLabelText('Drag episode 1 to reorder');
    layOutRows();
    // dnd-kit's keyboard sensor listens for the next keys from the next tick on.
    const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await tick();
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await tick();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(api.calls('POST /series/9/episodes/order')).toHaveLength(1));
    expect(api.calls('POST /series/9/episodes/order')[0]?.body).toEqual({ episode_ids: [92, 91, 93] });
  });

  it('fills release times from a release plan', async () => {
    serve(seriesWith());
    api.answer({ 'POST /series/9/release-plan': () => ok(seriesWith()) });
    renderConsole('/console/series/9?tab=episodes');
    fireEvent.click(await screen.findByText('Release plan'));
    fireEvent.click(await screen.findByText('Set release times'));
    await waitFor(() => expect(api.calls('POST /series/9/release-plan')).toHaveLength(1));
    const tomorrow = new Date(Date.now() + 86_400_000);
    const date = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    expect(api.calls('POST /series/9/release-plan')[0]?.body).toEqual({
      from_number: 1,
      per_day: 1,
      time: '20:00',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      from_date: date,
    });
  });
  it('starts from the time zone of the last plan made in this browser, and keeps the new one', async () => {
    localStorage.setItem('console.plan-time-zone', 'Asia/Bangkok');
    serve(seriesWith());
    api.answer({ 'POST /series/9/release-plan': () => ok(seriesWith()) });
    renderConsole('/console/series/9?tab=episodes');
    fireEvent.click(await screen.findByText('Release plan'));
    fireEvent.click(await screen.findByText('Set release times'));
    await waitFor(() => expect(api.calls('POST /series/9/release-plan')).toHaveLength(1));
    expect(api.calls('POST /series/9/release-plan')[0]?.body).toMatchObject({ time_zone: 'Asia/Bangkok' });
    await waitFor(() => expect(localStorage.getItem('console.plan-time-zone')).toBe('Asia/Bangkok'));
    localStorage.removeItem('console.plan-time-zone');
  });
});

describe('the release plan', SLOW, () => {
  const DAY = 86_400_000;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  const published = { published_at: at(-30 * DAY) };
  const openPlan = async () => {
    renderConsole('/console/series/9?tab=episodes');
    fireEvent.click(await screen.findByText('Release plan'));
    return screen.findByTestId('plan-summary');
  };

  it('starts at the first episode not out and says what it schedules and what keeps its time', async () => {
    serve(
      seriesWith({
        ...published,
        episodes: [
          episodeOf(91, 1), // out with the series
          episodeOf(92, 2, { release_at: at(-DAY) }),
          episodeOf(93, 3, { release_at: at(DAY) }),
          episodeOf(94, 4, { playable: false, media: { status: 'none', progress: 0, error: null } }),
          episodeOf(95, 5, { playable: false, media: { status: 'none', progress: 0, error: null } }),
        ],
      }),
    );
    api.answer({ 'POST /series/9/release-plan': () => ok(seriesWith()) });
    const summary = await openPlan();
    const from = screen.getByLabelText<HTMLInputElement>('From episode');
    expect(from.value).toBe('3');
    expect(summary.textContent).toBe(
      'Schedules episodes 3–5; episodes 1–2 are already out and keep their times',
    );
    fireEvent.change(from, { target: { value: '5' } });
    await waitFor(() =>
      expect(screen.getByTestId('plan-summary').textContent).toBe(
        'Schedules episode 5; episodes 1–2 are already out and keep their times',
      ),
    );
    fireEvent.click(screen.getByText('Set release times'));
    await waitFor(() => expect(api.calls('POST /series/9/release-plan')).toHaveLength(1));
    expect(api.calls('POST /series/9/release-plan')[0]?.body).toMatchObject({ from_number: 5 });
  });

  it('offers nothing to apply when every episode is already out', async () => {
    serve(seriesWith({ ...published, episodes: [episodeOf(91, 1), episodeOf(92, 2)] }));
    const summary = await openPlan();
    expect(screen.getByLabelText<HTMLInputElement>('From episode').value).toBe('1');
    expect(summary.textContent).toBe(
      'Every episode from 1 on is already out, so there is nothing to schedule',
    );
    expect(screen.getByText('Set release times').closest('button')?.disabled).toBe(true);
  });
});

describe('announcing releases now', SLOW, () => {
  it('runs the release check and says what it announced, or that nothing was new', async () => {
    serve(seriesWith());
    let outcome = { released: 2, notices: 5, pushes: 3, pruned: 0 };
    api.answer({ 'POST /releases/check': () => ok(outcome) });
    renderConsole('/console/series/9?tab=episodes');
    fireEvent.click(await screen.findByText('Announce releases of all series now'));
    expect(await screen.findByText('2 new episodes announced; notices sent to followers: 5.')).toBeTruthy();
    outcome = { released: 0, notices: 0, pushes: 0, pruned: 0 };
    // A second later (an identical write within a second is a double click: api-client.ts).
    forgetRecentWrites();
    fireEvent.click(screen.getByText('Announce releases of all series now'));
    expect(
      await screen.findByText('Nothing new to announce: every episode out was announced already.'),
    ).toBeTruthy();
    expect(api.calls('POST /releases/check')).toHaveLength(2);
  });
});

describe('the subtitles tab', SLOW, () => {
  it('uploads a file for an episode and language, and lists every problem of a refused one', async () => {
    serve(seriesWith());
    let broken = true;
    api.answer({
      'POST /series/9/episodes/92/subtitles/th': () =>
        broken
          ? refuse('subtitleInvalid', 'The subtitle file has problems: cue 2 overlaps cue 1', {
              problems: [
                { code: 'overlap', text: 'Cue 2 overlaps cue 1' },
                { code: 'beyond_duration', text: 'Cue 9 ends after the video' },
              ],
              total: 4,
            })
          : ok(seriesWith({ episodes: [episodeOf(91, 1), episodeOf(92, 2, { subtitles: ['th'] })] })),
    });
    renderConsole('/console/series/9?tab=subtitles');
    const cell = await screen.findByTestId('subtitle-2-th');
    expect(screen.getByTestId('subtitle-1-en').textContent).toContain('Present');
    const upload = async (name: string) => {
      fireEvent.click(cell);
      fireEvent.click(await screen.findByText('Upload .vtt or .srt'));
      const file = new File(['WEBVTT\n'], name, { type: 'text/vtt' });
      fireEvent.change(screen.getByTestId('subtitle-input'), { target: { files: [file] } });
    };
    await upload('broken.vtt');
    const problems = await screen.findByTestId('subtitle-problems');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cue 2 overlaps cue 1', 'Cue 9 ends after the video']);
    expect(screen.getByText('…and 2 more')).toBeTruthy();
    expect(screen.getByText(/broken\.vtt \(episode 2, ไทย\)/)).toBeTruthy();
    const sent = api.calls('POST /series/9/episodes/92/subtitles/th')[0]?.body;
    // (jsdom's FormData loses the file's name on its way through Node's fetch; a browser sends it.)
    expect(sent).toMatchObject({ file: { type: 'text/vtt' } });
    fireEvent.click(screen.getByText('Done'));

    broken = false;
    await upload('good.vtt');
    await waitFor(() => expect(screen.getByTestId('subtitle-2-th').textContent).toContain('Present'));
  });
});
