// @vitest-environment jsdom
/**
 * A new package starts empty (grey examples, not values: Save right away copies nothing) and
 * says what is missing, in the dialog's words; the message after saving says whether viewers
 * see the package; the texts start in the console's language. A price of more than two decimals
 * is said, never rounded, and the card preview shows no price meanwhile; a package someone else
 * saved since it was loaded is said, what was typed kept, their version a Reload away (decision
 * 0063).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleGoods } from '#shared/contract/console-goods.ts';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { GOODS as goods } from '#console/testing/selling-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

/** The field errors the dialog shows, in order. */
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

/** The server's answer: the package as sent, on sale only when switched on. */
const saved = (body: unknown, id = 106): ConsoleGoods => {
  const input = body as ConsoleGoods;
  return { ...goods, ...input, id, state: input.active ? 'on_sale' : 'off', orders: 0 };
};

describe('a new package', SLOW, () => {
  it('starts with empty numbers, refuses to save them empty, then saves off sale and says so', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /goods': () => ok({ items: [goods] }),
      'POST /goods': ({ body }) => ok(saved(body)),
    });
    renderConsole('/console/packages');
    fireEvent.click(await screen.findByRole('button', { name: /New package/ }));
    const price = (await screen.findByRole('spinbutton', { name: 'Price' })) as HTMLInputElement;
    const coins = screen.getByRole('spinbutton', { name: 'Coins credited' }) as HTMLInputElement;
    expect(price.value).toBe('');
    expect(coins.value).toBe('');
    expect(price.placeholder).toBe('e.g. 4.99');
    expect(coins.placeholder).toBe('e.g. 500');
    expect((screen.getByRole('spinbutton', { name: 'Bonus vouchers' }) as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByText('Save package'));
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error').length).toBe(2));
    // The dialog's own words, not antd's "'gold' is required".
    expect(errors()).toEqual(['Enter a price', 'Enter the coins credited']);
    expect(api.calls('POST /goods')).toHaveLength(0);

    fireEvent.change(price, { target: { value: '1.99' } });
    fireEvent.change(coins, { target: { value: '120' } });
    fireEvent.click(screen.getByText('Save package'));
    await waitFor(() => expect(api.calls('POST /goods')).toHaveLength(1));
    expect(api.calls('POST /goods')[0]?.body).toMatchObject({
      price_cents: 199,
      gold: 120,
      bonus: 0,
      vip_days: 0,
      sort: 100,
      active: false,
    });
    expect(
      await screen.findByText(
        'Package saved. It is off sale: viewers do not see it until you put it on sale.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Package saved; the pay popup shows it now')).toBeNull();
  });

  it('asks for the VIP days of a VIP package in its own words', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /goods': () => ok({ items: [goods] }),
    });
    renderConsole('/console/packages');
    fireEvent.click(await screen.findByRole('button', { name: /New package/ }));
    fireEvent.click(await screen.findByText('VIP'));
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Price' }), { target: { value: '9.99' } });
    fireEvent.click(screen.getByText('Save package'));
    await waitFor(() => expect(errors()).toEqual(['Enter the number of VIP days']));
  });

  it('says the pay popup shows a package saved on sale', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /goods': () => ok({ items: [goods] }),
      'POST /goods/102': ({ body }) => ok(saved(body, 102)),
    });
    renderConsole('/console/packages');
    fireEvent.click(await screen.findByTestId('goods-edit-102'));
    fireEvent.click(await screen.findByText('Save package'));
    expect(await screen.findByText('Package saved; the pay popup shows it now')).toBeTruthy();
  });

  it('says in the dialog why a package like one on sale was refused, and keeps it open', async () => {
    const why =
      'Package #101 has the same kind, price and contents and is on sale at the same time. Change this one, or take #101 off sale first.';
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /goods': () => ok({ items: [goods] }),
      'POST /goods/102': () => refuse('validation', why, { duplicate_of: 101 }),
    });
    renderConsole('/console/packages');
    fireEvent.click(await screen.findByTestId('goods-edit-102'));
    fireEvent.click(await screen.findByText('Save package'));
    const alert = await screen.findByTestId('goods-save-error');
    expect(alert.textContent).toBe(why);
    expect(within(screen.getByRole('dialog')).getByTestId('goods-save-error')).toBe(alert);
    // Said once, in the dialog (not in a message that fades away as well).
    expect(screen.getAllByText(why)).toHaveLength(1);
    // Changed, the refusal may no longer hold: it goes.
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Price' }), { target: { value: '8.99' } });
    await waitFor(() => expect(screen.queryByTestId('goods-save-error')).toBeNull());
  });

  it("starts its texts and preview on the console's language, the tabs in the languages' order", async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /goods': () => ok({ items: [goods] }),
    });
    await applyLanguage(4);
    try {
      renderConsole('/console/packages');
      fireEvent.click(await screen.findByTestId('goods-edit-102'));
      const tabs = await screen.findAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual([
        '简体中文',
        '繁體中文',
        'English',
        'ไทย',
        'Bahasa Indonesia',
      ]);
      expect(tabs[3]?.getAttribute('aria-selected')).toBe('true');
      const picker = screen.getByTestId('goods-card-preview').parentElement as HTMLElement;
      expect(within(picker).getByText('TH').closest('label')?.className).toContain(
        'ant-segmented-item-selected',
      );
    } finally {
      await applyLanguage(3);
    }
  });
});

describe('an edited package', SLOW, () => {
  it('refuses a price of more than two decimals instead of saving it rounded', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /goods': () => ok({ items: [goods] }),
      'POST /goods/102': ({ body }) => ok(saved(body, 102)),
    });
    renderConsole('/console/packages');
    fireEvent.click(await screen.findByTestId('goods-edit-102'));
    const price = (await screen.findByRole('spinbutton', { name: 'Price' })) as HTMLInputElement;
    fireEvent.change(price, { target: { value: '4.999' } });
    fireEvent.blur(price);
    fireEvent.click(screen.getByText('Save package'));
    expect(await screen.findByText('At most two decimals (whole cents).')).toBeTruthy();
    // One message for one problem, and what was typed stays as typed.
    expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(1);
    expect(price.value).toBe('4.999');
    expect(api.calls('POST /goods/102')).toHaveLength(0);

    fireEvent.change(price, { target: { value: '4.99' } });
    fireEvent.click(screen.getByText('Save package'));
    await waitFor(() => expect(api.calls('POST /goods/102')).toHaveLength(1));
    expect(api.calls('POST /goods/102')[0]?.body).toMatchObject({ price_cents: 499 });
  });

  it('shows no price on the card while the price is one the package cannot have', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /goods': () => ok({ items: [goods] }),
    });
    renderConsole('/console/packages');
    fireEvent.click(await screen.findByTestId('goods-edit-102'));
    const price = (await screen.findByRole('spinbutton', { name: 'Price' })) as HTMLInputElement;
    const card = () => screen.getByTestId('goods-card-preview');
    const shown = () => within(card()).getByTestId('goods-card-price').textContent;
    expect(shown()).toBe('$9.99');

    // 4.999 is refused: the card shows neither $5.00 (rounded) nor $4.999, the rest as usual.
    fireEvent.change(price, { target: { value: '4.999' } });
    expect(await screen.findByText('At most two decimals (whole cents).')).toBeTruthy();
    await waitFor(() => expect(shown()).toBe('—'));
    expect(card().textContent).not.toContain('5.00');
    expect(card().textContent).not.toContain('4.999');
    expect(card().textContent).toContain('1,000 coins');

    // Out of range likewise; a price it can have is shown again.
    fireEvent.change(price, { target: { value: '1500' } });
    await waitFor(() => expect(shown()).toBe('—'));
    fireEvent.change(price, { target: { value: '4.99' } });
    await waitFor(() => expect(shown()).toBe('$4.99'));
  });

  it('says when someone else saved it since, keeps what was typed, and saves again over theirs', async () => {
    const why = 'Someone else changed this package since you opened it. Reload to see their changes.';
    const theirs = { ...goods, price_cents: 1799, version: 'v-theirs' };
    let listed = goods;
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /goods': () => ok({ items: [listed] }),
      'POST /goods/102': ({ body }) =>
        (body as { version?: string }).version === goods.version
          ? refuse('validation', why, { changed_since: true, version: 'v-theirs' })
          : ok(saved(body, 102)),
    });
    renderConsole('/console/packages');
    fireEvent.click(await screen.findByTestId('goods-edit-102'));
    const sort = await screen.findByRole('spinbutton', { name: 'Order' });
    listed = theirs;
    fireEvent.change(sort, { target: { value: '7' } });
    fireEvent.click(screen.getByText('Save package'));

    const alert = await screen.findByTestId('goods-changed-since');
    expect(alert.textContent).toContain(why);
    expect(alert.textContent).toContain('Your edits are still here.');
    expect(api.calls('POST /goods/102')[0]?.body).toMatchObject({ sort: 7, version: goods.version });
    // The list behind is asked again; the dialog stays open with what was typed.
    await waitFor(() => expect(api.calls('GET /goods').length).toBeGreaterThan(1));
    expect((screen.getByRole('spinbutton', { name: 'Order' }) as HTMLInputElement).value).toBe('7');

    // Saving again names the version it was told: it replaces their change, knowingly.
    fireEvent.click(screen.getByText('Save package'));
    await waitFor(() => expect(api.calls('POST /goods/102')).toHaveLength(2));
    expect(api.calls('POST /goods/102')[1]?.body).toMatchObject({ sort: 7, version: 'v-theirs' });
  });

  it('loads their version on Reload', async () => {
    const why = 'Someone else changed this package since you opened it. Reload to see their changes.';
    let listed = goods;
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /goods': () => ok({ items: [listed] }),
      'POST /goods/102': () => refuse('validation', why, { changed_since: true, version: 'v-theirs' }),
    });
    renderConsole('/console/packages');
    fireEvent.click(await screen.findByTestId('goods-edit-102'));
    listed = { ...goods, price_cents: 1799, sort: 3, version: 'v-theirs' };
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Order' }), { target: { value: '7' } });
    fireEvent.click(screen.getByText('Save package'));
    const alert = await screen.findByTestId('goods-changed-since');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByTestId('goods-changed-since')).toBeNull());
    await waitFor(() =>
      expect((screen.getByRole('spinbutton', { name: 'Price' }) as HTMLInputElement).value).toBe('17.99'),
    );
    expect((screen.getByRole('spinbutton', { name: 'Order' }) as HTMLInputElement).value).toBe('3');
  });
});
