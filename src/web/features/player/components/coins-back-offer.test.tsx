// @vitest-environment jsdom
/**
 * The coins-back card's button says what it does whatever comes back (the audit: "Take back
 * the 25 vouchers it cost" over a button saying "Return my coins").
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { applyLanguage } from '#web/lib/i18n.ts';
import { CoinsBackOffer } from './coins-back-offer.tsx';

beforeAll(async () => {
  await applyLanguage(3);
});
afterEach(cleanup);

describe('CoinsBackOffer', () => {
  it.each([
    [{ gold: 0, coin: 25 }, 'Take back the 25 vouchers it cost.'],
    [{ gold: 40, coin: 0 }, 'Take back the 40 gold coins it cost.'],
    [{ gold: 40, coin: 25 }, 'Take back the 40 gold coins and 25 vouchers it cost.'],
  ])('names no balance on its button that may not be the one coming back (%o)', (amount, text) => {
    render(<CoinsBackOffer amount={amount} busy={false} onTake={() => undefined} />);
    expect(screen.getByTestId('coins-back-offer').textContent).toContain(text);
    const button = screen.getByTestId('coins-back-take').textContent ?? '';
    expect(button).toBe('Get a refund');
    expect(button).not.toMatch(/coin|voucher/i);
  });
});
