// @vitest-environment jsdom
/**
 * Auto-unlock as the viewer meets it on the player: switching it on in an episode's sheet does
 * not charge that episode, the next locked one is unlocked with a notice that says what it
 * cost, and the notice's "Turn off" switches it off (the API calls replaced, as in
 * locked-sheet.test.tsx).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AutoUnlockState, UnlockQuoteData } from '#shared/contract/wallet.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { detailData } from '#web/testing/fixtures.ts';
import { useAutoUnlock } from '../hooks/use-auto-unlock.ts';
import { autoUnlockStreak } from '../utils/auto-unlock-streak.ts';
import { AUTO_UNLOCK_NOTICE_MS, AutoUnlockNotice } from './auto-unlock-notice.tsx';
import { AutoUnlockRow } from './auto-unlock-row.tsx';

vi.mock('#web/lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientModule>();
  return { ...actual, apiRequest: vi.fn() };
});

const episodes = detailData().episodes;

/** The play page's part in it: the hook, the sheet's switch (once the quote is in), the notice. */
function Harness({ episodeId }: { episodeId: number }) {
  const auto = useAutoUnlock({ dramaId: 5, episodes, episodeId, locked: true });
  return (
    <>
      {auto.quote.data?.episode_id === episodeId && <AutoUnlockRow quote={auto.quote.data} />}
      <AutoUnlockNotice notice={auto.notice} onDismiss={auto.dismissNotice} />
    </>
  );
}

let state: AutoUnlockState;
/** Auto-unlock's day ends at the next midnight UTC. */
const RESETS_AT = Date.UTC(2026, 0, 2) / 1000;
let calls: Array<[string, unknown]>;

function quote(episodeId: number): UnlockQuoteData {
  return {
    drama_id: 5,
    episode_id: episodeId,
    number: episodeId - 500,
    price: 60,
    playable: 0,
    can_unlock: 1,
    blocked_by: 0,
    offers: [],
    balance: { gold: 1250, coin: 30 },
    auto_unlock: { ...state },
  };
}

const toast = () => useNotice.getState().current?.message;
const unlockCalls = () => calls.filter(([name]) => name === 'unlock');

beforeAll(async () => {
  await applyLanguage(3);
});

beforeEach(() => {
  autoUnlockStreak.reset();
  useSession.setState({ token: 'token-1', goldValue: 0, coinValue: 0 });
  useNotice.setState({ current: null });
  state = { enabled: 0, daily_cap: 600, spent_today: 120, resets_at: RESETS_AT };
  calls = [];
  vi.mocked(apiRequest).mockReset();
  vi.mocked(apiRequest).mockImplementation((async (name: string, body: { episode_id: number }) => {
    calls.push([name, body]);
    if (name === 'unlockQuote') return quote(body.episode_id);
    if (name === 'autoUnlock') {
      const asked = body as unknown as { enabled: 0 | 1; daily_cap?: number };
      state = { ...state, enabled: asked.enabled, daily_cap: asked.daily_cap ?? state.daily_cap };
      return { ...state };
    }
    if (name === 'unlock') {
      return { unlocked_numbers: [5], spent_coin: 30, spent_gold: 30, balance: { gold: 1220, coin: 0 } };
    }
    throw new Error(`unexpected ${name}`);
  }) as typeof apiRequest);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderHarness(episodeId: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Harness episodeId={episodeId} />
    </QueryClientProvider>,
  );
  return (next: number) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <Harness episodeId={next} />
      </QueryClientProvider>,
    );
}

describe('auto-unlock on the player', () => {
  it('switching it on in episode 4’s sheet leaves episode 4 locked; episode 5 is unlocked with a notice', async () => {
    const goTo = renderHarness(504);
    const toggle = await screen.findByTestId('auto-unlock-switch');
    await act(async () => {
      fireEvent.click(toggle);
    });
    await vi.waitFor(() => expect(toast()).toBe('Auto-unlock is on'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(unlockCalls()).toEqual([]);
    expect(screen.queryByTestId('auto-unlock-notice')).toBeNull();

    goTo(505);
    await vi.waitFor(() =>
      expect(unlockCalls()).toEqual([['unlock', { episode_id: 505, scope: 'one', auto: 1 }]]),
    );
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Episode 5 unlocked automatically: 60 coins');
    // Today's spending with this unlock, against the cap, as the sheet's switch row says it.
    expect(screen.getByTestId('auto-unlock-notice-usage').textContent).toBe('Used today: 180 of 600 coins');
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('“Turn off” in the notice switches auto-unlock off, keeps the cap and says so', async () => {
    state = { enabled: 1, daily_cap: 600, spent_today: 120, resets_at: RESETS_AT };
    renderHarness(505);
    await screen.findByTestId('auto-unlock-notice');
    // Meanwhile the viewer's cap became 1,000 (another tab): turning off must not undo it.
    state = { ...state, daily_cap: 1000 };
    await act(async () => {
      fireEvent.click(screen.getByTestId('auto-unlock-turn-off'));
    });
    await vi.waitFor(() => expect(toast()).toBe('Auto-unlock is off'));
    expect(calls.filter(([name]) => name === 'autoUnlock').map(([, body]) => body)).toStrictEqual([
      { enabled: 0, daily_cap: undefined },
    ]);
    expect(state).toMatchObject({ enabled: 0, daily_cap: 1000 });
    expect(screen.queryByTestId('auto-unlock-notice')).toBeNull();
  });

  it('the notice goes with ×', async () => {
    state = { enabled: 1, daily_cap: 600, spent_today: 120, resets_at: RESETS_AT };
    renderHarness(505);
    await screen.findByTestId('auto-unlock-notice');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('auto-unlock-notice')).toBeNull();
  });

  it('the notice goes by itself after a few seconds', () => {
    vi.useFakeTimers();
    try {
      const onDismiss = vi.fn();
      render(
        <QueryClientProvider client={new QueryClient()}>
          <AutoUnlockNotice
            notice={{ key: 1, number: 5, price: 60, dailyCap: 600, spentToday: 180 }}
            onDismiss={onDismiss}
          />
        </QueryClientProvider>,
      );
      vi.advanceTimersByTime(AUTO_UNLOCK_NOTICE_MS - 1);
      expect(onDismiss).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onDismiss).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
