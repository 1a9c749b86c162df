// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { CreateOrderData, PayCenterData } from '#shared/contract/wallet.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { pendingSheetPops } from '#web/lib/sheet-history.ts';
import { useNotice } from '#web/stores/notice.ts';
import { usePayPopup } from '#web/stores/pay-popup.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import { browser } from '../hooks/use-payment.ts';
import { center, open, sandbox, toast } from './pay-popup.testing.tsx';

vi.mock('#web/lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientModule>();
  return { ...actual, apiRequest: vi.fn() };
});

let createOrderAnswer: CreateOrderData;
let centerAnswer: PayCenterData;

function stubApi(): void {
  vi.mocked(apiRequest).mockImplementation((async (name: string) => {
    if (name === 'payCenter') return centerAnswer;
    if (name === 'createOrder') return createOrderAnswer;
    throw new Error(`unexpected ${name}`);
  }) as typeof apiRequest);
}

beforeAll(async () => {
  await applyLanguage(3);
});

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: 'token-1' });
  useNotice.setState({ current: null });
  usePayPopup.setState({ visible: false, requested: false, mode: 'recharge' });
  createOrderAnswer = { orderId: '', orderName: '', gateway: '', price: '', currency: 'USD' };
  centerAnswer = center;
  vi.mocked(apiRequest).mockReset();
  stubApi();
});

afterEach(async () => {
  cleanup();
  // The closed sheets' history entries go out asynchronously: the next test starts after them.
  await pendingSheetPops();
  vi.restoreAllMocks();
});

describe('PayPopup', () => {
  it('recharge mode: "Top up", balances, VIP expiry, coin packs then VIP packages, guide lines', async () => {
    open('recharge');
    expect(screen.getByTestId('pay-popup-title').textContent).toBe('Top up');
    await screen.findByTestId('pay-vip-list');
    expect(apiRequest).toHaveBeenCalledWith('payCenter', {}, expect.anything());
    expect(screen.getByTestId('pay-gold').textContent).toBe('1,250');
    expect(screen.getByTestId('pay-coin').textContent).toBe('30');
    expect(screen.getByTestId('pay-vip-expiry').textContent).toBe('Mar 5, 2026');

    const vip = within(screen.getByTestId('pay-vip-list'));
    expect(vip.getByTestId('pay-goods-21').textContent).toContain('Weekly VIP');
    expect(vip.getByTestId('pay-goods-21').textContent).toContain('Every episode free for 7 days');
    expect(vip.getByTestId('pay-goods-22')).toBeTruthy();

    const coins = within(screen.getByTestId('pay-coin-list'));
    const hot = coins.getByTestId('pay-goods-11');
    expect(hot.textContent).toContain('500 coins');
    expect(hot.textContent).toContain('+50 bonus');
    expect(within(hot).getByTestId('pay-goods-price').textContent).toBe('$4.99');
    const ribbon = within(hot).getByText('Hot');
    expect(ribbon.style.background).toBe('rgb(255, 77, 79)');
    expect(coins.getByTestId('pay-goods-12').textContent).toContain('10,000 coins');

    // Whoever tops up (e.g. short of coins on a locked episode) came for coins: they come first.
    const lists = screen.getAllByTestId(/^pay-(coin|vip)-list$/).map((list) => list.dataset.testid);
    expect(lists).toEqual(['pay-coin-list', 'pay-vip-list']);

    const guide = screen.getByTestId('pay-guide');
    expect(guide.textContent).toContain('Coins never expire.');
    expect(guide.textContent).toContain('VIP watches every episode free.');
  });

  it('VIP mode: "Buy VIP" and only the VIP packages', async () => {
    open('vip');
    expect(screen.getByTestId('pay-popup-title').textContent).toBe('Buy VIP');
    await screen.findByTestId('pay-vip-list');
    expect(screen.getByTestId('pay-goods-21')).toBeTruthy();
    expect(screen.getByTestId('pay-goods-22')).toBeTruthy();
    expect(screen.queryByTestId('pay-coin-list')).toBeNull();
    expect(screen.queryByTestId('pay-goods-11')).toBeNull();
  });

  it('a package opens the channel picker headed "You need to pay" and its price', async () => {
    open('recharge');
    fireEvent.click(await screen.findByTestId('pay-goods-11'));
    const picker = await screen.findByTestId('pay-channel-sheet');
    expect(screen.getByTestId('pay-channel-title').textContent).toBe('You need to pay $4.99');
    expect(within(picker).getByTestId('pay-channel-1').textContent).toBe('Sandbox');
    expect(within(picker).getByTestId('pay-channel-2').textContent).toBe('Card (Stripe)');
  });

  it('one channel: the card shows the price and a tap creates the order on it, no picker', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    centerAnswer = { ...center, items: center.items.map((item) => ({ ...item, pal_channel: [sandbox] })) };
    createOrderAnswer = {
      orderId: 'T2026-9',
      orderName: '500 coins',
      gateway: '/sandbox/pay',
      price: '4.99',
      currency: 'USD',
    };
    open('recharge');
    const card = await screen.findByTestId('pay-goods-11');
    expect(within(card).getByTestId('pay-goods-price').textContent).toBe('$4.99');
    fireEvent.click(card);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(apiRequest).toHaveBeenCalledWith(
      'createOrder',
      { goods_id: 11, pay_channel_id: 1, price_cents: 499 },
      expect.anything(),
    );
    expect(new URL(assign.mock.calls[0]?.[0] ?? '').searchParams.get('order_id')).toBe('T2026-9');
    expect(screen.queryByTestId('pay-channel-sheet')).toBeNull();
    // Busy until the browser has left: the other packages wait.
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByTestId('pay-goods-12') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(card);
    expect(vi.mocked(apiRequest).mock.calls.filter(([name]) => name === 'createOrder')).toHaveLength(1);
  });

  it('one channel, no orderId: "Pay failed", and the packages can be tapped again', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    centerAnswer = { ...center, items: center.items.map((item) => ({ ...item, pal_channel: [sandbox] })) };
    open('recharge');
    fireEvent.click(await screen.findByTestId('pay-goods-12'));
    expect(screen.queryByTestId('pay-unavailable')).toBeNull();
    await vi.waitFor(() => expect(toast()?.message).toBe('Pay failed'));
    expect(screen.getByTestId('pay-goods-12').getAttribute('aria-busy')).toBe('false');
    expect((screen.getByTestId('pay-goods-11') as HTMLButtonElement).disabled).toBe(false);
  });

  it('no channel: the popup and the picker say no payment method is available', async () => {
    centerAnswer = { ...center, items: center.items.map((item) => ({ ...item, pal_channel: [] })) };
    open('recharge');
    fireEvent.click(await screen.findByTestId('pay-goods-11'));
    // Said before any tap too: nothing here can be paid now.
    expect(screen.getByTestId('pay-unavailable').textContent).toBe(
      'Payments are not available right now. Prices are shown for reference.',
    );
    const picker = await screen.findByTestId('pay-channel-sheet');
    expect(picker.textContent).toContain('No payment method is available for this package right now');
    expect(apiRequest).not.toHaveBeenCalledWith('createOrder', expect.anything());
  });

  it('no orderId: "Pay failed" for 5 seconds, nothing stored, no navigation', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    open('recharge');
    fireEvent.click(await screen.findByTestId('pay-goods-11'));
    fireEvent.click(await screen.findByTestId('pay-channel-1'));
    await vi.waitFor(() => expect(toast()?.message).toBe('Pay failed'));
    expect(toast()).toMatchObject({ kind: 'error', durationMs: 5000 });
    expect(apiRequest).toHaveBeenCalledWith(
      'createOrder',
      { goods_id: 11, pay_channel_id: 1, price_cents: 499 },
      expect.anything(),
    );
    expect(localStorage.getItem(STORAGE_KEYS.pendingOrder)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect((screen.getByTestId('pay-channel-1') as HTMLButtonElement).disabled).toBe(false);
  });

  it('with an orderId: stores the pending order and goes to the gateway with order id, name and return URL', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/pages/video/play?drama_id=5&ep=4');
    createOrderAnswer = {
      orderId: 'T2026-1',
      orderName: '500 coins',
      gateway: '/sandbox/pay',
      price: '4.99',
      currency: 'USD',
    };
    const before = Math.floor(Date.now() / 1000);
    open('recharge');
    fireEvent.click(await screen.findByTestId('pay-goods-11'));
    fireEvent.click(await screen.findByTestId('pay-channel-1'));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));

    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingOrder) ?? 'null');
    expect(stored).toEqual({
      goodsId: 11,
      goodsName: '500 coins',
      tradeNo: 'T2026-1',
      price: '4.99',
      currency: 'USD',
      tradeTime: expect.any(Number),
    });
    expect((stored as { tradeTime: number }).tradeTime).toBeGreaterThanOrEqual(before);

    const url = new URL(assign.mock.calls[0]?.[0] ?? '');
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/sandbox/pay');
    expect(url.searchParams.get('order_id')).toBe('T2026-1');
    expect(url.searchParams.get('order_name')).toBe('500 coins');
    expect(url.searchParams.get('return_url')).toBe('/pages/video/play?drama_id=5&ep=4');
    expect(url.searchParams.get('language')).toBe(String(useLocale.getState().languageId));
    expect(toast()).toBeNull();
  });
});
