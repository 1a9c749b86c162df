// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useOfflineScreen } from '#web/stores/offline-screen.ts';
import { useOfflineContent } from './use-offline-content.ts';

afterEach(() => {
  cleanup();
  useOfflineScreen.setState({ offline: false, holders: [], shown: false });
});

describe('useOfflineContent', () => {
  it('holds the page while it has content, with who writes the banner, and lets go when it leaves', () => {
    const { rerender, unmount } = renderHook(
      ({ has, banner }: { has: boolean; banner: 'shell' | 'page' }) => useOfflineContent(has, banner),
      { initialProps: { has: false, banner: 'shell' } },
    );
    expect(useOfflineScreen.getState().holders).toEqual([]);
    rerender({ has: true, banner: 'shell' });
    expect(useOfflineScreen.getState().holders).toEqual([{ banner: 'shell' }]);
    rerender({ has: true, banner: 'page' });
    expect(useOfflineScreen.getState().holders).toEqual([{ banner: 'page' }]);
    unmount();
    expect(useOfflineScreen.getState().holders).toEqual([]);
  });

  it('says whether the network is gone', () => {
    const { result } = renderHook(() => useOfflineContent(true));
    expect(result.current).toBe(false);
    act(() => useOfflineScreen.setState({ offline: true }));
    expect(result.current).toBe(true);
  });
});
