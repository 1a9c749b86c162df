// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useNotice } from '#web/stores/notice.ts';
import { ShareSheet } from './share-sheet.tsx';

const LINK = 'http://127.0.0.1:8181/?invite=ABCD2345';

function renderSheet() {
  const onClose = vi.fn();
  const onPoster = vi.fn();
  render(<ShareSheet visible onClose={onClose} onPoster={onPoster} appName="Enjoy Drama" link={LINK} />);
  return { onClose, onPoster };
}

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
}

function setExecCommand(result: boolean) {
  Object.defineProperty(document, 'execCommand', { value: () => result, configurable: true });
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  useNotice.setState({ current: null });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window.navigator, 'clipboard');
  Reflect.deleteProperty(window.navigator, 'share');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('ShareSheet', () => {
  it('copies the link and says so in SPEC 1’s words, then closes', async () => {
    const copied: string[] = [];
    setClipboard(async (text) => {
      copied.push(text);
    });
    const { onClose } = renderSheet();
    fireEvent.click(screen.getByTestId('invite-copy'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(copied).toEqual([LINK]);
    expect(useNotice.getState().current?.message).toBe(
      'Invite link copied to clipboard, paste and share with friends',
    );
    // A slim line at the bottom, off the invite link and the counters.
    expect(useNotice.getState().current?.position).toBe('bottom');
  });

  it('copies through the textarea fallback where the Clipboard API is refused', async () => {
    setClipboard(() => Promise.reject(new Error('not allowed')));
    setExecCommand(true);
    const { onClose } = renderSheet();
    fireEvent.click(screen.getByTestId('invite-copy'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says "Copy failed" and stays open when nothing can copy', async () => {
    setClipboard(undefined);
    setExecCommand(false);
    const { onClose } = renderSheet();
    fireEvent.click(screen.getByTestId('invite-copy'));
    await waitFor(() => expect(useNotice.getState().current?.message).toBe('Copy failed'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers the system share sheet only where the browser has one', async () => {
    renderSheet();
    expect(screen.queryByTestId('invite-system-share')).toBeNull();
    cleanup();

    const shared: ShareData[] = [];
    Object.defineProperty(window.navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
    const { onClose } = renderSheet();
    fireEvent.click(screen.getByTestId('invite-system-share'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(shared[0]).toMatchObject({ title: 'Enjoy Drama', url: LINK });
    expect(shared[0]?.text).toContain('Enjoy Drama');
  });

  it('opens the poster', () => {
    const { onPoster } = renderSheet();
    fireEvent.click(screen.getByTestId('invite-poster'));
    expect(onPoster).toHaveBeenCalled();
  });
});
