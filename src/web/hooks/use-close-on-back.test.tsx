// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { navigateFromSheets } from '#web/lib/sheet-history.ts';
import { useCloseOnBack } from './use-close-on-back.ts';

const back = async (): Promise<void> => {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
};

describe('useCloseOnBack', () => {
  it('Back closes the open sheet and leaves the address as it was', async () => {
    const before = window.history.length;
    const onClose = vi.fn();
    renderHook(({ visible }) => useCloseOnBack(visible, onClose), { initialProps: { visible: true } });
    expect(window.history.length).toBe(before + 1);
    await back();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/');
  });

  it('closing in the page takes its history entry back out', async () => {
    const onClose = vi.fn();
    const { rerender } = renderHook(({ visible }) => useCloseOnBack(visible, onClose), {
      initialProps: { visible: true },
    });
    const marked = window.history.state as { sheet?: string };
    expect(marked.sheet).toMatch(/^sheet-/);
    rerender({ visible: false });
    await waitFor(() => expect((window.history.state as { sheet?: string } | null)?.sheet).toBeUndefined());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with a sheet over a sheet, Back closes only the top one', async () => {
    const closeLower = vi.fn();
    const closeUpper = vi.fn();
    renderHook(() => useCloseOnBack(true, closeLower));
    renderHook(() => useCloseOnBack(true, closeUpper));
    await back();
    expect(closeUpper).toHaveBeenCalledTimes(1);
    expect(closeLower).not.toHaveBeenCalled();
    await back();
    expect(closeLower).toHaveBeenCalledTimes(1);
  });

  it('a navigation from an open sheet first takes its entry out, closing it', async () => {
    const goBack = vi.spyOn(window.history, 'back');
    const onClose = vi.fn();
    const { rerender } = renderHook(({ visible }) => useCloseOnBack(visible, onClose), {
      initialProps: { visible: true },
    });
    const navigate = vi.fn(() => {
      // What the router would replace is the page's own entry, not the sheet's.
      expect((window.history.state as { sheet?: string } | null)?.sheet).toBeUndefined();
      return Promise.resolve();
    });
    await act(async () => {
      await navigateFromSheets(navigate);
    });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender({ visible: false });
    // Closing after the Back took the entry out does not go back a second time.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(goBack).toHaveBeenCalledTimes(1);
    goBack.mockRestore();
  });

  it('a sheet opening as another closes gets its own entry, after the other one is out', async () => {
    const closeFirst = vi.fn();
    const closeSecond = vi.fn();
    const { rerender } = renderHook(
      ({ first }) => {
        useCloseOnBack(first, closeFirst);
        useCloseOnBack(!first, closeSecond);
      },
      { initialProps: { first: true } },
    );
    const firstMarker = (window.history.state as { sheet: string }).sheet;
    rerender({ first: false });
    await waitFor(() => {
      const marker = (window.history.state as { sheet?: string } | null)?.sheet;
      expect(marker).toMatch(/^sheet-/);
      expect(marker).not.toBe(firstMarker);
    });
    await back();
    expect(closeSecond).toHaveBeenCalledTimes(1);
    expect(closeFirst).not.toHaveBeenCalled();
    expect((window.history.state as { sheet?: string } | null)?.sheet).toBeUndefined();
  });
});
