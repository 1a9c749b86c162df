// @vitest-environment jsdom
/**
 * The episode grid's header says what the series is about (the audit: /video/detail sent the
 * synopsis and tags, and no viewer screen showed them): the synopsis folded to three lines
 * with More / Less when it runs longer, the tags as chips.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { applyLanguage } from '#web/lib/i18n.ts';
import { detailData } from '#web/testing/fixtures.ts';
import { EpisodeGridSheet } from './episode-grid-sheet.tsx';

const SYNOPSIS = 'Rejected by her pack on her eighteenth birthday, Luna runs into the forbidden forest.';

function detail(synopsis: string, tags: { slug: string; name: string }[]) {
  const base = detailData();
  return { ...base, drama: { ...base.drama, synopsis, tags } };
}

function show(synopsis: string, tags: { slug: string; name: string }[]): void {
  render(
    <EpisodeGridSheet
      visible
      detail={detail(synopsis, tags)}
      current={1}
      onSelect={() => undefined}
      onClose={() => undefined}
    />,
  );
}

/** jsdom lays nothing out: the clamped paragraph is made to hide `hidden` px of its text. */
function stubOverflow(hidden: number): void {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(57 + hidden);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(57);
}

beforeAll(async () => {
  await applyLanguage(3);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the episode grid header', () => {
  it('shows the synopsis and the tags', () => {
    show(SYNOPSIS, [
      { slug: 'fantasy', name: 'Fantasy' },
      { slug: 'romance', name: 'Romance' },
    ]);
    expect(screen.getByTestId('series-synopsis').textContent).toBe(SYNOPSIS);
    const tags = screen.getByRole('list', { name: 'Genres' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fantasy', 'Romance']);
  });

  it('folds a long synopsis with More and Less', () => {
    stubOverflow(40);
    show(SYNOPSIS, []);
    const text = screen.getByTestId('series-synopsis');
    expect(text.dataset.clamped).toBe('true');
    const toggle = screen.getByTestId('series-synopsis-toggle');
    expect(toggle.textContent).toBe('More');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(text.dataset.clamped).toBe('false');
    expect(toggle.textContent).toBe('Less');
    fireEvent.click(toggle);
    expect(text.dataset.clamped).toBe('true');
  });

  it('offers no toggle for a short synopsis, and says nothing without synopsis or tags', () => {
    stubOverflow(0);
    show(SYNOPSIS, []);
    expect(screen.queryByTestId('series-synopsis-toggle')).toBeNull();
    expect(screen.queryByTestId('series-tags')).toBeNull();
    cleanup();
    show('  ', []);
    expect(screen.queryByTestId('series-about')).toBeNull();
  });
});
