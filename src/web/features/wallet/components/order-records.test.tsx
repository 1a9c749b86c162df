// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrderItem } from '#shared/contract/wallet.ts';
import { LANGUAGES, type LanguageId } from '#shared/languages.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { OrderRecords } from './order-records.tsx';

vi.mock('#web/lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientModule>();
  return { ...actual, apiRequest: vi.fn() };
});

function order(tradeNo: string, status: number, result: OrderItem['result']): OrderItem {
  return {
    trade_no: tradeNo,
    goods_id: 101,
    type: 1,
    title: '500 Coins',
    price: '4.99',
    fat_price: '$4.99',
    currency: 'USD',
    status,
    result,
    channel: 'sandbox',
    gold_num: 500,
    bonus_num: 50,
    vip_days: 0,
    created_at: Math.floor(Date.now() / 1000) - 60,
    paid_at: 0,
    refunded_at: 0,
  };
}

const orders = [
  order('T-cancelled', 3, 'cancelled'),
  order('T-failed', 3, 'failed'),
  order('T-paid', 2, 'paid'),
  order('T-pending', 1, 'pending'),
  order('T-refunded', 4, 'refunded'),
];

/** What each language calls the five outcomes (cancelled is never the word for failed). */
const LABELS: Record<
  LanguageId,
  [cancelled: string, failed: string, paid: string, pending: string, refunded: string, why: RegExp]
> = {
  1: ['已取消', '失败', '已支付', '待支付', '已退款', /尚未使用的金币/],
  2: ['已取消', '失敗', '已支付', '待支付', '已退款', /尚未使用的金幣/],
  3: ['Cancelled', 'Failed', 'Paid', 'Pending', 'Refunded', /still unspent were taken back/],
  4: ['ยกเลิกแล้ว', 'ไม่สำเร็จ', 'ชำระแล้ว', 'รอชำระ', 'คืนเงินแล้ว', /ยังไม่ได้ใช้ถูกเรียกคืน/],
  5: ['Dibatalkan', 'Gagal', 'Lunas', 'Menunggu', 'Dikembalikan', /belum dipakai ditarik kembali/],
};

beforeEach(() => {
  useSession.setState({ token: 'token-1' });
  vi.mocked(apiRequest).mockReset();
  vi.mocked(apiRequest).mockImplementation((async (name: string) => {
    if (name === 'orderList') return { list: orders, total: orders.length, page: 1, page_size: 20 };
    throw new Error(`unexpected ${name}`);
  }) as typeof apiRequest);
});

afterEach(() => {
  cleanup();
});

describe('OrderRecords', () => {
  for (const { id, locale } of LANGUAGES) {
    it(`says a payment cancelled at the gateway was cancelled, not failed (${locale})`, async () => {
      await applyLanguage(id);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <OrderRecords empty={null} />
        </QueryClientProvider>,
      );
      const rows = await screen.findAllByTestId('order-row');
      const shown = rows.map((row) => [
        row.dataset.tradeNo,
        row.dataset.status,
        within(row).getByTestId('order-status').textContent,
      ]);
      const [cancelled, failed, paid, pending, refunded, why] = LABELS[id];
      expect(shown).toEqual([
        ['T-cancelled', 'cancelled', cancelled],
        ['T-failed', 'failed', failed],
        ['T-paid', 'paid', paid],
        ['T-pending', 'pending', pending],
        ['T-refunded', 'refunded', refunded],
      ]);
      // Only the refunded order says why, in the same language.
      expect(screen.getAllByTestId('order-refund-note').map((n) => n.textContent)).toEqual([
        expect.stringMatching(why),
      ]);
    });
  }
});

describe('OrderRecords titles', () => {
  const coins: OrderItem = { ...order('T-coins', 2, 'paid'), gold_num: 1000, title: '1,000 Coins' };
  const vip: OrderItem = {
    ...order('T-vip', 2, 'paid'),
    goods_id: 202,
    type: 2,
    title: 'Monthly VIP',
    gold_num: 0,
    bonus_num: 0,
    vip_days: 30,
  };
  /** A coin pack in the pay popup's words, whatever the server called the package. */
  const COIN_PACK: Record<LanguageId, string> = {
    1: '1,000 金币',
    2: '1,000 金幣',
    3: '1,000 coins',
    4: '1,000 เหรียญ',
    5: '1.000 koin',
  };

  for (const { id, locale } of LANGUAGES) {
    it(`names a coin pack by its coins as the pay popup does, a VIP package by its title (${locale})`, async () => {
      vi.mocked(apiRequest).mockImplementation((async (name: string) => {
        if (name === 'orderList') return { list: [coins, vip], total: 2, page: 1, page_size: 20 };
        throw new Error(`unexpected ${name}`);
      }) as typeof apiRequest);
      await applyLanguage(id);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <OrderRecords empty={null} />
        </QueryClientProvider>,
      );
      await screen.findAllByTestId('order-row');
      expect(screen.getAllByTestId('order-title').map((title) => title.textContent)).toEqual([
        COIN_PACK[id],
        'Monthly VIP',
      ]);
    });
  }
});

describe('OrderRecords order number', () => {
  const renderOne = async () => {
    vi.mocked(apiRequest).mockImplementation((async (name: string) => {
      if (name === 'orderList')
        return {
          list: [order('T20261128233447bf2fe18a639d2e4', 2, 'paid')],
          total: 1,
          page: 1,
          page_size: 20,
        };
      throw new Error(`unexpected ${name}`);
    }) as typeof apiRequest);
    await applyLanguage(4);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <OrderRecords empty={null} />
      </QueryClientProvider>,
    );
    await screen.findAllByTestId('order-row');
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    useNotice.setState({ current: null });
  });

  it('shows the whole number and copies it, saying so in the language', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderOne();
    expect(screen.getByTestId('order-trade-no').textContent).toContain('T20261128233447bf2fe18a639d2e4');
    fireEvent.click(screen.getByRole('button', { name: 'คัดลอกหมายเลขคำสั่งซื้อ' }));
    await waitFor(() => expect(useNotice.getState().current?.message).toBe('คัดลอกหมายเลขคำสั่งซื้อแล้ว'));
    expect(writeText).toHaveBeenCalledWith('T20261128233447bf2fe18a639d2e4');
  });

  it('says the copy failed when neither the clipboard nor the fallback works', async () => {
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = () => false;
    await renderOne();
    fireEvent.click(screen.getByTestId('order-trade-no-copy'));
    await waitFor(() => expect(useNotice.getState().current?.message).toBe('คัดลอกไม่สำเร็จ'));
  });
});
