// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { orderDetailOf as detail, orderOf as order } from '#console/testing/order-fixtures.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { orderFiltersOf } from './orders.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

describe('orderFiltersOf', () => {
  it('reads the filters from the address, leaving out only the values the contract refuses', () => {
    expect(orderFiltersOf(new URLSearchParams('status=paid&channel=stripe&goods_id=101&page=2'))).toEqual({
      filters: { status: 'paid', channel: 'stripe', goods_id: 101 },
      page: 2,
      size: 20,
    });
    expect(orderFiltersOf(new URLSearchParams('status=lost&user_id=7&from=2026-11-01&to=nope'))).toEqual({
      filters: { user_id: 7, from: '2026-11-01' },
      page: 1,
      size: 20,
    });
  });
});

describe('the orders screens', SLOW, () => {
  it('lists the server page and keeps the filters in the address', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /orders': () =>
        ok({ items: [order('T1'), order('T2', { status: 4, result: 'refunded' })], total: 2 }),
    });
    const { router } = renderConsole('/console/orders?status=paid');
    await screen.findByText('2 orders');
    expect(screen.getByText('Refunded', { selector: '.ant-tag' })).toBeTruthy();
    expect(api.calls('GET /orders')[0]?.query.toString()).toBe('status=paid&page=1&size=20');
    fireEvent.click(screen.getByText('T2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/orders/T2'));
  });

  it('links each user to their page', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /orders': () => ok({ items: [order('T1')], total: 1 }),
    });
    renderConsole('/console/orders');
    const user = await screen.findByRole('link', { name: '#10000042' });
    expect(user.getAttribute('href')).toBe('/console/people/10000042');
  });

  it('says when no order matches the filters, and clears them', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /orders': () => ok({ items: [], total: 0 }),
    });
    const { router } = renderConsole('/console/orders?status=refunded&user_id=7');
    const empty = async () =>
      (await screen.findByTestId('orders-empty')).querySelector('.ant-empty-description')?.textContent;
    expect(await empty()).toBe('No order matches these filters');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(api.calls('GET /orders').at(-1)?.query.toString()).toBe('page=1&size=20'));
    // Nothing filtered and still nothing: no button to clear.
    await waitFor(async () => expect(await empty()).toBe('No orders yet'));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows the timeline to support without a refund button', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /orders/T1': () => ok(detail()),
    });
    renderConsole('/console/orders/T1');
    const events = await screen.findAllByTestId('order-event');
    expect(events.map((e) => e.dataset.kind)).toEqual(['created', 'notify']);
    expect(screen.getByText('Gateway notification')).toBeTruthy();
    expect(screen.getByText(/viewer@example\.com/)).toBeTruthy();
    expect(screen.queryByTestId('refund-button')).toBeNull();
  });

  it('lets finance refund after seeing what will be taken back', async () => {
    let refunded = false;
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /orders/T1': () =>
        ok(
          refunded
            ? detail(
                { status: 4, result: 'refunded', refunded_at: '2026-11-26T09:00:00.000Z', refunded_by: 1 },
                false,
              )
            : detail(),
        ),
      'GET /orders/T1/refund-preview': () => ok({ gold: 470, coin: 0, vip_days: 0 }),
      'POST /orders/T1/refund': () => {
        refunded = true;
        return ok({ ...detail({ status: 4, result: 'refunded' }, false), refund_processing: 0 });
      },
    });
    renderConsole('/console/orders/T1');
    fireEvent.click(await screen.findByTestId('refund-button'));
    const preview = await screen.findByTestId('refund-preview');
    expect(preview.textContent).toBe('470 gold coins');
    const dialog = screen.getByRole('dialog');
    // A refund says why, as an adjustment does: not sent without a reason.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Write the reason')).toBeTruthy();
    expect(api.calls('POST /orders/T1/refund')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Why (kept in the audit log)'), {
      target: { value: ' Charged twice by mistake ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.calls('POST /orders/T1/refund')).toHaveLength(1));
    expect(api.calls('POST /orders/T1/refund')[0]?.body).toEqual({ reason: 'Charged twice by mistake' });
    await waitFor(() => expect(screen.getByTestId('order-result').textContent).toBe('Refunded'));
    expect(screen.queryByTestId('refund-button')).toBeNull();
    expect(screen.getByText('operator #1')).toBeTruthy();
  });

  it('searches by trade number, email or uid, and filters cancelled apart from failed', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /orders': () => ok({ items: [order('T1')], total: 1 }),
    });
    const { router } = renderConsole('/console/orders?page=2');
    const box = await screen.findByRole('searchbox', { name: 'Order id, email or uid' });
    fireEvent.change(box, { target: { value: ' t2026112509 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?q=t2026112509'));
    await waitFor(() =>
      expect(api.calls('GET /orders').at(-1)?.query.toString()).toBe('q=t2026112509&page=1&size=20'),
    );
    // The status filter has Cancelled beside Failed (the table's labels), and sends it.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByTitle('Failed')).toBeTruthy();
    fireEvent.click(await screen.findByTitle('Cancelled'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=t2026112509&status=cancelled'));
  });

  it('names the package as it is now in the console language, and the channel in words', async () => {
    // A Thai buyer's order, the package since named in the console's language by the server.
    const thai = { title: '500 เหรียญ', package_name: '500 Coins', channel: 'stripe' };
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /orders': ({ headers }) =>
        ok({
          items: [
            order('T1', {
              ...thai,
              package_name: headers.get('language') === '4' ? '500 เหรียญ' : '500 Coins',
            }),
          ],
          total: 1,
        }),
    });
    renderConsole('/console/orders');
    await screen.findByText('500 Coins (#101)');
    expect(screen.queryByText(/500 เหรียญ/)).toBeNull();
    expect(screen.getByText('Stripe (cards)')).toBeTruthy();
    expect(screen.queryByText('stripe')).toBeNull();
    // The channel filter offers the channels by name, and sends their ids.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Channel' }));
    fireEvent.click(await screen.findByTitle('Sandbox (test payments)'));
    await waitFor(() => expect(api.calls('GET /orders').at(-1)?.query.get('channel')).toBe('sandbox'));
    // Another console language: the list is read again in it.
    await act(() => applyLanguage(4));
    await screen.findByText('500 เหรียญ (#101)');
    expect(api.calls('GET /orders').at(-1)?.headers.get('language')).toBe('4');
    await act(() => applyLanguage(3));
  });

  it('shows on the order page the package now, the buyer’s snapshot, and who and what by name', async () => {
    const refunded = {
      title: '500 เหรียญ',
      package_name: '500 Coins',
      status: 4,
      result: 'refunded' as const,
      refunded_at: '2026-11-26T09:00:00.000Z',
      refunded_by: 7,
    };
    const page = detail(refunded, false);
    page.operators = [{ id: 7, name: 'Finn' }];
    page.ledger.push({
      id: 2,
      asset: 'gold',
      delta: -500,
      balance_after: 0,
      reason: 'refund',
      operator_id: 7,
      created_at: '2026-11-26T09:00:00.000Z',
    });
    page.events.push({
      id: 3,
      at: '2026-11-26T09:00:00.000Z',
      kind: 'refund_request',
      source: 'console',
      summary: 'Finn',
      answer: null,
      outcome: null,
    });
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /orders/T1': () => ok(page),
    });
    renderConsole('/console/orders/T1');
    expect((await screen.findByTestId('order-package')).textContent).toBe('500 Coins (#101)');
    expect(screen.getByTestId('order-snapshot').textContent).toBe('As the buyer saw it: 500 เหรียญ');
    expect(screen.getAllByText('Sandbox (test payments)').length).toBeGreaterThan(0);
    // Refunded by the operator's name, in the summary and the ledger; no "operator #7".
    expect(screen.getAllByText('Finn').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('operator #7')).toBeNull();
    // The timeline says who spoke in words: the viewer app, the gateway, the console.
    const sources = screen
      .getAllByTestId('order-event')
      .map((e) => e.querySelector('.ant-typography-secondary')?.textContent?.split(' · ')[0]);
    expect(sources).toEqual(['Viewer app', 'Sandbox (test payments)', 'Console']);
    const created = screen.getAllByTestId('order-event')[0];
    expect(created?.textContent).toContain('Order created');
    expect(created?.textContent).not.toMatch(/\bsandbox\b/);
  });

  it('leaves out the snapshot when the buyer saw the same name', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /orders/T1': () => ok(detail()),
    });
    renderConsole('/console/orders/T1');
    await screen.findByTestId('order-package');
    expect(screen.queryByTestId('order-snapshot')).toBeNull();
  });
});
