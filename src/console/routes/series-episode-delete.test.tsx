// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { detailOf, episodeOf, TAGS } from '#console/testing/series-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 30_000 };
const FAILED = { status: 'failed', progress: 0, error: 'Invalid data found' } as const;

function seriesWith(episodes: SeriesDetail['episodes']): SeriesDetail {
  return detailOf(9, { title: 'Nine', texts: { en: { title: 'Nine', synopsis: '' } }, episodes });
}

const before = seriesWith([
  episodeOf(91, 1, { deletable: false }),
  episodeOf(92, 2, { deletable: false }),
  episodeOf(93, 3, { playable: false, media: FAILED, deletable: true }),
  episodeOf(94, 4, { playable: false, media: FAILED, deletable: true }),
]);

function serve(answer: () => Response) {
  api.answer({
    'GET /auth/session': () => ok(meOf('editor')),
    'GET /tags': () => ok(TAGS),
    'GET /series/9': () => ok(before),
    'POST /series/9/episodes/93/delete': answer,
  });
}

/** Opens episode 3's Delete confirmation and confirms it. */
async function deleteThird() {
  renderConsole('/console/series/9?tab=episodes');
  fireEvent.click(await screen.findByLabelText('Delete episode 3'));
  const question = await screen.findByText('Delete episode 3?');
  const popover = question.closest('.ant-popover') as HTMLElement;
  expect(within(popover).getByText(/later episodes move up one number/)).toBeTruthy();
  fireEvent.click(within(popover).getByText('Delete').closest('button') as HTMLElement);
  await waitFor(() => expect(api.calls('POST /series/9/episodes/93/delete')).toHaveLength(1));
}

describe('deleting an episode', SLOW, () => {
  it('deletes a failed episode after confirming; later ones take its number', async () => {
    serve(() =>
      ok(
        seriesWith([
          episodeOf(91, 1, { deletable: false }),
          episodeOf(92, 2, { deletable: false }),
          episodeOf(94, 3, { playable: false, media: FAILED, deletable: true }),
        ]),
      ),
    );
    await deleteThird();
    expect(await screen.findByText('Episode 3 deleted')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('tr[data-row-key="93"]')).toBeNull());
    expect(document.querySelector('tr[data-row-key="94"]')?.textContent).toContain('3');
    expect(screen.queryByLabelText('Delete episode 4')).toBeNull();
  });

  it('offers no delete for an episode viewers may have had, and says why', async () => {
    serve(() => ok(before));
    renderConsole('/console/series/9?tab=episodes');
    const blocked = await screen.findByTestId('delete-blocked-1');
    expect(blocked.getAttribute('aria-label')).toBe(
      'Episode 1 cannot be deleted: viewers may have watched or paid for it or a later episode. Replace its video instead.',
    );
    expect(within(blocked).getByLabelText('Delete episode 1').hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('Delete episode 3').hasAttribute('disabled')).toBe(false);
  });

  it('keeps the episode when the server refuses, with its reason', async () => {
    const reason = 'Episode 3 cannot be deleted: viewers have watched or unlocked it or a later episode.';
    serve(() => refuse('validation', reason));
    await deleteThird();
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(document.querySelector('tr[data-row-key="93"]')).not.toBeNull();
  });
});
