// @vitest-environment jsdom
/**
 * The wallet detail in Thai calls vouchers by one word: the amounts and balances say "คูปอง",
 * as the rows' own titles (from the server) and the rewards page do, not "คูปอง" in the title
 * and "คูปองรับชม" beside it. Titles are shown whole (the layout: records-layout.test.ts).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LedgerItem } from '#shared/contract/wallet.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useLocale } from '#web/stores/locale.ts';
import { useSession } from '#web/stores/session.ts';
import { jsonResponse, setupTestNetwork } from '#web/testing/network.ts';
import { WalletDetail } from './wallet-detail.tsx';

const network = setupTestNetwork();

function entry(id: number, overrides: Partial<LedgerItem>): LedgerItem {
  return {
    id,
    asset: 'coin',
    delta: 100,
    balance_after: 100,
    reason: 'welcome',
    title: 'โบนัสต้อนรับ: 100 คูปอง',
    created_at: Math.floor(Date.now() / 1000) - 60,
    expires_at: 0,
    ...overrides,
  };
}

const ROWS = [
  entry(2, { reason: 'checkin', title: 'เช็กอินวันที่ 1: 10 คูปอง', delta: 10, balance_after: 110 }),
  entry(1, {}),
  entry(3, { asset: 'gold', reason: 'topup', title: 'เติมเงิน', delta: 500, balance_after: 500 }),
];

beforeEach(async () => {
  vi.stubGlobal('__APP_CONFIG__', { apiSignKey: 'k', apiBase: '/enjoy-api' });
  await applyLanguage(4);
  useLocale.getState().setLanguageId(4);
  useSession.setState({ token: 'viewer-token' });
  network.serve(() =>
    jsonResponse({
      code: 200,
      msg: 'success',
      data: { list: ROWS, total: ROWS.length, page: 1, page_size: 20 },
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WalletDetail in Thai', () => {
  it('says คูปอง in the amounts and balances, as in the titles, and เหรียญทอง for gold', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <WalletDetail empty={<p>empty</p>} />
      </QueryClientProvider>,
    );
    const rows = await screen.findAllByTestId('ledger-row', {}, { timeout: 5000 });
    const [checkin, welcome, topup] = rows.map((row) => within(row));
    expect(welcome?.getByText('โบนัสต้อนรับ: 100 คูปอง')).toBeTruthy();
    expect(welcome?.getByTestId('ledger-delta').textContent).toBe('+100 คูปอง');
    expect(checkin?.getByTestId('ledger-delta').textContent).toBe('+10 คูปอง');
    expect(checkin?.getByText('คงเหลือ: 110 คูปอง')).toBeTruthy();
    expect(topup?.getByTestId('ledger-delta').textContent).toBe('+500 เหรียญทอง');
    expect(document.body.textContent).not.toContain('คูปองรับชม');
  });
});

describe('WalletDetail in Indonesian', () => {
  it('keeps a two-word unit together when a long amount wraps ("+1.234.567 / koin emas")', async () => {
    await applyLanguage(5);
    useLocale.getState().setLanguageId(5);
    const credit = entry(9, {
      asset: 'gold',
      reason: 'adjust',
      title: 'Ditambahkan oleh layanan pelanggan: 1.234.567',
      delta: 1234567,
      balance_after: 1234567,
    });
    network.serve(() =>
      jsonResponse({ code: 200, msg: 'success', data: { list: [credit], total: 1, page: 1, page_size: 20 } }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <WalletDetail empty={<p>empty</p>} />
      </QueryClientProvider>,
    );
    const [row] = await screen.findAllByTestId('ledger-row', {}, { timeout: 5000 });
    expect(row && within(row).getByTestId('ledger-delta').textContent).toBe('+1.234.567 koin\u00a0emas');
  });
});
