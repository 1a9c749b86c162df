// @vitest-environment jsdom
/**
 * Each settings rule says its own message in the console's language, and a refused form is not
 * sent: antd's default templates said "客服信箱不是一個有效的email" (the console audit) or
 * showed the pattern itself.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '#console/lib/i18n.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { SETTINGS as settings } from '#console/testing/selling-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

afterEach(async () => {
  await act(() => applyLanguage(3));
});

function show() {
  api.answer({
    'GET /auth/session': () => ok(meOf('owner')),
    'GET /settings': () => ok(settings),
    'POST /settings': () => ok(settings),
  });
  renderConsole('/console/settings');
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the settings rules', SLOW, () => {
  it('say a bad service email in Traditional Chinese, with no English word', async () => {
    await act(() => applyLanguage(2));
    show();
    fireEvent.change(await screen.findByLabelText('客服信箱'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存設定' }));
    expect(await screen.findByText('請輸入有效的電子郵件地址，例如 help@example.com')).toBeTruthy();
    expect(screen.queryByText(/不是一個有效的/)).toBeNull();
    expect(api.calls('POST /settings')).toHaveLength(0);
  });

  it('say what each field takes, never the pattern', async () => {
    show();
    await screen.findByLabelText('App name');
    type('App name', '   ');
    type('Service email', '');
    type('Facebook pixel ID', '12ab');
    type('TikTok pixel ID', '1'.repeat(33));
    type('Facebook Graph version', '21');
    type('Facebook app ID', 'app id!');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter the app name')).toBeTruthy();
    expect(screen.getByText('Enter the service email')).toBeTruthy();
    expect(screen.getAllByText('Digits only, at most 32')).toHaveLength(2);
    expect(screen.getByText('Write it like v21.0')).toBeTruthy();
    expect(screen.getByText('Letters, digits, - and _ only, at most 64')).toBeTruthy();
    expect(screen.queryByText(/pattern|is not a valid|is required/i)).toBeNull();
    expect(api.calls('POST /settings')).toHaveLength(0);
  });

  it('take a pixel id with spaces around it, as the server trims it', async () => {
    show();
    await screen.findByLabelText('App name');
    type('Facebook pixel ID', ' 1234 ');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.calls('POST /settings')).toHaveLength(1));
  });
});
