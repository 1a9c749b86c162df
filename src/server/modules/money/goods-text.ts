/** A package's texts in the buyer's language (SPEC 3 items): its title, tag, bonus and note. */
import { GOODS_TYPE_VIP } from '#db/schema/wallet.ts';
import { GOODS_TAG_COLORS, type GoodsTag } from '#shared/contract/console-goods.ts';
import type { GoodsItem } from '#shared/contract/wallet.ts';
import { localeOf, type LanguageId } from '#shared/languages.ts';
import { groupText } from '../../i18n/messages.ts';
import { countText } from '../../i18n/numbers.ts';
import type { GoodsRow } from './goods.repository.ts';

const payText = groupText('pay');

const TAG_KEYS = { hot: 'tag_hot', best: 'tag_best', new: 'tag_new' } as const;
const isTag = (tag: string | null): tag is GoodsTag => tag !== null && Object.hasOwn(TAG_KEYS, tag);

/** The card's tag: the operator's text for the language, else the tag's own; none without either. */
export function tagOf(
  language: LanguageId,
  g: Pick<GoodsRow, 'tag' | 'tagText' | 'tagColor'>,
): GoodsItem['tag'] {
  const known = isTag(g.tag) ? g.tag : undefined;
  const text = g.tagText[localeOf(language)]?.trim() || (known ? payText(language, TAG_KEYS[known]) : '');
  if (!text) return [];
  return [{ tab: text, color: g.tagColor ?? GOODS_TAG_COLORS[known ?? 'hot'] }];
}

export function goodsTitle(language: LanguageId, g: Pick<GoodsRow, 'type' | 'gold' | 'vipDays'>): string {
  if (g.type !== GOODS_TYPE_VIP) {
    return payText(language, 'coins_title', { amount: countText(language, g.gold) });
  }
  if (g.vipDays === 7) return payText(language, 'vip_week');
  if (g.vipDays === 30 || g.vipDays === 31) return payText(language, 'vip_month');
  if (g.vipDays === 365 || g.vipDays === 366) return payText(language, 'vip_year');
  return payText(language, 'vip_days', { days: countText(language, g.vipDays) });
}

/** A coin pack's bonus text (SPEC 3 or_send): "+1,250 vouchers free", "" without a bonus. */
export function goodsBonus(language: LanguageId, bonus: number): string {
  return bonus > 0 ? payText(language, 'bonus', { amount: countText(language, bonus) }) : '';
}

/** A VIP package's note (SPEC 3 note), "" for a coin pack. */
export function goodsNote(
  language: LanguageId,
  g: Pick<GoodsRow, 'type' | 'vipDays'> & { note?: GoodsRow['note'] },
): string {
  const custom = g.note?.[localeOf(language)]?.trim();
  if (custom) return custom;
  return g.type === GOODS_TYPE_VIP
    ? payText(language, 'vip_note', { days: countText(language, g.vipDays) })
    : '';
}
