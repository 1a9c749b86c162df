// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { DetailData } from '#shared/contract/catalogue.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { EpisodeGridSheet } from './episode-grid-sheet.tsx';
import { LockedSheet } from './locked-sheet.tsx';

function detail(overrides: Partial<DetailData> = {}): DetailData {
  const episodes = Array.from({ length: 8 }, (_, i) => {
    const number = i + 1;
    const locked = number > 3 ? 1 : 0;
    return {
      episode_id: 500 + number,
      number,
      duration_ms: 90_000,
      price: locked ? 60 : 0,
      free: locked ? 0 : 1,
      unlocked: 0,
      locked,
      can_unlock: number === 4 ? 1 : 0,
    } as const;
  });
  return {
    drama: {
      drama_id: 5,
      title: 'The Hidden Heiress',
      synopsis: '',
      poster: '',
      status: 'ongoing',
      episode_count: 8,
      free_episodes: 3,
      tags: [],
      play_count: 1200,
      favorite_count: 30,
      episode_price: 60,
    },
    episodes,
    total_to_finish: 300,
    locked_count: 5,
    is_favorite: 0,
    is_svip: 0,
    history: null,
    balance: { gold: 1250, coin: 30 },
    ...overrides,
  };
}

beforeAll(async () => {
  await applyLanguage(3);
});

afterEach(cleanup);

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
      'Unlock the remaining episodes (5): 300 coins',
    );
    fireEvent.click(locked);
    expect(onSelect).toHaveBeenCalledWith(4);
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
});

describe('LockedSheet', () => {
  it('shows the price, both balances, a disabled unlock button and the VIP offer', () => {
    render(<LockedSheet visible detail={detail()} number={4} onClose={() => undefined} />);
    const sheet = screen.getByTestId('locked-sheet');
    expect(sheet.textContent).toContain('Episode 4 is locked');
    expect(screen.getByTestId('locked-price').textContent).toBe('Unlock this episode: 60 coins');
    expect(screen.getByTestId('locked-gold').textContent).toBe('1,250');
    expect(screen.getByTestId('locked-coin').textContent).toBe('30');
    expect((screen.getByTestId('unlock-episode') as HTMLButtonElement).disabled).toBe(true);
    expect(sheet.textContent).toContain('Become VIP and watch the whole site free');
    expect(sheet.textContent).not.toContain('Unlock the earlier episodes first');
  });

  it('explains the unlock order for an episode after another locked one', () => {
    render(<LockedSheet visible detail={detail()} number={6} onClose={() => undefined} />);
    expect(screen.getByTestId('locked-sheet').textContent).toContain('Unlock the earlier episodes first');
  });
});
