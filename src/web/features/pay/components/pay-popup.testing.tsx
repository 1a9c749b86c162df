/**
 * The pay popup's test fixtures: a pay centre with coin and VIP packages on two channels, and
 * the popup rendered in a mode (pay-popup.test.tsx, pay-popup-refusals.test.tsx).
 */
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { GoodsItem, PayCenterData } from '#shared/contract/wallet.ts';
import { useNotice } from '#web/stores/notice.ts';
import { usePayPopup, type PayMode } from '#web/stores/pay-popup.ts';
import PayPopup from './pay-popup.tsx';

export const sandbox = { channel_id: 1, title: 'Sandbox', icon: '/pay/sandbox.svg', gateway: '/sandbox/pay' };
export const channels = [
  sandbox,
  { channel_id: 2, title: 'Card (Stripe)', icon: '', gateway: '/pay/stripe/checkout' },
];

export function goods(overrides: Partial<GoodsItem>): GoodsItem {
  return {
    type: 1,
    goods_id: 1,
    title: '500 coins',
    price: '4.99',
    price_cents: 499,
    currency: 'USD',
    fat_price: '$4.99',
    note: '',
    gold_num: 500,
    bonus_num: 0,
    or_send: '',
    vip_days: 0,
    tag: [],
    pal_channel: channels,
    ...overrides,
  };
}

export const center: PayCenterData = {
  goldRemain: 1250,
  silverRemain: 30,
  about: ['Coins never expire.', 'VIP watches every episode free.'],
  user: { expiry_date: '2026-03-05', is_svip: 1 },
  items: [
    goods({ goods_id: 11, or_send: '+50 bonus', bonus_num: 50, tag: [{ tab: 'Hot', color: '#ff4d4f' }] }),
    goods({ goods_id: 12, title: '10,000 coins', gold_num: 10000, fat_price: '$99.99', price: '99.99' }),
    goods({
      type: 2,
      goods_id: 21,
      title: 'Weekly VIP',
      gold_num: 0,
      fat_price: '$2.99',
      price: '2.99',
      note: 'Every episode free for 7 days',
      vip_days: 7,
      tag: [{ tab: 'Best value', color: 'rgb(224, 161, 0)' }],
    }),
    goods({ type: 2, goods_id: 22, title: 'Yearly VIP', gold_num: 0, fat_price: '$79.99', vip_days: 365 }),
  ],
};

/** The same packages, each on the sandbox channel only (a tap pays at once, decision 0059). */
export const oneChannelCenter: PayCenterData = {
  ...center,
  items: center.items.map((i) => ({ ...i, pal_channel: [sandbox] })),
};

export function open(mode: PayMode): void {
  act(() => usePayPopup.getState().open(mode));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PayPopup />
    </QueryClientProvider>,
  );
}

export const toast = () => useNotice.getState().current;
