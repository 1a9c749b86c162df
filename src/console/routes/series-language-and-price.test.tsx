// @vitest-environment jsdom
/**
 * The series screens in the operator's language (the list and the editor's heading name a
 * series in it when it has a title there), the next release with its time zone, and an
 * episode's price of 0 refused with a pointer to "Free episodes".
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { forgetRecentWrites } from '#console/lib/api-client.ts';
import { browserTimeZone } from '#console/lib/format.ts';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { detailOf, episodeOf, summaryOf, TAGS } from '#console/testing/series-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 30_000 };
afterEach(() => applyLanguage(3));

const texts: SeriesDetail['texts'] = {
  en: { title: 'The True Heiress Returns', synopsis: '' },
  th: { title: 'ทายาทตัวจริงกลับมา', synopsis: '' },
  'zh-Hans': { title: '真千金归来', synopsis: '' },
};
const series = detailOf(9, {
  title: 'The True Heiress Returns',
  texts,
  free_episodes: 2,
  episodes: [episodeOf(91, 1), episodeOf(92, 2), episodeOf(93, 3)],
  next_release_at: '2026-11-28T20:00:00Z',
});

function serve() {
  api.answer({
    'GET /auth/session': () => ok(meOf('editor')),
    'GET /tags': () => ok(TAGS),
    'GET /series/9': () => ok(series),
    'POST /series/9/episodes/93': () => ok(series),
    'GET /series': ({ headers }) =>
      ok({
        items: [
          summaryOf(9, {
            title: headers.get('language') === '4' ? 'ทายาทตัวจริงกลับมา' : 'The True Heiress Returns',
          }),
        ],
        total: 1,
      }),
  });
}

describe('the series screens', SLOW, () => {
  it("name a series in the operator's language in the list", async () => {
    serve();
    renderConsole('/console/series');
    await screen.findByText('The True Heiress Returns');
    await act(() => applyLanguage(4));
    await screen.findByText('ทายาทตัวจริงกลับมา');
    expect(api.calls('GET /series').at(-1)?.headers.get('language')).toBe('4');
  });

  it('heads the editor with the title in the interface language, else English', async () => {
    serve();
    await act(() => applyLanguage(1));
    renderConsole('/console/series/9');
    await screen.findByRole('heading', { level: 3, name: '真千金归来' });
    await act(() => applyLanguage(4));
    await screen.findByRole('heading', { level: 3, name: 'ทายาทตัวจริงกลับมา' });
    await act(() => applyLanguage(2));
    await screen.findByRole('heading', { level: 3, name: 'The True Heiress Returns' });
  });

  it('says in which time zone the next release is written', async () => {
    serve();
    renderConsole('/console/series/9?tab=episodes');
    const line = await screen.findByTestId('episodes-summary');
    expect(line.textContent).toMatch(/next release .+ \((.+)\)$/);
    expect(line.textContent).toContain(`(${browserTimeZone()})`);
  });

  it('refuses a price of 0 and points to the free episodes instead', async () => {
    forgetRecentWrites();
    serve();
    renderConsole('/console/series/9?tab=episodes');
    const price = await screen.findByLabelText("Price of episode 3 (empty: the series' default)");
    fireEvent.change(price, { target: { value: '0' } });
    const why =
      'An episode costs at least 1 coin. To make episodes free, set “Free episodes” in Details: the first N episodes are free.';
    expect((await screen.findAllByText(why)).length).toBeGreaterThan(0);
    fireEvent.keyDown(price, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect((price as HTMLInputElement).value).toBe(''));
    expect(api.calls('POST /series/9/episodes/93')).toHaveLength(0);
    expect(screen.queryByText('Episode 3 now costs 0 coins')).toBeNull();
  });
});
