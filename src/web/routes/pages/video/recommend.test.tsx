// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '#web/config/paths.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { back, navigateTo } from '#web/lib/navigation.ts';
import { useSession } from '#web/stores/session.ts';
import { dramaCard } from '#web/testing/fixtures.ts';
import { Component as Recommend } from './recommend.tsx';
import { FakeIntersectionObserver, feedPage, PAGE_HEIGHT } from './recommend.testing.ts';
import { renderRoutes } from '#web/testing/render-routes.tsx';

const recommend = vi.hoisted(() => vi.fn<(body: unknown) => Promise<unknown>>());
const historyList = vi.hoisted(() => vi.fn<(body: unknown) => Promise<unknown>>());

vi.mock('#web/lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientModule>();
  return {
    ...actual,
    apiRequest: vi.fn((name: string, body: unknown) =>
      name === 'recommend'
        ? recommend(body)
        : name === 'historyList'
          ? historyList(body)
          : Promise.reject(new Error(`unexpected request ${name}`)),
    ),
  };
});
// jsdom plays no media: the page on screen gets its <video>, nothing is attached to it.
vi.mock('#web/components/hls-video/use-media-source.ts', () => ({ useMediaSource: () => undefined }));

function open() {
  return renderRoutes(
    [
      { path: paths.recommend.path, Component: Recommend },
      { path: paths.videoPlay.path, Component: () => <p data-testid="play-page">playing</p> },
    ],
    paths.recommend.path,
  );
}

/**
 * Lets the effects run (a renderer may leave them until after the next frame) and the
 * observers report (they do a moment after observing, as browsers do).
 */
const settle = (): Promise<void> =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
const feed = (): HTMLElement => screen.getByRole('feed');
const item = (index: number): HTMLElement => {
  const found = screen.getAllByTestId('recommend-item')[index];
  if (!found) throw new Error(`no item ${index}`);
  return found;
};
const activeIndexes = (): number[] =>
  screen
    .getAllByTestId('recommend-item')
    .filter((el) => el.dataset.active === 'true')
    .map((el) => Number(el.dataset.index));

/** The user swipes the feed to page `index`. */
async function swipeTo(index: number): Promise<void> {
  feed().scrollTop = index * PAGE_HEIGHT;
  act(() => {
    for (const observer of FakeIntersectionObserver.live) observer.report();
  });
  await settle();
}

/** Every page that became the playing one from now on, in order. */
function watchActivations(): number[] {
  const seen: number[] = [];
  const note = (node: Node): void => {
    if (
      node instanceof HTMLElement &&
      node.dataset.testid === 'recommend-item' &&
      node.dataset.active === 'true'
    ) {
      seen.push(Number(node.dataset.index));
    }
  };
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') note(mutation.target);
      for (const added of mutation.addedNodes) {
        if (added instanceof HTMLElement)
          added.querySelectorAll('[data-testid="recommend-item"]').forEach(note);
      }
    }
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-active'],
  });
  return seen;
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  recommend.mockReset();
  recommend.mockImplementation((body) => Promise.resolve(feedPage((body as { page: number }).page, 10)));
  historyList.mockReset();
  historyList.mockResolvedValue({ list: [], total: 0, page: 1, page_size: 20 });
  useSession.setState({ token: 'test-token' });
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  // Each page's box: below the previous one, moved up by the feed's scroll.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = this.dataset.index;
    const top = index === undefined ? 0 : Number(index) * PAGE_HEIGHT - (this.parentElement?.scrollTop ?? 0);
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 390,
      bottom: top + PAGE_HEIGHT,
      width: 390,
      height: PAGE_HEIGHT,
      toJSON: () => ({}),
    };
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.live.clear();
});

describe('/pages/video/recommend', () => {
  it('"watch the whole series" opens the play page without an episode, so it resumes the viewer\'s place', async () => {
    const router = open();
    await screen.findByRole('feed');
    await settle();
    await swipeTo(2);
    expect(activeIndexes()).toEqual([2]);

    fireEvent.click(within(item(2)).getByRole('button', { name: 'Watch the whole series' }));

    await screen.findByTestId('play-page');
    expect(router.state.location.pathname).toBe(paths.videoPlay.path);
    expect(router.state.location.search).toBe('?drama_id=103');
  });

  it('back from the play page returns to the page the feed was left at, without playing the first', async () => {
    const router = open();
    await screen.findByRole('feed');
    await settle();
    expect(activeIndexes()).toEqual([0]);
    await swipeTo(4);
    expect(activeIndexes()).toEqual([4]);
    fireEvent.click(within(item(4)).getByTestId('recommend-continue'));
    await screen.findByTestId('play-page');

    const activated = watchActivations();
    await act(() => back());
    await screen.findByRole('feed');
    expect(router.state.location.pathname).toBe(paths.recommend.path);
    // Already there before the observers first report: at once, not scrolled over from the top.
    expect(feed().scrollTop).toBe(4 * PAGE_HEIGHT);
    await settle();
    expect(activeIndexes()).toEqual([4]);
    expect(activated).toEqual([4]);
    expect(recommend).toHaveBeenCalledTimes(1);
  });

  it('a new visit to the tab starts at the top; the earlier entry keeps its own page', async () => {
    open();
    await screen.findByRole('feed');
    await settle();
    await swipeTo(3);
    fireEvent.click(within(item(3)).getByTestId('recommend-continue'));
    await screen.findByTestId('play-page');

    await act(() => navigateTo(paths.recommend.path));
    await screen.findByRole('feed');
    await settle();
    expect(feed().scrollTop).toBe(0);
    expect(activeIndexes()).toEqual([0]);

    await act(() => back());
    await screen.findByTestId('play-page');
    await act(() => back());
    await screen.findByRole('feed');
    expect(feed().scrollTop).toBe(3 * PAGE_HEIGHT);
    await settle();
    expect(activeIndexes()).toEqual([3]);
  });

  it('a page beyond the loaded ones (the cached pages are gone) opens at the furthest loaded page', async () => {
    recommend.mockImplementation((body) => Promise.resolve(feedPage((body as { page: number }).page, 25)));
    // Left at page 15 of this entry before a reload: only the first 10 pages load at first.
    sessionStorage.setItem('enjoy.recommend-positions', JSON.stringify([['default', 15]]));
    open();
    await screen.findByRole('feed');
    expect(feed().scrollTop).toBe(9 * PAGE_HEIGHT);
    await settle();
    expect(activeIndexes()).toEqual([9]);
    // Near the end of what is loaded: the next page follows.
    await waitFor(() => expect(recommend).toHaveBeenCalledWith({ page: 2, page_size: 10 }));
  });

  it('Continue watching sits over the first page only, and not at all without history', async () => {
    open();
    await screen.findByRole('feed');
    await settle();
    expect(screen.queryByTestId('continue-watching')).toBeNull();
    cleanup();

    historyList.mockResolvedValue({
      list: [
        {
          drama: dramaCard({ drama_id: 7, title: 'Drama 7' }),
          episode_number: 5,
          position_ms: 30_000,
          duration_ms: 90_000,
          updated_at: 1_700_000_000,
        },
      ],
      total: 1,
      page: 1,
      page_size: 20,
    });
    open();
    await screen.findByRole('feed');
    await settle();
    const rail = await screen.findByTestId('continue-watching');
    expect(within(rail).getByTestId('continue-item').getAttribute('href')).toBe(
      '/pages/video/play?drama_id=7&ep=5',
    );
    await swipeTo(1);
    expect(screen.queryByTestId('continue-watching')).toBeNull();
    await swipeTo(0);
    expect(screen.getByTestId('continue-watching')).toBeTruthy();
  });

  it("shows each page's episode with the number of episodes", async () => {
    open();
    await screen.findByRole('feed');
    expect(within(item(0)).getByTestId('recommend-episode').textContent).toBe('EP 1 / 12 episodes');
    expect(within(item(0)).queryByTestId('recommend-runtime')).toBeNull();
  });

  it('says how long the series runs, when the card says', async () => {
    recommend.mockImplementation((body) => {
      const page = feedPage((body as { page: number }).page, 10);
      return Promise.resolve({
        ...page,
        list: page.list.map((entry) => ({ ...entry, drama: { ...entry.drama, runtime_ms: 26 * 60_000 } })),
      });
    });
    open();
    await screen.findByRole('feed');
    expect(within(item(0)).getByTestId('recommend-runtime').textContent).toBe('26 min in all');
  });

  it('says "swipe up for more" on a first visit, until the first swipe, and never again', async () => {
    open();
    await screen.findByRole('feed');
    await settle();
    expect(screen.getByTestId('swipe-hint').textContent).toBe('Swipe up for more');
    await swipeTo(1);
    expect(screen.queryByTestId('swipe-hint')).toBeNull();
    await swipeTo(0);
    expect(screen.queryByTestId('swipe-hint')).toBeNull();
    expect(localStorage.getItem('enjoy.feed-swipe-hint')).toBe('1');

    cleanup();
    open();
    await screen.findByRole('feed');
    await settle();
    expect(screen.queryByTestId('swipe-hint')).toBeNull();
  });

  it('a first tap on the feed dismisses the hint too', async () => {
    open();
    await screen.findByRole('feed');
    await settle();
    expect(screen.getByTestId('swipe-hint')).toBeTruthy();
    fireEvent.pointerDown(item(0));
    expect(screen.queryByTestId('swipe-hint')).toBeNull();
    expect(localStorage.getItem('enjoy.feed-swipe-hint')).toBe('1');
  });

  it('gives no hint for a feed of one page', async () => {
    recommend.mockImplementation((body) => Promise.resolve(feedPage((body as { page: number }).page, 1)));
    open();
    await screen.findByRole('feed');
    await settle();
    expect(screen.queryByTestId('swipe-hint')).toBeNull();
  });
});
