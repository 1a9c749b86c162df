// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { bindRouter } from '#web/lib/navigation.ts';
import { SEARCH_DEBOUNCE_MS, useSearchKeyword, type SearchKeyword } from './use-search-keyword.ts';

let current: SearchKeyword | undefined;

function Probe() {
  const search = useSearchKeyword();
  useEffect(() => {
    current = search;
  });
  return null;
}

function search(): SearchKeyword {
  if (!current) throw new Error('not rendered');
  return current;
}

function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.search.path, Component: Probe },
      { path: paths.videoPlay.path, Component: () => null },
    ],
    { initialEntries: [url] },
  );
  bindRouter(router);
  render(<RouterProvider router={router} />);
  return {
    router,
    keyword: (): string | null => new URLSearchParams(router.state.location.search).get('keyword'),
  };
}

/** Lets the timers run and the navigation they start settle. */
async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  current = undefined;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSearchKeyword', () => {
  it('reads the keyword of the address, trimmed and cut to 64 characters', () => {
    open(`${paths.search.path}?keyword=${encodeURIComponent(`  ${'a'.repeat(70)}  `)}`);
    expect(search().keyword).toBe('a'.repeat(64));
    expect(search().draft).toBe('a'.repeat(64));
  });

  it('writes the typed keyword to the address SEARCH_DEBOUNCE_MS after the last keystroke', async () => {
    const { router, keyword } = open(paths.search.path);
    act(() => search().change('h'));
    await advance(SEARCH_DEBOUNCE_MS - 100);
    act(() => search().change('he'));
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(keyword()).toBeNull();
    expect(search().draft).toBe('he');
    await advance(1);
    expect(keyword()).toBe('he');
    expect(search().keyword).toBe('he');
    expect(router.state.historyAction).toBe('REPLACE');

    // A trailing space stays in the box while the address keeps the trimmed keyword.
    act(() => search().change('he '));
    await advance(SEARCH_DEBOUNCE_MS);
    expect(search().draft).toBe('he ');
    expect(keyword()).toBe('he');
  });

  it('submits at once, and a cleared box clears the address at once', async () => {
    const { keyword } = open(paths.search.path);
    act(() => search().change('lu'));
    await act(async () => search().submit());
    expect(keyword()).toBe('lu');

    await act(async () => search().submit('Secrets of the Lu Family'));
    expect(keyword()).toBe('Secrets of the Lu Family');
    expect(search().draft).toBe('Secrets of the Lu Family');

    await act(async () => search().change(''));
    expect(keyword()).toBeNull();
    expect(search().keyword).toBe('');
  });

  it('waits for an IME composition to end before writing the address', async () => {
    const { keyword } = open(paths.search.path);
    act(() => search().compositionStart());
    act(() => search().change('zh'));
    await advance(SEARCH_DEBOUNCE_MS * 3);
    expect(keyword()).toBeNull();
    act(() => search().compositionEnd('真千金'));
    await advance(SEARCH_DEBOUNCE_MS);
    expect(keyword()).toBe('真千金');
  });

  it('follows the address when it changes to another keyword (back, forward)', async () => {
    const { router } = open(`${paths.search.path}?keyword=heiress`);
    await act(async () => {
      await router.navigate(`${paths.search.path}?keyword=lu`);
    });
    expect(search().draft).toBe('lu');
    expect(search().keyword).toBe('lu');
  });

  it('drops a pending update when the page is left (it must not replace the next page)', async () => {
    const { router } = open(paths.search.path);
    act(() => search().change('heir'));
    await act(async () => {
      await router.navigate(`${paths.videoPlay.path}?drama_id=2`);
    });
    await advance(SEARCH_DEBOUNCE_MS * 2);
    expect(router.state.location.pathname).toBe(paths.videoPlay.path);
    expect(router.state.location.search).toBe('?drama_id=2');
  });
});
