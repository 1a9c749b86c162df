// @vitest-environment jsdom
/**
 * An offer the viewer cannot afford says how many coins are missing; with vouchers in the wallet
 * it says they were counted (the audit: a viewer holding only vouchers read "You need 20 more
 * coins" and thought the vouchers had been ignored), in the five languages.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { LanguageId } from '#shared/languages.ts';
import type { UnlockOffer, UnlockQuoteData } from '#shared/contract/wallet.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { UnlockActions } from './unlock-offers.tsx';

const rest: UnlockOffer = {
  scope: 'rest',
  count: 5,
  first_number: 4,
  last_number: 8,
  list_price: 60,
  discount_percent: 0,
  price: 60,
  from_coin: 0,
  from_gold: 0,
  affordable: 0,
};

function quote(balance: UnlockQuoteData['balance']): UnlockQuoteData {
  return {
    drama_id: 5,
    episode_id: 504,
    number: 4,
    price: 12,
    playable: 0,
    can_unlock: 1,
    blocked_by: 0,
    offers: [rest],
    balance,
    auto_unlock: { enabled: 0, daily_cap: 600, spent_today: 0, resets_at: 0 },
  };
}

/** The "unlock all" offer's line under its price, for this wallet. */
function shortLine(balance: UnlockQuoteData['balance']): string | null {
  const q = quote(balance);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UnlockActions
        dramaId={5}
        quote={q}
        canUnlock
        offers={q.offers}
        busy={null}
        onPick={() => undefined}
        quoteFailed={false}
        onRetryQuote={() => undefined}
      />
    </QueryClientProvider>,
  );
  const line = screen.getByTestId('unlock-source-rest').textContent;
  cleanup();
  return line;
}

afterEach(cleanup);
afterAll(async () => {
  await applyLanguage(3);
});

describe('an offer short of coins', () => {
  it('says the vouchers were counted when the viewer has only vouchers', async () => {
    await applyLanguage(3);
    expect(shortLine({ gold: 0, coin: 40 })).toBe('Your 40 vouchers count: 20 more coins needed');
    expect(shortLine({ gold: 0, coin: 1 })).toBe('Your 1 voucher counts: 59 more coins needed');
  });

  it('says the vouchers and the gold coins were counted when the viewer has both', async () => {
    await applyLanguage(3);
    expect(shortLine({ gold: 15, coin: 40 })).toBe(
      'Your 40 vouchers and 15 gold coins count: 5 more coins needed',
    );
  });

  it('keeps the plain shortfall without vouchers', async () => {
    await applyLanguage(3);
    expect(shortLine({ gold: 15, coin: 0 })).toBe('You need 45 more coins');
    expect(shortLine({ gold: 0, coin: 0 })).toBe('You need 60 more coins');
  });

  it.each<[LanguageId, string, string]>([
    [1, '已计入您的 40 观看券，还差 20 金币', '已计入您的 40 观看券和 15 金币，还差 5 金币'],
    [2, '已計入您的 40 觀看券，還差 20 金幣', '已計入您的 40 觀看券和 15 金幣，還差 5 金幣'],
    [4, 'นับคูปอง 40 ของคุณแล้ว ยังขาดอีก 20 เหรียญ', 'นับคูปอง 40 และเหรียญทอง 15 ของคุณแล้ว ยังขาดอีก 5 เหรียญ'],
    [
      5,
      '40 voucher Anda sudah dihitung, masih kurang 20 koin',
      '40 voucher dan 15 koin emas Anda sudah dihitung, masih kurang 5 koin',
    ],
  ])('says it in language %i', async (language, vouchersOnly, both) => {
    await applyLanguage(language);
    expect(shortLine({ gold: 0, coin: 40 })).toBe(vouchersOnly);
    expect(shortLine({ gold: 15, coin: 40 })).toBe(both);
  });
});
