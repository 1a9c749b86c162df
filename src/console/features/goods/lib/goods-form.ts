/**
 * The package form's values and the wire's: the price in dollars in the form (cents on the
 * wire), the window as two optional instants, texts per locale (empty ones left out). A new
 * package starts with its numbers empty (null): the operator writes them, so Save right away
 * cannot copy an existing package; an empty bonus is none and an empty order is `DEFAULT_SORT`.
 */
import type { ConsoleGoods, GoodsInput, GoodsTag } from '#shared/contract/console-goods.ts';
import { GOODS_PRICE_MAX_CENTS, GOODS_TAG_COLORS } from '#shared/contract/console-goods.ts';
import { LOCALES, type Locale } from '#shared/languages.ts';

export interface GoodsFormValues {
  type: 1 | 2;
  price: number | null;
  gold: number | null;
  bonus: number | null;
  vip_days: number | null;
  tag: GoodsTag | null;
  tag_color: string | null;
  tag_text: Partial<Record<Locale, string>>;
  note: Partial<Record<Locale, string>>;
  sort: number | null;
  sale_from: string | null;
  sale_until: string | null;
  active: boolean;
}

/** The order of a package saved with its order left empty. */
export const DEFAULT_SORT = 100;

export const NEW_GOODS: GoodsFormValues = {
  type: 1,
  price: null,
  gold: null,
  bonus: null,
  vip_days: null,
  tag: null,
  tag_color: null,
  tag_text: {},
  note: {},
  sort: null,
  sale_from: null,
  sale_until: null,
  // Off sale until the operator switches it on: an untouched Save sells nothing by surprise.
  active: false,
};

export function formOf(g: ConsoleGoods): GoodsFormValues {
  return {
    type: g.type === 2 ? 2 : 1,
    price: g.price_cents / 100,
    gold: g.gold,
    bonus: g.bonus,
    vip_days: g.vip_days,
    tag: g.tag,
    tag_color: g.tag_color,
    tag_text: g.tag_text,
    note: g.note,
    sort: g.sort,
    sale_from: g.sale_from,
    sale_until: g.sale_until,
    active: g.active,
  };
}

/**
 * Whether a price in dollars is whole cents (at most two decimals): 4.999 is not, and is said,
 * never rounded to $5.00 behind the operator's back.
 */
export function isWholeCents(price: number): boolean {
  const cents = price * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** The prices a package may have, in dollars (the server refuses others). */
export const PRICE_MIN = 0.01;
export const PRICE_MAX = GOODS_PRICE_MAX_CENTS / 100;

/**
 * The price a package would be saved at, in cents, or null while the field holds none it can
 * have (empty, more than two decimals, out of range): the card preview then shows no price
 * rather than 4.999 rounded to $5.00.
 */
export function savedPriceCents(price: number | null): number | null {
  if (price === null || !Number.isFinite(price) || !isWholeCents(price)) return null;
  if (price < PRICE_MIN || price > PRICE_MAX) return null;
  return Math.round(price * 100);
}

const filled = (texts: Partial<Record<Locale, string>>) =>
  Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined && v.trim() !== ''));

export function inputOf(v: GoodsFormValues): GoodsInput {
  return {
    type: v.type,
    price_cents: Math.round((v.price ?? 0) * 100),
    gold: v.gold ?? 0,
    bonus: v.bonus ?? 0,
    vip_days: v.vip_days ?? 0,
    tag: v.tag,
    tag_text: filled(v.tag_text),
    tag_color: v.tag_color,
    note: filled(v.note),
    sort: v.sort ?? DEFAULT_SORT,
    sale_from: v.sale_from,
    sale_until: v.sale_until,
    active: v.active,
  };
}

/** The ribbon a card shows in `locale`: the operator's text, else the tag's; its colour. */
export function ribbonOf(
  v: Pick<GoodsFormValues, 'tag' | 'tag_color' | 'tag_text'>,
  locale: Locale,
  tagName: (tag: GoodsTag) => string,
): { text: string; color: string } | undefined {
  const text = v.tag_text[locale]?.trim() || (v.tag ? tagName(v.tag) : '');
  if (!text) return undefined;
  return { text, color: v.tag_color ?? GOODS_TAG_COLORS[v.tag ?? 'hot'] };
}

/**
 * The ribbon the packages list shows, in the console's language as the card preview does; when
 * that language has none, the operator's text of the first language that has one (and which
 * language it is), so a package whose badge only some viewers see does not look untagged.
 */
export function listRibbonOf(
  v: Pick<GoodsFormValues, 'tag' | 'tag_color' | 'tag_text'>,
  locale: Locale,
  tagName: (tag: GoodsTag) => string,
): { text: string; color: string; locale: Locale } | undefined {
  for (const candidate of [locale, ...LOCALES.filter((other) => other !== locale)]) {
    const ribbon = ribbonOf(v, candidate, tagName);
    if (ribbon) return { ...ribbon, locale: candidate };
  }
  return undefined;
}
