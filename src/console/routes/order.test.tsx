// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderEvent } from '#shared/contract/console-orders.ts';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { orderDetailOf } from '#console/testing/order-fixtures.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

let nextId = 10;
function event(kind: string, source: string, summary: string, fields: Partial<OrderEvent> = {}): OrderEvent {
  return {
    id: ++nextId,
    at: `2026-11-25T10:0${nextId % 10}:00.000Z`,
    kind,
    source,
    summary,
    answer: null,
    outcome: null,
    ...fields,
  };
}

function show(page: OrderDetail) {
  api.answer({
    'GET /auth/session': () => ok(meOf('support', 'Sue')),
    'GET /orders/T1': () => ok(page),
  });
  renderConsole('/console/orders/T1');
}

/** Each timeline entry: its name, then the line under it (the gateway's outcome in words). */
const lines = () =>
  screen.getAllByTestId('order-event').map((e) => [
    e.querySelector('strong')?.textContent,
    // The line under the name and its source (the raw view left out).
    [...e.children].find((c) => c.tagName === 'DIV' && !c.className.includes('ant-collapse'))?.textContent ??
      null,
  ]);

afterEach(async () => {
  await act(() => applyLanguage(3));
});

describe("an order's page", SLOW, () => {
  it("words the gateway's outcomes in the console language, its own words kept in the raw view", async () => {
    const page = orderDetailOf({ status: 1, result: 'pending', paid_at: null, payment_ref: null });
    page.events = [
      event('created', 'app', 'sandbox'),
      event('query', 'sandbox', 'pending', { answer: { status: 'pending' }, outcome: 'open' }),
      event('notify', 'sandbox', 'payment.updated: expired', { answer: { type: 'x' }, outcome: 'expired' }),
      event('notify', 'sandbox', 'payment.updated: disputed', { answer: { type: 'y' } }),
    ];
    show(page);
    await screen.findAllByTestId('order-event');
    expect(lines()).toEqual([
      ['Order created', 'Sandbox (test payments)'],
      ['Query to the gateway', 'Still open: not paid yet'],
      ['Gateway notification', 'Expired unpaid'],
      // A word the console does not know: as the gateway said it.
      ['Gateway notification', 'payment.updated: disputed'],
    ]);
    expect(screen.queryByText('pending')).toBeNull();
    const query = screen.getAllByTestId('order-event')[1];
    if (!query) throw new Error('no query event');
    fireEvent.click(within(query).getByText("Gateway's answer"));
    expect((await within(query).findByTestId('order-event-words')).textContent).toBe(
      "In the gateway's words: pending",
    );

    await act(() => applyLanguage(4));
    await screen.findByText('ยังเปิดอยู่: ยังไม่ได้ชำระ');
    expect(screen.getByText('หมดเวลาโดยไม่ได้ชำระ')).toBeTruthy();
  });

  it("names the gateway's reply to a refund request apart from the request, with its reference", async () => {
    const page = orderDetailOf({
      status: 4,
      result: 'refunded',
      refunded_at: '2026-11-26T09:00:00.000Z',
      refunded_by: 7,
      refund_ref: 're_0123',
      payment_ref: 'sp_0123',
    });
    page.operators = [{ id: 7, name: 'Finn' }];
    page.events.push(
      event('refund_request', 'console', 'Finn'),
      event('refund_accepted', 'sandbox', 're_0123', { answer: { ref: 're_0123' } }),
      event('refund_notify', 'sandbox', 'payment.refunded: refunded', { outcome: 'refunded' }),
      event('refunded', 'sandbox', '', { answer: { taken: { gold: 1200, coin: 0, vipDays: 0 } } }),
    );
    show(page);
    await screen.findAllByTestId('order-event');
    expect(lines().slice(2)).toEqual([
      ['Refund asked', 'Finn'],
      ['Refund accepted by the gateway', 'Refund reference: re_0123'],
      ['Refund notification', 'Refunded in full'],
      ['Refunded: taken back', '1,200 gold coins'],
    ]);
    expect(screen.getByTestId('order-payment-ref').textContent).toBe('sp_0123');
  });

  it('says why a refund was asked, and stands out when the gateway failed it after', async () => {
    const page = orderDetailOf({
      status: 4,
      result: 'refunded',
      refunded_at: '2026-11-26T09:00:00.000Z',
      refunded_by: 7,
      refund_ref: 're_0456',
    });
    page.operators = [{ id: 7, name: 'Finn' }];
    page.events.push(
      event('refund_request', 'console', 'Finn', { answer: { reason: 'Charged twice' } }),
      event('refund_accepted', 'stripe', 're_0456: pending', { answer: { ref: 're_0456' } }),
      event('refunded', 'console', '', { answer: { taken: { gold: 500, coin: 0, vipDays: 0 } } }),
      event('refund_failed', 'stripe', 're_0456: failed (expired_or_canceled_card)'),
    );
    show(page);
    await screen.findAllByTestId('order-event');
    expect(lines().slice(2)).toEqual([
      ['Refund asked', 'Finn · Reason: Charged twice'],
      ['Refund accepted by the gateway', 'Refund reference: re_0456: pending'],
      ['Refunded: taken back', '500 gold coins'],
      ['Refund failed at the gateway', 're_0456: failed (expired_or_canceled_card)'],
    ]);
    expect(screen.getByTestId('refund-failed-alert').textContent).toContain(
      'The gateway could not complete this refund',
    );
  });

  it('shows "—" for what a pending order has not yet, and links its user', async () => {
    show(
      orderDetailOf({ status: 1, result: 'pending', paid_at: null, payment_ref: null, gateway_ref: null }),
    );
    expect((await screen.findByTestId('order-paid-at')).textContent).toBe('—');
    expect(screen.getByTestId('order-payment-ref').textContent).toBe('—');
    expect(screen.getByTestId('order-user').getAttribute('href')).toBe('/console/people/10000042');
  });

  it('says what an order credited only once paid: will when pending, nothing when it failed', async () => {
    const credited = async () => {
      const value = await screen.findByTestId('order-credited');
      const label = value.closest('tr')?.querySelectorAll('th');
      const th = [...(label ?? [])].find((cell) => cell.nextElementSibling?.contains(value));
      return [th?.textContent, value.textContent];
    };
    const cases = [
      [{ status: 2, result: 'paid' }, 'Credited', '500 gold coins, 50 vouchers'],
      [{ status: 4, result: 'refunded' }, 'Was credited', '500 gold coins, 50 vouchers'],
      [{ status: 1, result: 'pending' }, 'Credits when paid', '500 gold coins, 50 vouchers'],
      [{ status: 3, result: 'failed' }, 'Credited', 'Nothing credited'],
      [{ status: 3, result: 'cancelled' }, 'Credited', 'Nothing credited'],
    ] as const;
    for (const [fields, label, value] of cases) {
      show(orderDetailOf(fields));
      expect(await credited()).toEqual([label, value]);
      cleanup();
    }
    show(orderDetailOf({ status: 3, result: 'cancelled' }));
    await act(() => applyLanguage(4));
    expect((await credited())[1]).toBe('ไม่ได้รับอะไร');
  });

  it('writes counts as the console language does, as the package cell does', async () => {
    const page = orderDetailOf({ gold: 1000, bonus: 100, package_name: '1,000 Coins', title: '1,000 Coins' });
    page.ledger = page.ledger.map((row) => ({ ...row, delta: 1000, balance_after: 12_500 }));
    show(page);
    const credited = await screen.findByText('1,000 gold coins, 100 vouchers');
    expect(credited).toBeTruthy();
    expect(screen.getByText('+1,000')).toBeTruthy();
    expect(screen.getByText('12,500')).toBeTruthy();
    await act(() => applyLanguage(4));
    await screen.findByText('1,000 เหรียญทอง, 100 คูปอง');
  });
});
