// @vitest-environment jsdom
/**
 * What is sold and the settings in the console (issue 18): the packages with a live card
 * preview, the channels' switches and order, and the settings form with write-only secrets
 * (the articles' editor: articles.test.tsx).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleChannel } from '#shared/contract/console-goods.ts';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { GOODS as goods, SETTINGS as settings } from '#console/testing/selling-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

describe('packages', SLOW, () => {
  it('lists the packages and previews the card as it is edited, then saves cents', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /goods': () => ok({ items: [goods] }),
      'POST /goods/102': (call) => ok({ ...goods, ...(call.body as object) }),
    });
    renderConsole('/console/packages');
    await screen.findByText('On sale', { selector: '.ant-tag' });
    fireEvent.click(screen.getByTestId('goods-edit-102'));
    const preview = await screen.findByTestId('goods-card-preview');
    expect(within(preview).getByTestId('goods-card-ribbon').textContent).toBe('Hot');
    expect(within(preview).getByText('$9.99')).toBeTruthy();
    // The language tabs follow LANGUAGES (zh-Hans, zh-Hant, en...); the preview shows English.
    const tagText = screen.getAllByPlaceholderText("The tag's own text")[2] as HTMLElement;
    fireEvent.change(tagText, { target: { value: 'Spring' } });
    await waitFor(() => expect(within(preview).getByTestId('goods-card-ribbon').textContent).toBe('Spring'));
    fireEvent.click(screen.getByText('Save package'));
    await waitFor(() => expect(api.calls('POST /goods/102')).toHaveLength(1));
    expect(api.calls('POST /goods/102')[0]?.body).toMatchObject({
      price_cents: 999,
      tag_text: { en: 'Spring' },
    });
  });

  it('previews the card in the language picked, whatever the console speaks', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /goods': () => ok({ items: [goods] }),
    });
    renderConsole('/console/packages');
    fireEvent.click(await screen.findByTestId('goods-edit-102'));
    const preview = await screen.findByTestId('goods-card-preview');
    const picker = screen.getByRole('radiogroup', { name: 'Card preview language' });
    // The switch names the languages as the series editor does, not by their codes.
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['简', '繁', 'EN', 'TH', 'ID']);
    expect(within(picker).getByText('TH').getAttribute('title')).toBe('ไทย');
    expect(preview.textContent).toContain('1,000 coins');
    fireEvent.click(within(picker).getByText('TH'));
    await waitFor(() => expect(preview.textContent).toContain('1,000 เหรียญ'));
    expect(within(preview).getByTestId('goods-card-ribbon').textContent).toBe('ขายดี');
    expect(preview.textContent).toContain('แถมคูปอง 150');
    expect(preview.textContent).toContain('US$9.99');
    expect(preview.textContent).not.toContain('coins');
    fireEvent.click(within(picker).getByText('ID'));
    await waitFor(() => expect(preview.textContent).toContain('1.000 koin'));
    expect(preview.textContent).toContain('US$9,99');
  });

  it('previews the card in English from a Thai console when English is picked', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /goods': () => ok({ items: [goods] }),
    });
    await applyLanguage(4);
    try {
      renderConsole('/console/packages');
      fireEvent.click(await screen.findByTestId('goods-edit-102'));
      const preview = await screen.findByTestId('goods-card-preview');
      // It starts in the console's language; English is picked.
      await waitFor(() => expect(preview.textContent).toContain('1,000 เหรียญ'));
      fireEvent.click(within(preview.parentElement as HTMLElement).getByText('EN'));
      await waitFor(() => expect(preview.textContent).toContain('1,000 coins'));
      expect(within(preview).getByTestId('goods-card-ribbon').textContent).toBe('Hot');
      expect(preview.textContent).not.toContain('เหรียญ');
    } finally {
      await applyLanguage(3);
    }
  });

  it('writes the list’s counts and prices as the console’s language does', async () => {
    const big = { ...goods, id: 103, gold: 10_000, bonus: 3000, price_cents: 4999, orders: 1234 };
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /goods': () => ok({ items: [goods, big] }),
    });
    renderConsole('/console/packages');
    await screen.findByText('1,000 coins + 150 vouchers');
    expect(screen.getByText('10,000 coins + 3,000 vouchers')).toBeTruthy();
    expect(screen.getByText('$49.99')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
  });

  it("shows a package's own tag text in the list when it has no tag, as the card does", async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /goods': () =>
        ok({
          items: [
            goods,
            { ...goods, id: 103, tag: null, tag_text: { en: 'Audit deal' }, tag_color: '#123456' },
            { ...goods, id: 104, tag: null, tag_text: { th: 'ดีลพิเศษ' } },
            { ...goods, id: 105, tag: null, tag_text: {} },
          ],
        }),
    });
    renderConsole('/console/packages');
    expect((await screen.findByTestId('goods-tag-103')).textContent).toBe('Audit deal');
    expect(screen.getByTestId('goods-tag-102').textContent).toBe('Hot');
    // Only Thai viewers see this one: its text, marked with the language it is in.
    expect(screen.getByTestId('goods-tag-104').textContent).toBe('ดีลพิเศษTH');
    expect(screen.queryByTestId('goods-tag-105')).toBeNull();
  });

  it('says a value is out of range instead of changing it, and makes a new package off sale', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('finance', 'Finn')),
      'GET /goods': () => ok({ items: [goods] }),
      'POST /goods': (call) => ok({ ...goods, id: 106, ...(call.body as object) }),
    });
    renderConsole('/console/packages');
    fireEvent.click(await screen.findByRole('button', { name: /New package/ }));
    expect(await screen.findByText('A new package is on sale only once you switch this on.')).toBeTruthy();
    const price = screen.getByRole('spinbutton', { name: 'Price' });
    fireEvent.change(price, { target: { value: '-3' } });
    fireEvent.click(screen.getByText('Save package'));
    expect(await screen.findByText('Between 0.01 and 1,000')).toBeTruthy();
    expect(api.calls('POST /goods')).toHaveLength(0);
    // With its numbers written and the switch untouched, a new package is saved off sale.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Save package')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /New package/ }));
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Price' }), { target: { value: '4.99' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Coins credited' }), {
      target: { value: '500' },
    });
    fireEvent.click(await screen.findByText('Save package'));
    await waitFor(() => expect(api.calls('POST /goods')).toHaveLength(1));
    expect(api.calls('POST /goods')[0]?.body).toMatchObject({ price_cents: 499, active: false });
  });

  it('is refused to support', async () => {
    api.answer({ 'GET /auth/session': () => ok(meOf('support', 'Sue')) });
    renderConsole('/console/packages');
    expect(await screen.findByText('Not for your role')).toBeTruthy();
  });
});

describe('payment channels', SLOW, () => {
  it('cannot switch on a channel without a gateway, and moves one with the arrows', async () => {
    const items: ConsoleChannel[] = [
      { channel: 'stripe', channel_id: 2, enabled: false, configured: false },
      { channel: 'sandbox', channel_id: 1, enabled: true, configured: true },
    ];
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /pay-channels': () => ok({ items }),
      'POST /pay-channels': () => ok({ items: [...items].reverse() }),
    });
    renderConsole('/console/channels');
    const stripe = await screen.findByTestId('channel-stripe');
    expect(within(stripe).getByRole('switch').hasAttribute('disabled')).toBe(true);
    expect(within(stripe).getByText('Not set up on this server')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('channel-sandbox')).getByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(api.calls('POST /pay-channels')).toHaveLength(1));
    expect(api.calls('POST /pay-channels')[0]?.body).toEqual({
      channels: [
        { channel: 'sandbox', enabled: true },
        { channel: 'stripe', enabled: false },
      ],
    });
  });
});

describe('settings', SLOW, () => {
  it('says whether a secret is set, never fills it, and sends only a typed one', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /settings': () => ok(settings),
      'POST /settings': () => ok(settings),
    });
    renderConsole('/console/settings');
    expect((await screen.findByTestId('secret-facebook_app_secret')).textContent).toBe('Set');
    expect(screen.getByTestId('secret-tiktok_client_secret').textContent).toBe('Not set');
    const secrets = screen.getAllByPlaceholderText('Leave empty to keep') as HTMLInputElement[];
    expect(secrets.map((input) => input.value)).toEqual(['', '']);
    fireEvent.change(secrets[1] as HTMLInputElement, { target: { value: 'tt-secret' } });
    fireEvent.click(screen.getByText('Save settings'));
    await waitFor(() => expect(api.calls('POST /settings')).toHaveLength(1));
    expect(api.calls('POST /settings')[0]?.body).toMatchObject({
      values: { appName: 'Enjoy Drama', use_lanaguage_switch: 1 },
      secrets: { tiktok_client_secret: 'tt-secret' },
    });
  });

  it('edits the welcome bonus and the check-in days, and sends them with the values', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /settings': () => ok(settings),
      'POST /settings': () => ok(settings),
    });
    renderConsole('/console/settings');
    const seventh = (await screen.findByLabelText('Check-in day 7')) as HTMLInputElement;
    expect(seventh.value).toBe('50');
    fireEvent.change(seventh, { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText('Welcome bonus'), { target: { value: '250' } });
    fireEvent.click(screen.getByText('Save settings'));
    await waitFor(() => expect(api.calls('POST /settings')).toHaveLength(1));
    expect(api.calls('POST /settings')[0]?.body).toMatchObject({
      rewards: {
        welcome: { vouchers: 250, expiry_days: 30 },
        checkin: { amounts: [10, 10, 15, 15, 20, 20, 80], expiry_days: 14 },
      },
    });
  });

  it('refuses a negative reward on its field, and sends nothing', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /settings': () => ok(settings),
      'POST /settings': () => ok(settings),
    });
    renderConsole('/console/settings');
    fireEvent.change(await screen.findByLabelText('Welcome bonus'), { target: { value: '-5' } });
    fireEvent.click(screen.getByText('Save settings'));
    expect(await screen.findByText('A whole number from 0 to 100,000')).toBeTruthy();
    expect(api.calls('POST /settings')).toHaveLength(0);
  });

  it('marks a link that is neither a path nor https on its field, and sends nothing', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /settings': () => ok(settings),
      'POST /settings': () => ok(settings),
    });
    renderConsole('/console/settings');
    fireEvent.change(await screen.findByLabelText('Icon'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByText('Save settings'));
    expect(await screen.findByText('Not a path on this site (/...) or an https address')).toBeTruthy();
    expect(api.calls('POST /settings')).toHaveLength(0);
  });

  it('is for owners only', async () => {
    api.answer({ 'GET /auth/session': () => ok(meOf('finance')) });
    renderConsole('/console/settings');
    expect(await screen.findByText('Not for your role')).toBeTruthy();
  });
});
