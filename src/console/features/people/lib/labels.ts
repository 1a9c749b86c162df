/** How the people screens name languages, channels and amounts. */
import { LANGUAGES } from '#shared/languages.ts';

export function languageLabel(id: number | null): string {
  return LANGUAGES.find((language) => language.id === id)?.name ?? '—';
}

/** An operator the page names by id: their name, or null when the answer left them out (gone). */
export function operatorName(operators: readonly { id: number; name: string }[], id: number): string | null {
  return operators.find((o) => o.id === id)?.name ?? null;
}

/** A signed amount as the ledger shows it: +500, −200. */
export function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}

/** Cents as money: 4.99 USD. */
export function money(cents: number, currency: string): string {
  return `${(cents / 100).toFixed(2)} ${currency}`;
}

/** A fresh idempotency key for one adjustment the operator is about to make. */
export function newAdjustKey(): string {
  return crypto.randomUUID();
}
