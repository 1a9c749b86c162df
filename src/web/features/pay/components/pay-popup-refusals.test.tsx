// @vitest-environment jsdom
/** The pay popup when the server refuses a tap: the monthly limit, a changed price, offline. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import type { PayCenterData } from '#shared/contract/wallet.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { pendingSheetPops } from '#web/lib/sheet-history.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { useNotice } from '#web/stores/notice.ts';
import { usePayPopup } from '#web/stores/pay-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { browser } from '../hooks/use-payment.ts';
import { center, goods, oneChannelCenter, open, toast } from './pay-popup.testing.tsx';

vi.mock('#web/lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientModule>();
  return { ...actual, apiRequest: vi.fn() };
});

let centerAnswer: PayCenterData;

beforeAll(async () => {
  await applyLanguage(3);
});

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: 'token-1' });
  useNotice.setState({ current: null });
  usePayPopup.setState({ visible: false, requested: false, mode: 'recharge' });
  centerAnswer = center;
  vi.mocked(apiRequest).mockReset();
});

afterEach(async () => {
  cleanup();
  // The closed sheets' history entries go out asynchronously: the next test starts after them.
  await pendingSheetPops();
  vi.restoreAllMocks();
});

describe('PayPopup refusals', () => {
  it('over the monthly top-up limit: says so in place, no gateway, and the packages stay usable', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const message = 'This top-up of $99.99 would go past your monthly top-up limit of $20.00.';
    vi.mocked(apiRequest).mockImplementation((async (name: string) => {
      if (name === 'payCenter') return oneChannelCenter;
      throw new ApiRequestError({ code: 809, msg: message, kind: 'business', status: 200 });
    }) as typeof apiRequest);
    open('recharge');
    fireEvent.click(await screen.findByTestId('pay-goods-12'));
    const refusal = await screen.findByTestId('pay-limit-refused');
    expect(refusal.textContent).toContain('Over your monthly top-up limit');
    expect(refusal.textContent).toContain(message);
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.pendingOrder)).toBeNull();
    expect(screen.getByTestId('pay-goods-12').getAttribute('aria-busy')).toBe('false');
    expect(screen.getByTestId('pay-wallet-rules').textContent).toBe('Wallet rules');
  });

  it('a price changed since the popup opened: nothing ordered, the new price shown and said', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const message = 'The price of 500 coins has changed to $5.99. Please check it and try again.';
    const raised = goods({ goods_id: 11, price: '5.99', price_cents: 599, fat_price: '$5.99' });
    vi.mocked(apiRequest).mockImplementation((async (name: string, body?: { price_cents?: number }) => {
      if (name === 'payCenter') return centerAnswer;
      if (body?.price_cents !== 599)
        throw new ApiRequestError({ code: 803, msg: message, kind: 'business', status: 200 });
      return {
        orderId: 'T2026-7',
        orderName: '500 coins',
        gateway: '/sandbox/pay',
        price: '5.99',
        currency: 'USD',
      };
    }) as typeof apiRequest);
    open('recharge');
    fireEvent.click(await screen.findByTestId('pay-goods-11'));
    expect(screen.getByTestId('pay-channel-title').textContent).toBe('You need to pay $4.99');
    // The operator raises the price while the viewer picks a channel.
    centerAnswer = { ...center, items: center.items.map((i) => (i.goods_id === 11 ? raised : i)) };
    fireEvent.click(await screen.findByTestId('pay-channel-1'));

    expect((await screen.findByTestId('pay-offer-changed')).textContent).toBe(message);
    // The create-order call said the price seen; its refusal is said here, not as a toast.
    expect(apiRequest).toHaveBeenCalledWith(
      'createOrder',
      { goods_id: 11, pay_channel_id: 1, price_cents: 499 },
      { quietCodes: [803] },
    );
    await vi.waitFor(() =>
      expect(within(screen.getByTestId('pay-goods-11')).getByTestId('pay-goods-price').textContent).toBe(
        '$5.99',
      ),
    );
    // The picker (which said $4.99) is closed: the popup, with the new price, is what shows.
    await vi.waitFor(
      () =>
        expect(
          screen.getByTestId('pay-channel-sheet').closest<HTMLElement>('.adm-popup')?.style.display,
        ).toBe('none'),
      { timeout: 3000 },
    );
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.pendingOrder)).toBeNull();

    // Told, the viewer taps the new price: that is what is ordered.
    fireEvent.click(screen.getByTestId('pay-goods-11'));
    expect(screen.getByTestId('pay-channel-title').textContent).toBe('You need to pay $5.99');
    fireEvent.click(await screen.findByTestId('pay-channel-1'));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('pay-offer-changed')).toBeNull();
  });

  it('what the last tap was told is gone when the popup opens again', async () => {
    vi.mocked(apiRequest).mockImplementation((async (name: string) => {
      if (name === 'payCenter') return oneChannelCenter;
      throw new ApiRequestError({
        code: 803,
        msg: 'This package is no longer on sale',
        kind: 'business',
        status: 200,
      });
    }) as typeof apiRequest);
    open('recharge');
    fireEvent.click(await screen.findByTestId('pay-goods-12'));
    await screen.findByTestId('pay-offer-changed');
    act(() => usePayPopup.getState().close());
    act(() => usePayPopup.getState().open('recharge'));
    await screen.findByTestId('pay-goods-12');
    expect(screen.queryByTestId('pay-offer-changed')).toBeNull();
  });

  it('offline: a package tapped says there is no network (the client shows nothing then)', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    vi.mocked(apiRequest).mockImplementation((async (name: string) => {
      if (name === 'payCenter') return oneChannelCenter;
      throw new ApiRequestError({ code: 0, msg: 'Still no network.', kind: 'network', status: 0 });
    }) as typeof apiRequest);
    open('recharge');
    const pack = await screen.findByTestId('pay-goods-12');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(pack);
    await vi.waitFor(() => expect(toast()?.message).toBe('Still no network.'));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByTestId('pay-goods-12').getAttribute('aria-busy')).toBe('false');
  });
});
