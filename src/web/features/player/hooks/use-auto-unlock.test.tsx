// @vitest-environment jsdom
/**
 * Auto-unlock asks again after ten automatic unlocks in a row with no touch (issue 19): the
 * hook with its quote and unlock calls replaced, the question answered both ways.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_UNLOCK_STREAK, autoUnlockStreak } from '../utils/auto-unlock-streak.ts';

const unlockEpisode = vi.fn((_id: number, _scope: string, _o: { auto: boolean }) => Promise.resolve({}));
const confirmDialog = vi.fn((_props: unknown) => Promise.resolve(true));

vi.mock('../api/unlock-episode.ts', () => ({
  unlockEpisode: (id: number, scope: string, o: { auto: boolean }) => unlockEpisode(id, scope, o),
  refreshLocks: () => Promise.resolve(),
}));
vi.mock('../api/get-unlock-quote.ts', () => ({
  useUnlockQuote: (episodeId: number) => ({
    isLoading: false,
    data: { episode_id: episodeId, playable: 0, can_unlock: 1, auto_unlock: { enabled: 1 } },
  }),
}));
vi.mock('#web/lib/confirm.ts', () => ({ confirmDialog: (props: unknown) => confirmDialog(props) }));
vi.mock('#web/lib/notify.ts', () => ({ notify: () => undefined }));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const { useAutoUnlock } = await import('./use-auto-unlock.ts');

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const run = (episodeId: number) =>
  renderHook(() => useAutoUnlock({ dramaId: 1, episodes: [], episodeId, locked: true }), { wrapper });

beforeEach(() => {
  autoUnlockStreak.reset();
  unlockEpisode.mockClear();
  confirmDialog.mockClear();
});
afterEach(cleanup);

describe('auto-unlock after ten in a row', () => {
  it('unlocks ten without asking, then asks before the eleventh and goes on when told', async () => {
    for (let i = 1; i <= AUTO_UNLOCK_STREAK; i += 1) {
      const { unmount } = run(100 + i);
      await waitFor(() => expect(unlockEpisode).toHaveBeenCalledTimes(i));
      await waitFor(() => expect(autoUnlockStreak.current()).toBe(i));
      unmount();
    }
    expect(confirmDialog).not.toHaveBeenCalled();
    confirmDialog.mockResolvedValueOnce(true);
    run(111);
    await waitFor(() => expect(confirmDialog).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(unlockEpisode).toHaveBeenCalledTimes(AUTO_UNLOCK_STREAK + 1));
    expect(unlockEpisode).toHaveBeenLastCalledWith(111, 'one', { auto: true });
  });

  it('holds the locked sheet back while it asks, then leaves the episode locked on stop', async () => {
    for (let i = 0; i < AUTO_UNLOCK_STREAK; i += 1) autoUnlockStreak.counted();
    let answer: (keepGoing: boolean) => void = () => undefined;
    confirmDialog.mockReturnValueOnce(new Promise<boolean>((resolve) => (answer = resolve)));
    const { result, rerender } = run(201);
    await waitFor(() => expect(confirmDialog).toHaveBeenCalledTimes(1));
    // The sheet opened now would cover the question (both at antd-mobile's z-index, it comes later).
    rerender();
    expect(result.current.unlocking).toBe(true);
    await act(async () => answer(false));
    expect(result.current.unlocking).toBe(false);
    expect(unlockEpisode).not.toHaveBeenCalled();
  });
});

describe('the count of the tab', () => {
  it('survives a reload the viewer did not make, and a touch starts a new run', async () => {
    for (let i = 0; i < AUTO_UNLOCK_STREAK; i += 1) autoUnlockStreak.counted();
    vi.resetModules();
    const reloaded = await import('../utils/auto-unlock-streak.ts');
    expect(reloaded.autoUnlockStreak.mustAsk()).toBe(true);
    reloaded.autoUnlockStreak.watch();
    window.dispatchEvent(new Event('pointerdown'));
    expect(reloaded.autoUnlockStreak.current()).toBe(0);
    expect(autoUnlockStreak.mustAsk()).toBe(false);
  });
});
