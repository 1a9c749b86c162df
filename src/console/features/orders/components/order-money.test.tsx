// @vitest-environment jsdom
/**
 * An order's page and money (the operator-money audit): the refund dialog says the amount going
 * back to the buyer, in the console's language, beside what is taken back; only the timeline rows
 * that carry a gateway's word open it, each named for what it is; a pending order with a checkout
 * can be asked about at its gateway by those who may, and the answer says what the gateway said.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OperatorRole } from '#shared/contract/console-auth.ts';
import type { OrderDetail, OrderEvent } from '#shared/contract/console-orders.ts';
import { forgetRecentWrites } from '#console/lib/api-client.ts';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { orderDetailOf } from '#console/testing/order-fixtures.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

let nextId = 10;
function event(kind: string, source: string, summary: string, fields: Partial<OrderEvent> = {}): OrderEvent {
  return {
    id: ++nextId,
    at: '2026-11-25T10:05:00.000Z',
    kind,
    source,
    summary,
    answer: null,
    outcome: null,
    ...fields,
  };
}

function show(page: OrderDetail | (() => OrderDetail), role: OperatorRole = 'finance', more = {}) {
  api.answer({
    'GET /auth/session': () => ok(meOf(role, 'Finn')),
    'GET /orders/T1': () => ok(typeof page === 'function' ? page() : page),
    ...more,
  });
  renderConsole('/console/orders/T1');
}

/** The expander's name on each timeline row (null: none). */
const expanders = () =>
  screen
    .getAllByTestId('order-event')
    .map((e) => e.querySelector('.ant-collapse-title')?.textContent ?? null);

afterEach(async () => {
  cleanup();
  await act(() => applyLanguage(3));
});

describe("an order's refund dialog", SLOW, () => {
  it('says how much money goes back to the buyer, in the console language', async () => {
    show(orderDetailOf({ amount_cents: 1999, currency: 'USD' }), 'finance', {
      'GET /orders/T1/refund-preview': () => ok({ gold: 470, coin: 0, vip_days: 0 }),
    });
    fireEvent.click(await screen.findByTestId('refund-button'));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByTestId('refund-money')).textContent).toBe('$19.99');
    expect(within(dialog).getByText('Back to the buyer')).toBeTruthy();
    expect(within(dialog).getByText('Taken back from their wallet')).toBeTruthy();
    expect(within(dialog).getByTestId('refund-preview').textContent).toBe('470 gold coins');
  });

  it('writes the amount as the console language writes money', async () => {
    await act(() => applyLanguage(4));
    show(orderDetailOf({ amount_cents: 1999, currency: 'USD' }), 'finance', {
      'GET /orders/T1/refund-preview': () => ok({ gold: 470, coin: 0, vip_days: 0 }),
    });
    fireEvent.click(await screen.findByTestId('refund-button'));
    const dialog = await screen.findByRole('dialog');
    // Thai writes dollars US$19.99, not as English does.
    expect((await within(dialog).findByTestId('refund-money')).textContent).toBe('US$19.99');
    expect(within(dialog).getByText('คืนให้ผู้ซื้อ')).toBeTruthy();
  });
});

describe("an order's timeline", SLOW, () => {
  it("opens a gateway's word only on the rows that carry one, named for what it is", async () => {
    const page = orderDetailOf({ status: 4, result: 'refunded', refunded_at: '2026-11-26T09:00:00.000Z' });
    page.events.push(
      event('query', 'sandbox', 'paid', { answer: { status: 'paid' }, outcome: 'paid' }),
      event('refund_request', 'console', 'Finn', { answer: { reason: 'Charged twice' } }),
      event('refund_refused', 'sandbox', '', { answer: { error: 'Error: 409' } }),
      event('refund_accepted', 'sandbox', 're_1', { answer: { ref: 're_1' } }),
      event('refunded', 'console', '', {
        answer: { taken: { gold: 1, coin: 0, vipDays: 0 }, refund_ref: 're_1' },
      }),
    );
    show(page);
    await screen.findAllByTestId('order-event');
    expect(expanders()).toEqual([
      null, // created (the app)
      "Gateway's notification", // notify
      "Gateway's answer", // query
      null, // refund asked (the console: its reason is on the line)
      'Error details', // refund refused
      "Gateway's answer", // refund accepted
      null, // refunded (what the app took back)
    ]);
  });
});

describe('asking the gateway now', SLOW, () => {
  const pending = (fields: Partial<OrderDetail> = {}): OrderDetail => ({
    ...orderDetailOf({ status: 1, result: 'pending', paid_at: null }, false),
    gateway_check: true,
    ...fields,
  });

  it('settles a pending order by what the gateway says, and says it', async () => {
    let paid = false;
    const paidPage = (): OrderDetail => ({ ...orderDetailOf(), gateway_check: false });
    show(() => (paid ? paidPage() : pending()), 'finance', {
      'POST /orders/T1/ask-gateway': () => {
        paid = true;
        return ok({ ...paidPage(), check: { said: 'paid', settled: 'credited' } });
      },
    });
    fireEvent.click(await screen.findByTestId('ask-gateway'));
    expect(
      await screen.findByText('The gateway says it is paid. The order is now paid and its package credited.'),
    ).toBeTruthy();
    expect(api.calls('POST /orders/T1/ask-gateway')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('order-result').textContent).toBe('Paid'));
    expect(screen.queryByTestId('ask-gateway')).toBeNull();
  });

  it("shows the server's refusal, and no button where the server says no", async () => {
    // The test before sent the same write a moment ago (the client would answer it again).
    forgetRecentWrites();
    show(pending(), 'owner', {
      'POST /orders/T1/ask-gateway': () =>
        refuse('rateLimited', 'The gateway was asked about this order moments ago. Try again in 7 s.'),
    });
    fireEvent.click(await screen.findByTestId('ask-gateway'));
    expect(
      await screen.findByText('The gateway was asked about this order moments ago. Try again in 7 s.'),
    ).toBeTruthy();
    cleanup();
    show(pending({ gateway_check: false }), 'support');
    await screen.findByTestId('order-result');
    expect(screen.queryByTestId('ask-gateway')).toBeNull();
  });
});
