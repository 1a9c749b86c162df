// @vitest-environment jsdom
/**
 * The play page's chrome: a Share button among the side buttons (the audit: nothing shared),
 * and the document title naming the series once its detail is in ("Now playing" for every
 * drama before); it goes when the player does, so a missing series keeps the generic title.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage } from '#web/lib/i18n.ts';
import { documentTitle, usePageTitle } from '#web/lib/page-title.ts';
import { detailData } from '#web/testing/fixtures.ts';
import { PlayerChrome, type PlayerChromeProps } from './player-chrome.tsx';

const noop = (): void => undefined;

function show(title: string): void {
  const base = detailData();
  const props: PlayerChromeProps = {
    detail: { ...base, drama: { ...base.drama, title } },
    total: 8,
    current: 2,
    showUnmute: false,
    offline: false,
    rate: 1.25,
    subtitles: [],
    subtitle: null,
    sheet: null,
    lockedOpen: false,
    renderFavorite: () => null,
    onUnmute: noop,
    onOpenSheet: noop,
    onCloseSheet: noop,
    onDownloadSheetChange: noop,
    onGoTo: noop,
    onChooseRate: noop,
    onChooseSubtitle: noop,
    onCloseLocked: noop,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PlayerChrome {...props} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await applyLanguage(3);
});
afterEach(cleanup);

describe('PlayerChrome', () => {
  it('offers Share among the side buttons', () => {
    show("The Alpha King's Mate");
    expect(screen.getByTestId('player-share').textContent).toBe('Share');
  });

  it('names the series in the document title while it plays, and only then', () => {
    show("The Alpha King's Mate");
    expect(usePageTitle.getState().title).toBe("The Alpha King's Mate");
    expect(documentTitle(usePageTitle.getState().title, 'Now playing', 'Enjoy Drama')).toBe(
      "The Alpha King's Mate - Enjoy Drama",
    );
    cleanup();
    expect(usePageTitle.getState().title).toBeNull();
    expect(documentTitle(usePageTitle.getState().title, 'Now playing', 'Enjoy Drama')).toBe(
      'Now playing - Enjoy Drama',
    );
    expect(documentTitle(null, null, 'Enjoy Drama')).toBe('Enjoy Drama');
  });
});
