// @vitest-environment jsdom
/**
 * What an order credits, on its page and in the refund dialog (the console audit: "0 天 VIP"
 * for a coin pack): only what there is, coins and vouchers for a coin pack, VIP days for a
 * membership, in the console's language; a refund with nothing left to take back says so.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleOrder } from '#shared/contract/console-orders.ts';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { orderDetailOf } from '#console/testing/order-fixtures.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };
const VIP_MONTH: Partial<ConsoleOrder> = { goods_id: 202, gold: 0, bonus: 0, vip_days: 30 };

function show(fields: Partial<ConsoleOrder>, preview = { gold: 500, coin: 50, vip_days: 0 }) {
  api.answer({
    'GET /auth/session': () => ok(meOf('finance', 'Finn')),
    'GET /orders/T1': () => ok(orderDetailOf(fields)),
    'GET /orders/T1/refund-preview': () => ok(preview),
  });
  renderConsole('/console/orders/T1');
}

const credited = async () => (await screen.findByTestId('order-credited')).textContent;

async function dialogPreview(): Promise<string | null> {
  fireEvent.click(await screen.findByTestId('refund-button'));
  const dialog = await screen.findByRole('dialog');
  return (await within(dialog).findByTestId('refund-preview')).textContent;
}

afterEach(async () => {
  cleanup();
  await act(() => applyLanguage(3));
});

describe('what an order credits', SLOW, () => {
  it('a coin pack: its coins and vouchers, no VIP days', async () => {
    show({});
    expect(await credited()).toBe('500 gold coins, 50 vouchers');
    expect(await dialogPreview()).toBe('500 gold coins, 50 vouchers');
  });

  it('a membership: its VIP days only', async () => {
    show(VIP_MONTH, { gold: 0, coin: 0, vip_days: 30 });
    expect(await credited()).toBe('30 VIP days');
    expect(await dialogPreview()).toBe('30 VIP days');
  });

  it('in the console language: Thai and Traditional Chinese', async () => {
    await act(() => applyLanguage(4));
    show({ gold: 5000, bonus: 1250 });
    expect(await credited()).toBe('5,000 เหรียญทอง, 1,250 คูปอง');
    cleanup();
    await act(() => applyLanguage(2));
    show({}, { gold: 470, coin: 50, vip_days: 0 });
    expect(await credited()).toBe('500 金幣、50 觀看券');
    expect(await dialogPreview()).toBe('470 金幣、50 觀看券');
  });

  it('a refund with nothing left to take back says so', async () => {
    show({}, { gold: 0, coin: 0, vip_days: 0 });
    expect(await dialogPreview()).toBe('Nothing left to take back');
  });
});
