/**
 * The words around the wallet's two tabs, in every language:
 *   - a viewer whose only purchase is VIP has no wallet activity (VIP has no ledger row,
 *     decision 0036), so the Wallet detail's empty text says where VIP purchases are listed,
 *     by the top-up tab's own name;
 *   - the page title covers both tabs (it stays put when the Wallet detail tab is open), so it
 *     is not the name of one of them.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { applyLanguage, i18next } from '#web/lib/i18n.ts';

describe('wallet texts', () => {
  for (const { id, locale } of LANGUAGES) {
    it(`send VIP buyers to the top-up tab and title the page for both tabs (${locale})`, async () => {
      await applyLanguage(id);
      const ordersTab = i18next.t('wallet.tab_orders');
      const empty = i18next.t('wallet.detail_empty_desc');
      expect(empty).toContain('VIP');
      expect(empty).toContain(ordersTab);
      const title = i18next.t('titles.store_record');
      expect(title).not.toBe(ordersTab);
      expect(title).not.toBe(i18next.t('wallet.tab_detail'));
    });
  }
});
