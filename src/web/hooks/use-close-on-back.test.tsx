// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
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
});
