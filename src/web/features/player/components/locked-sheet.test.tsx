// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { API_ERRORS } from '#shared/api-codes.ts';
import type { UnlockOffer, UnlockQuoteData } from '#shared/contract/wallet.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useNotice } from '#web/stores/notice.ts';
import { usePayPopup } from '#web/stores/pay-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { detailData as detail } from '#web/testing/fixtures.ts';
import { formatResetTime } from './auto-unlock-cap.ts';
import { LockedSheet } from './locked-sheet.tsx';

vi.mock('#web/lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientModule>();
  return { ...actual, apiRequest: vi.fn() };
});

beforeAll(async () => {
  await applyLanguage(3);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function offer(overrides: Partial<UnlockOffer> & Pick<UnlockOffer, 'scope'>): UnlockOffer {
  return {
    count: 1,
    first_number: 4,
    last_number: 4,
    list_price: 60,
    discount_percent: 0,
    price: 60,
    from_coin: 30,
    from_gold: 30,
    affordable: 1,
    ...overrides,
  };
}

/** Auto-unlock's day ends at the next midnight UTC. */
const RESETS_AT = Date.UTC(2026, 0, 2) / 1000;

function quote(overrides: Partial<UnlockQuoteData> = {}): UnlockQuoteData {
  return {
    drama_id: 5,
    episode_id: 504,
    number: 4,
    price: 60,
    playable: 0,
    can_unlock: 1,
    blocked_by: 0,
    offers: [
      offer({ scope: 'one' }),
      offer({
        scope: 'next10',
        count: 5,
        last_number: 8,
        list_price: 300,
        discount_percent: 10,
        price: 270,
        from_coin: 30,
        from_gold: 240,
      }),
      offer({
        scope: 'rest',
        count: 5,
        last_number: 8,
        list_price: 300,
        discount_percent: 20,
        price: 240,
        from_coin: 30,
        from_gold: 210,
      }),
    ],
    balance: { gold: 1250, coin: 30 },
    auto_unlock: { enabled: 0, daily_cap: 600, spent_today: 120, resets_at: RESETS_AT },
    ...overrides,
  };
}

type ApiHandler = (name: string, body: unknown) => unknown;
let handler: ApiHandler;
let client: QueryClient;

function renderWithQuery(ui: ReactElement) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const toast = () => useNotice.getState().current;

describe('LockedSheet', () => {
  beforeEach(() => {
    useSession.setState({ token: 'token-1', goldValue: 0, coinValue: 0 });
    useNotice.setState({ current: null });
    usePayPopup.setState({ visible: false, requested: false, mode: 'recharge' });
    handler = (name) => {
      if (name === 'unlockQuote') return quote();
      throw new Error(`unexpected ${name}`);
    };
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockImplementation((async (name: string, body: unknown) =>
      handler(name, body)) as typeof apiRequest);
  });

  it('asks for the quote and shows the price, both balances and the three offers with where their coins come from', async () => {
    renderWithQuery(<LockedSheet visible detail={detail()} number={4} onClose={() => undefined} />);
    const sheet = screen.getByTestId('locked-sheet');
    expect(sheet.textContent).toContain('Episode 4 is locked');
    // Before the quote arrives: the grid's price and a waiting unlock button.
    expect(screen.getByTestId('locked-price').textContent).toBe('Unlock this episode: 60 coins');
    expect((screen.getByTestId('unlock-episode') as HTMLButtonElement).disabled).toBe(true);

    await vi.waitFor(() => expect(sheet.dataset.state).toBe('ready'));
    expect(apiRequest).toHaveBeenCalledWith('unlockQuote', { episode_id: 504 }, expect.anything());
    expect(screen.getByTestId('locked-gold').textContent).toBe('1,250');
    expect(screen.getByTestId('locked-coin').textContent).toBe('30');

    const one = screen.getByTestId('unlock-episode') as HTMLButtonElement;
    expect(one.disabled).toBe(false);
    expect(one.textContent).toBe(
      'Unlock this episode60 coinsPaid with 30 vouchers first, then 30 gold coins',
    );
    expect(within(one).getByTestId('unlock-source').textContent).toBe(
      'Paid with 30 vouchers first, then 30 gold coins',
    );
    const next = screen.getByTestId('unlock-next10');
    expect(next.textContent).toContain('Unlock the next 5 episodes');
    expect(within(next).getByTestId('unlock-discount').textContent).toBe('-10%');
    expect(next.textContent).toContain('270 coins');
    expect(within(next).getByTestId('unlock-source-next10').textContent).toBe(
      'Paid with 30 vouchers first, then 240 gold coins',
    );
    const rest = screen.getByTestId('unlock-rest');
    expect(rest.textContent).toContain('Unlock all 5 remaining episodes');
    expect(within(rest).getByTestId('unlock-discount').textContent).toBe('-20%');
    expect(rest.textContent).toContain('240 coins');
    expect(within(rest).getByTestId('unlock-source-rest').textContent).toBe(
      'Paid with 30 vouchers first, then 210 gold coins',
    );

    expect(screen.getByTestId('auto-unlock-cap').textContent).toBe(
      `Used today: 120 of 600 coins · Resets at ${formatResetTime(RESETS_AT, 'en')}`,
    );
    const caps = within(screen.getByTestId('auto-unlock-caps')).getAllByRole('option');
    expect(caps.map((c) => [c.textContent, c.getAttribute('aria-selected')])).toEqual([
      ['100', 'false'],
      ['300', 'false'],
      ['600', 'true'],
      ['1,000', 'false'],
    ]);
    expect(screen.getByTestId('auto-unlock-switch').getAttribute('aria-checked')).toBe('false');
    expect(sheet.textContent).toContain('Become VIP and watch the whole site free');
    expect(sheet.textContent).not.toContain('Unlock the earlier episodes first');
  });

  it('hides the offers that do not apply (count 0)', async () => {
    handler = () =>
      quote({
        offers: [
          offer({ scope: 'one', from_coin: 0, from_gold: 60 }),
          offer({ scope: 'next10', count: 0 }),
          offer({ scope: 'rest', count: 0 }),
        ],
      });
    renderWithQuery(<LockedSheet visible detail={detail()} number={4} onClose={() => undefined} />);
    await vi.waitFor(() => expect(screen.getByTestId('locked-sheet').dataset.state).toBe('ready'));
    expect(screen.getByTestId('unlock-episode')).toBeTruthy();
    expect(screen.queryByTestId('unlock-next10')).toBeNull();
    expect(screen.queryByTestId('unlock-rest')).toBeNull();
    expect(screen.getByTestId('unlock-source').textContent).toBe('Paid with 60 gold coins');
  });

  it('unlocks the episode, says so and refetches the drama', async () => {
    const calls: unknown[] = [];
    handler = (name, body) => {
      if (name === 'unlockQuote') return quote();
      calls.push([name, body]);
      return { unlocked_numbers: [4], spent_coin: 30, spent_gold: 30, balance: { gold: 1220, coin: 0 } };
    };
    renderWithQuery(<LockedSheet visible detail={detail()} number={4} onClose={() => undefined} />);
    await vi.waitFor(() => expect(screen.getByTestId('locked-sheet').dataset.state).toBe('ready'));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByTestId('unlock-episode'));
    await vi.waitFor(() => expect(toast()?.message).toBe('Episode unlocked'));
    expect(calls).toEqual([['unlock', { episode_id: 504, scope: 'one', auto: 0 }]]);
    expect(apiRequest).toHaveBeenCalledWith('unlock', expect.anything(), { silent: true });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['player', 'detail', 5] });
    expect(useSession.getState()).toMatchObject({ goldValue: 1220, coinValue: 0 });
  });

  it('insufficient balance (802) opens the pay popup in recharge mode', async () => {
    handler = (name) => {
      if (name === 'unlockQuote') return quote({ balance: { gold: 0, coin: 0 } });
      throw new ApiRequestError({
        code: API_ERRORS.insufficientBalance.code,
        msg: 'Insufficient balance',
        kind: 'business',
        status: 200,
      });
    };
    renderWithQuery(<LockedSheet visible detail={detail()} number={4} onClose={() => undefined} />);
    await vi.waitFor(() => expect(screen.getByTestId('locked-sheet').dataset.state).toBe('ready'));
    fireEvent.click(screen.getByTestId('unlock-next10'));
    await vi.waitFor(() => expect(usePayPopup.getState().visible).toBe(true));
    expect(usePayPopup.getState().mode).toBe('recharge');
    expect(toast()?.message).toBe('Not enough coins: top up to keep watching');
  });

  it('the VIP line opens the pay popup in VIP mode', () => {
    renderWithQuery(<LockedSheet visible detail={detail()} number={4} onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('unlock-vip'));
    expect(usePayPopup.getState()).toMatchObject({ visible: true, mode: 'vip' });
  });

  it('explains the unlock order and leads to the first episode to unlock', async () => {
    handler = () => quote({ episode_id: 506, number: 6, can_unlock: 0, blocked_by: 4, offers: [] });
    const onGoTo = vi.fn<(n: number) => void>();
    renderWithQuery(
      <LockedSheet visible detail={detail()} number={6} onClose={() => undefined} onGoTo={onGoTo} />,
    );
    expect(screen.getByTestId('locked-sheet').textContent).toContain('Unlock the earlier episodes first');
    const go = await screen.findByTestId('unlock-go-blocked');
    expect(go.textContent).toBe('Go to episode 4');
    expect(screen.queryByTestId('unlock-episode')).toBeNull();
    fireEvent.click(go);
    expect(onGoTo).toHaveBeenCalledWith(4);
  });

  it('switches auto-unlock on with the shown daily cap', async () => {
    const calls: unknown[] = [];
    handler = (name, body) => {
      if (name === 'unlockQuote') return quote();
      calls.push([name, body]);
      return { enabled: 1, daily_cap: 600, spent_today: 120 };
    };
    renderWithQuery(<LockedSheet visible detail={detail()} number={4} onClose={() => undefined} />);
    await vi.waitFor(() => expect(screen.getByTestId('locked-sheet').dataset.state).toBe('ready'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('auto-unlock-switch'));
    });
    await vi.waitFor(() =>
      expect(screen.getByTestId('auto-unlock-switch').getAttribute('aria-checked')).toBe('true'),
    );
    expect(calls).toEqual([['autoUnlock', { enabled: 1, daily_cap: 600 }]]);
    expect(toast()?.message).toBe('Auto-unlock is on');
  });

  it('every offer says where its coins come from, or how many are missing', async () => {
    handler = () =>
      quote({
        balance: { gold: 40, coin: 30 },
        offers: [
          offer({ scope: 'one', from_coin: 30, from_gold: 30, affordable: 1 }),
          offer({ scope: 'rest', count: 5, last_number: 8, list_price: 300, price: 240, affordable: 0 }),
        ],
      });
    renderWithQuery(<LockedSheet visible detail={detail()} number={4} onClose={() => undefined} />);
    await vi.waitFor(() => expect(screen.getByTestId('locked-sheet').dataset.state).toBe('ready'));
    expect(screen.getByTestId('unlock-source').textContent).toBe(
      'Paid with 30 vouchers first, then 30 gold coins',
    );
    expect(screen.getByTestId('unlock-source-rest').textContent).toBe(
      'Your 30 vouchers and 40 gold coins count: 170 more coins needed',
    );
  });

  it('the viewer picks the daily cap; switching on then uses it', async () => {
    const calls: unknown[] = [];
    let saved = { enabled: 0 as 0 | 1, daily_cap: 300, spent_today: 0, resets_at: RESETS_AT };
    handler = (name, body) => {
      if (name === 'unlockQuote') return quote({ auto_unlock: saved });
      calls.push([name, body]);
      const asked = body as { enabled: 0 | 1; daily_cap: number };
      saved = { ...saved, enabled: asked.enabled, daily_cap: asked.daily_cap };
      return saved;
    };
    renderWithQuery(<LockedSheet visible detail={detail()} number={4} onClose={() => undefined} />);
    await vi.waitFor(() => expect(screen.getByTestId('locked-sheet').dataset.state).toBe('ready'));
    const selected = () =>
      within(screen.getByTestId('auto-unlock-caps'))
        .getAllByRole('option')
        .filter((o) => o.getAttribute('aria-selected') === 'true')
        .map((o) => o.textContent);
    expect(selected()).toEqual(['300']);

    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: '1,000' }));
    });
    await vi.waitFor(() => expect(toast()?.message).toBe('Daily limit: 1,000 coins'));
    expect(selected()).toEqual(['1,000']);
    expect(screen.getByTestId('auto-unlock-cap').textContent).toContain('Used today: 0 of 1,000 coins');

    await act(async () => {
      fireEvent.click(screen.getByTestId('auto-unlock-switch'));
    });
    await vi.waitFor(() => expect(toast()?.message).toBe('Auto-unlock is on'));
    expect(calls).toEqual([
      ['autoUnlock', { enabled: 0, daily_cap: 1000 }],
      ['autoUnlock', { enabled: 1, daily_cap: 1000 }],
    ]);
  });
});
