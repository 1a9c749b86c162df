// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CheckinData, RewardsInfoData } from '#shared/contract/rewards.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import { timeZoneOffsetMinutes } from '../utils/time-zone.ts';
import { ExpiringNotice } from './expiring-notice.tsx';
import { RewardsPanel } from './rewards-panel.tsx';

vi.mock('#web/lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientModule>();
  return { ...actual, apiRequest: vi.fn() };
});

const AMOUNTS = [10, 10, 15, 15, 20, 20, 50];

function info(overrides: Partial<RewardsInfoData> = {}, checkin: Partial<RewardsInfoData['checkin']> = {}) {
  const streak = checkin.streak ?? 2;
  return {
    registered: 1,
    checkin: {
      today_done: 0,
      streak,
      next_amount: AMOUNTS[streak] ?? 0,
      days: AMOUNTS.map((amount, i) => ({ day: i + 1, amount, done: i < streak ? 1 : 0 })),
      expiry_days: 14,
      ...checkin,
    },
    welcome: { amount: 100, granted: 1, expiry_days: 30 },
    expiring: [],
    ...overrides,
  } satisfies RewardsInfoData;
}

let answer: RewardsInfoData;
let checkinAnswer: CheckinData;

function renderPanel(node = <RewardsPanel />): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

beforeAll(async () => {
  await applyLanguage(3);
});

beforeEach(() => {
  useSession.setState({ token: 'token-1', goldValue: 0, coinValue: 100 });
  useNotice.setState({ current: null });
  useLoginPopup.setState({ visible: false, requested: false });
  useSessionPrompt.setState({ visible: false, requested: false, blocked: false });
  answer = info();
  checkinAnswer = { amount: 15, day: 3, expires_at: 0, balance: { gold: 0, coin: 115 } };
  vi.mocked(apiRequest).mockReset();
  vi.mocked(apiRequest).mockImplementation((async (name: string) => {
    if (name === 'rewardsInfo') return answer;
    if (name === 'checkin') return checkinAnswer;
    throw new Error(`unexpected ${name}`);
  }) as typeof apiRequest);
});

afterEach(() => {
  cleanup();
});

describe('RewardsPanel', () => {
  it('shows the seven days, the streak, and checks in with the time zone, crediting the balance', async () => {
    renderPanel();
    await screen.findByTestId('rewards-panel');
    expect(screen.getByTestId('rewards-streak').textContent).toBe('2 days in a row');
    expect(screen.getByTestId('rewards-day-1').getAttribute('data-done')).toBe('true');
    expect(screen.getByTestId('rewards-day-3').getAttribute('data-next')).toBe('true');
    expect(screen.getByTestId('rewards-day-7').textContent).toContain('+50');
    expect(apiRequest).toHaveBeenCalledWith(
      'rewardsInfo',
      { tz_offset_min: timeZoneOffsetMinutes() },
      expect.anything(),
    );

    const button = screen.getByTestId('rewards-checkin-button');
    expect(button.textContent).toBe('Check in for +15 vouchers');
    answer = info({}, { today_done: 1, streak: 3, next_amount: 15 });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(apiRequest).toHaveBeenCalledWith('checkin', { tz_offset_min: timeZoneOffsetMinutes() });
    await waitFor(() => expect(useSession.getState().coinValue).toBe(115));
    expect(useNotice.getState().current?.message).toBe('+15 vouchers added');
    expect((await screen.findByTestId('rewards-checked-in')).textContent).toBe('Checked in. Tomorrow: +15');
  });

  it('names each day in full for screen readers and shows a label that fits a 320 px phone', async () => {
    renderPanel();
    await screen.findByTestId('rewards-panel');
    const day3 = screen.getByTestId('rewards-day-3');
    // The whole name is read out once: the visible labels are hidden from screen readers.
    const spoken = day3.cloneNode(true) as HTMLElement;
    for (const hidden of spoken.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    expect(spoken.textContent).toBe('Day 3+15');
    // On screen at phone widths: the number alone (no "Da…" cut from "Day 3").
    expect(within(day3).getByTestId('rewards-day-number').textContent).toBe('3');
    expect(within(day3).getByTestId('rewards-day-number').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('a blocked account (no session to load with) is told so, not shown empty cards', async () => {
    useSession.setState({ token: '', serviceEmail: 'help@example.com' });
    useSessionPrompt.getState().showBlocked();
    renderPanel();
    const state = await screen.findByTestId('account-blocked-state');
    expect(state.textContent).toContain('Account blocked');
    expect(within(state).getByTestId('blocked-service-email').getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('tells a guest what logging in gives, and opens the login popup', async () => {
    answer = info({ registered: 0, welcome: { amount: 100, granted: 0, expiry_days: 30 } }, { streak: 0 });
    renderPanel();
    const welcome = await screen.findByTestId('rewards-welcome');
    expect(welcome.textContent).toContain('get 100 vouchers, once');
    fireEvent.click(screen.getByTestId('rewards-login'));
    expect(useLoginPopup.getState().visible).toBe(true);
    expect(screen.queryByTestId('rewards-checkin-button')).toBeNull();
  });

  it('says how long the welcome vouchers last, as the operator set it (0: they never expire)', async () => {
    answer = info({ registered: 0, welcome: { amount: 100, granted: 0, expiry_days: 7 } }, { streak: 0 });
    renderPanel();
    expect((await screen.findByTestId('rewards-welcome')).textContent).toContain('valid for 7 days');
    cleanup();
    answer = info({ registered: 0, welcome: { amount: 100, granted: 0, expiry_days: 0 } }, { streak: 0 });
    renderPanel();
    const welcome = await screen.findByTestId('rewards-welcome');
    expect(welcome.textContent).toContain('They never expire.');
    expect(welcome.textContent).not.toContain('valid for');
  });

  it('says how long check-in vouchers last and lists those about to expire', async () => {
    const at = Date.UTC(2026, 10, 27, 9, 0, 0) / 1000;
    answer = info({ expiring: [{ amount: 90, expires_at: at, soon: 1 }] });
    renderPanel();
    await screen.findByTestId('rewards-panel');
    expect(screen.getByTestId('rewards-checkin').textContent).toContain('valid for 14 days');
    const lots = within(screen.getByTestId('rewards-expiring'));
    expect(lots.getByText(/90 vouchers expire on Nov 27, 2026/)).toBeTruthy();
  });

  it('warns in the wallet only about vouchers that expire within three days', async () => {
    const at = Date.UTC(2026, 10, 27, 9, 0, 0) / 1000;
    answer = info({
      expiring: [
        { amount: 40, expires_at: at, soon: 1 },
        { amount: 20, expires_at: at + 86_400, soon: 1 },
        { amount: 70, expires_at: at + 10 * 86_400, soon: 0 },
      ],
    });
    renderPanel(<ExpiringNotice />);
    await waitFor(() => expect(screen.getByTestId('wallet-expiring').textContent).toContain('60 vouchers'));
    answer = info();
    cleanup();
    renderPanel(<ExpiringNotice />);
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('wallet-expiring')).toBeNull();
  });
});
