/**
 * The console names the two balances with the viewer app's words (the audit: "Coins" / "เหรียญ"
 * in the console beside "Gold coins" / "เหรียญทอง" in the app read like a third balance, or the
 * API's `coin`, which means vouchers). People, the ledger's asset column and the audit log say
 * what the viewer's wallet says, in each of the five languages.
 */
// The locale files as text: the web's belong to the other entry, never imported here.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const LANGUAGES = ['en', 'zh-Hans', 'zh-Hant', 'th', 'id'] as const;

function messages(side: 'web' | 'console', language: string): Record<string, string> {
  const file = new URL(`../../${side}/locales/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** Compared as words: the console capitalizes a label ("Gold coins"), the app's amount does not. */
const word = (text: string | undefined): string => (text ?? '').toLocaleLowerCase();

describe.each(LANGUAGES)('%s: the balances are called as in the viewer app', (language) => {
  const web = messages('web', language);
  const console = messages('console', language);

  it('gold is what the wallet calls gold', () => {
    for (const key of ['people.gold', 'orders.asset_gold', 'audit.field.gold']) {
      expect(word(console[key]), key).toBe(word(web['wallet.asset_gold']));
    }
  });

  it('vouchers are what the wallet calls vouchers', () => {
    for (const key of ['people.coin', 'orders.asset_coin']) {
      expect(word(console[key]), key).toBe(word(web['wallet.asset_coin']));
    }
    expect(console['ledger.reason.voucher_expired']).toContain(
      language === 'en' ? 'Vouchers' : language === 'id' ? 'Voucher' : (web['wallet.asset_coin'] ?? '?'),
    );
  });
});
