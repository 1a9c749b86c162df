// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { applyLanguage } from '#web/lib/i18n.ts';
import { detailData as detail, episodeStates } from '#web/testing/fixtures.ts';
import type { DetailData } from '#shared/contract/catalogue.ts';
import { useNotice } from '#web/stores/notice.ts';
import { EpisodeGridSheet } from './episode-grid-sheet.tsx';
import styles from './sheets.module.css';

beforeAll(async () => {
  await applyLanguage(3);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The sheet open on episode 1 of `shown`, nothing listening. */
const show = (shown: DetailData) =>
  render(
    <EpisodeGridSheet
      visible
      detail={shown}
      current={1}
      onSelect={() => undefined}
      onClose={() => undefined}
    />,
  );

describe('EpisodeGridSheet', () => {
  it('lists every episode with its lock and price, marks the current one, and says what finishing costs', () => {
    const onSelect = vi.fn<(n: number) => void>();
    render(
      <EpisodeGridSheet
        visible
        detail={detail()}
        current={2}
        onSelect={onSelect}
        onClose={() => undefined}
      />,
    );
    const grid = screen.getByTestId('episode-grid');
    expect(grid.querySelectorAll('[data-testid^="episode-cell-"]')).toHaveLength(8);
    expect(screen.getByTestId('episode-cell-2').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('episode-cell-3').dataset.locked).toBe('false');
    const locked = screen.getByTestId('episode-cell-4');
    expect(locked.dataset.locked).toBe('true');
    expect(locked.getAttribute('aria-label')).toBe('Episode 4, locked, 60 coins');
    expect(screen.getByTestId('total-to-finish').textContent).toBe(
      'Unlock the remaining episodes (5): 300 coinsAll at once, 20% off: 240 coins',
    );
    expect(screen.getByTestId('total-to-finish-bundle').textContent).toBe('All at once, 20% off: 240 coins');
    fireEvent.click(locked);
    expect(onSelect).toHaveBeenCalledWith(4);
  });

  it('says when the next episode comes out, and nothing when none is scheduled', () => {
    const { unmount } = render(
      <EpisodeGridSheet
        visible
        detail={detail({ next_release_at: '2026-11-28T13:00:00.000Z' })}
        current={1}
        onSelect={() => undefined}
        onClose={() => undefined}
      />,
    );
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      Date.parse('2026-11-28T13:00:00.000Z'),
    );
    expect(screen.getByTestId('next-release').textContent).toContain('Next episode');
    expect(screen.getByTestId('next-release').textContent).toContain(expected.split(',')[0] ?? '?');
    unmount();
    render(
      <EpisodeGridSheet
        visible
        detail={detail()}
        current={1}
        onSelect={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.queryByTestId('next-release')).toBeNull();
  });

  it('counts to the series length: episodes scheduled for later are cells marked coming, the next with its day', () => {
    useNotice.setState({ current: null });
    const at = '2026-12-01T12:00:00.000Z';
    const scheduled = detail({ drama: { ...detail().drama, episode_count: 11 }, next_release_at: at });
    render(
      <EpisodeGridSheet
        visible
        detail={scheduled}
        current={8}
        onSelect={() => undefined}
        onClose={() => undefined}
      />,
    );
    const cells = screen.getByTestId('episode-grid').querySelectorAll('[data-testid^="episode-cell-"]');
    expect(cells).toHaveLength(11);
    const next = screen.getByTestId('episode-cell-9');
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      Date.parse(at),
    );
    expect(next.dataset.coming).toBe('true');
    expect(next.getAttribute('aria-label')).toBe(`Episode 9 comes out ${when}`);
    expect(next.textContent).toBe(
      `9${new Intl.DateTimeFormat('en', { month: 'numeric', day: 'numeric' }).format(Date.parse(at))}`,
    );
    const later = screen.getByTestId('episode-cell-11');
    expect(later.getAttribute('aria-label')).toBe('Episode 11 is coming soon');
    // A tap does not go there; it says when.
    const onSelect = vi.fn<(n: number) => void>();
    cleanup();
    render(
      <EpisodeGridSheet
        visible
        detail={scheduled}
        current={8}
        onSelect={onSelect}
        onClose={() => undefined}
      />,
    );
    fireEvent.click(screen.getByTestId('episode-cell-10'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(useNotice.getState().current?.message).toBe('Episode 10 is coming soon');
    expect(screen.getByTestId('episode-cell-8').dataset.coming).toBeUndefined();
  });

  it('splits a long series into ranges over its whole length, scheduled episodes included', () => {
    const long = detail({
      episodes: episodeStates(58, 3, 500),
      drama: { ...detail().drama, episode_count: 64 },
    });
    render(
      <EpisodeGridSheet
        visible
        detail={long}
        current={50}
        onSelect={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['1–30', '31–60', '61–64']);
    expect(screen.getByTestId('episode-cell-58').dataset.coming).toBeUndefined();
    expect(screen.getByTestId('episode-cell-59').dataset.coming).toBe('true');
    fireEvent.click(screen.getAllByRole('tab')[2] as HTMLElement);
    const cells = screen.getByTestId('episode-grid').querySelectorAll('[data-testid^="episode-cell-"]');
    expect([...cells].map((cell) => cell.getAttribute('data-testid'))).toEqual(
      [61, 62, 63, 64].map((n) => `episode-cell-${n}`),
    );
  });

  it('opens at the range of the episode playing now, not of the one the page opened at', () => {
    const long = detail({ episodes: episodeStates(70, 3, 500) });
    const sheet = (visible: boolean, current: number) => (
      <EpisodeGridSheet
        visible={visible}
        detail={long}
        current={current}
        onSelect={() => undefined}
        onClose={() => undefined}
      />
    );
    const { rerender } = render(sheet(false, 1));
    // Swiped on to episode 45 with the sheet closed, then opened.
    rerender(sheet(false, 45));
    rerender(sheet(true, 45));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['1–30', '31–60', '61–70']);
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('episode-cell-45').getAttribute('aria-current')).toBe('true');
    expect(screen.queryByTestId('episode-cell-1')).toBeNull();
  });

  /*
   * jsdom lays nothing out, so this holds the structure the CSS relies on: the sheet's padding
   * is the grid's only inset; the one rule that keeps clear of the close button (besideClose,
   * padding-right 28px) is on the title alone, and no wrapper of the boxes or the Follow button
   * has a class (the old header carried that padding: everything in it stopped 28 px short).
   */
  it('spans the boxes and the Follow button as wide as the grid; only the title keeps clear of the close button', () => {
    const drama = {
      ...detail().drama,
      series_coins: 300,
      episode_price: 60,
      free_episodes: 3,
      series_cents: 499,
    };
    render(
      <EpisodeGridSheet
        visible
        detail={detail({ drama })}
        current={1}
        follow={<button type="button">Follow</button>}
        onSelect={() => undefined}
        onClose={() => undefined}
      />,
    );
    const sheet = screen.getByTestId('episode-grid');
    const title = screen.getByRole('heading', { level: 2 });
    expect(title.className.split(' ')).toContain(styles.besideClose);
    expect(sheet.querySelectorAll(`.${styles.besideClose}`)).toHaveLength(1);
    const header = sheet.querySelector('header');
    expect(header?.parentElement).toBe(sheet);
    expect(header?.className).toBe('');
    expect(sheet.querySelector('ul')?.parentElement).toBe(sheet);
    expect(screen.getByTestId('total-to-finish').parentElement).toBe(header);
    expect(screen.getByTestId('price-block').parentElement).toBe(header);
    const follow = screen.getByRole('button', { name: 'Follow' });
    expect(follow.parentElement?.className).toBe(styles.metaRow);
    expect(follow.parentElement?.parentElement).toBe(header);
  });

  it('does not call a series with episodes to come all unlocked: every episode out is watchable', () => {
    const out = episodeStates(4, 4, 500);
    render(
      <EpisodeGridSheet
        visible
        detail={detail({
          drama: { ...detail().drama, episode_count: 6, free_episodes: 2 },
          episodes: out,
          locked_count: 0,
          total_to_finish: 0,
        })}
        current={1}
        onSelect={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByTestId('total-to-finish').textContent).toBe('You can watch every episode out so far');
  });

  it('tells a VIP that everything is free', () => {
    render(
      <EpisodeGridSheet
        visible
        detail={detail({ is_svip: 1, locked_count: 0, total_to_finish: 0 })}
        current={1}
        onSelect={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByTestId('total-to-finish').textContent).toBe('As a VIP you watch every episode free');
  });

  it('states how long the series runs: the episodes out added up, "so far" while more are to come', () => {
    const { unmount } = show(detail());
    // Eight episodes of 90 s, the series still ongoing.
    expect(screen.getByTestId('running-time').textContent).toBe('12 min so far');
    unmount();
    const long = detail({
      drama: { ...detail().drama, status: 'completed', episode_count: 48 },
      episodes: episodeStates(48, 3, 500).map((episode) => ({ ...episode, duration_ms: 118_000 })),
    });
    const second = show(long);
    expect(screen.getByTestId('running-time').textContent).toBe('1 hr 34 min in all');
    second.unmount();
    // Completed, but with episodes still scheduled: not all of it is out yet.
    const scheduled = detail({ drama: { ...detail().drama, status: 'completed', episode_count: 10 } });
    const third = show(scheduled);
    expect(screen.getByTestId('running-time').textContent).toBe('12 min so far');
    third.unmount();
    const none = detail({
      episodes: episodeStates(8, 3, 500).map((episode) => ({ ...episode, duration_ms: 0 })),
    });
    show(none);
    expect(screen.queryByTestId('running-time')).toBeNull();
  });
});
