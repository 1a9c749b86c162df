/**
 * An order's package as the console names it: from what the order itself credits (its copy of
 * the package's coins, bonus and VIP days, made when it was created) and the package's type
 * (which never changes), never from the package as it is now. An operator who edits pack 101
 * from 500 to 600 coins leaves the older orders "500 Coins", as the buyer's own records say.
 */
import { GOODS_TYPE_VIP } from '#db/schema/wallet.ts';
import type { LanguageId } from '#shared/languages.ts';
import { groupText } from '../../i18n/messages.ts';
import { countText } from '../../i18n/numbers.ts';
import { goodsTitle } from './goods-text.ts';

/** What an order credits (orders.gold, bonus, vip_days) and its package's type. */
export interface OrderContents {
  type: number;
  gold: number;
  bonus: number;
  vipDays: number;
}

const payText = groupText('pay');
const statsText = groupText('stats');

/**
 * The order's package in `language`, from the order's own copy; the order's `title` (the name
 * the buyer saw) when the package's type is not known (its row not there).
 */
export function orderPackageName(
  language: LanguageId,
  order: { title: string; gold: number; vipDays: number },
  type: number | null,
): string {
  return type === null
    ? order.title
    : goodsTitle(language, { type, gold: order.gold, vipDays: order.vipDays });
}

/**
 * One contents of a package, a line of the dashboard's revenue by package: its name ("500
 * Coins"); `exact` for two contents the name would not tell apart, a coin pack's with its bonus
 * vouchers ("500 Coins + 50 vouchers"), a VIP package's by its days ("31-day VIP", not "1-month
 * VIP" as 30 days is too).
 */
export function contentsTitle(language: LanguageId, c: OrderContents, exact = false): string {
  const title = goodsTitle(language, { type: c.type, gold: c.gold, vipDays: c.vipDays });
  if (!exact) return title;
  if (c.type === GOODS_TYPE_VIP)
    return payText(language, 'vip_days', { days: countText(language, c.vipDays) });
  return statsText(language, 'package_bonus', { title, bonus: countText(language, c.bonus) });
}
