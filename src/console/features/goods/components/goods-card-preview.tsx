/**
 * A pay popup card as viewers will see it in one language (the app's own card is in src/web,
 * which the console never imports): the ribbon in its colour, the coins and bonus or the VIP
 * days, the note and the price. Its texts and numbers are in that language, not the console's.
 * A price the form refuses shows as a dash: the card never shows a price the package cannot have.
 */
import { Flex, Typography } from 'antd';
import { GOODS_TAG_COLORS } from '#shared/contract/console-goods.ts';
import type { Locale } from '#shared/languages.ts';
import { formatCountIn, formatMoneyIn } from '#shared/number-format.ts';
import { useTextsIn } from '#console/lib/i18n.ts';
import { ribbonOf, savedPriceCents, type GoodsFormValues } from '../lib/goods-form.ts';

export function GoodsCardPreview({ values, locale }: { values: GoodsFormValues; locale: Locale }) {
  const t = useTextsIn(locale);
  // A number not written yet (a new package) shows as a dash.
  const count = (value: number | null) => (value === null ? '—' : formatCountIn(locale, value));
  const vip = values.type === 2;
  const ribbon = ribbonOf(values, locale, (tag) => t(`goods.tag.${tag}`));
  const note = values.note[locale]?.trim() ?? '';
  // A price the package cannot have (4.999, out of range) is a dash, never shown rounded.
  const cents = savedPriceCents(values.price);
  return (
    <div
      data-testid="goods-card-preview"
      lang={locale}
      style={{
        position: 'relative',
        width: 180,
        padding: '22px 12px 12px',
        borderRadius: 12,
        border: `2px solid ${vip ? '#d4a017' : '#f5c2d4'}`,
        background: vip ? 'linear-gradient(160deg,#3b2f12,#1e1a10)' : '#fff7fa',
        color: vip ? '#f6e3a1' : '#222',
        textAlign: 'center',
      }}
    >
      {ribbon && (
        <span
          data-testid="goods-card-ribbon"
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            padding: '2px 8px',
            borderRadius: '10px 0 10px 0',
            background: ribbon.color || GOODS_TAG_COLORS.hot,
            color: '#fff',
            fontSize: 12,
          }}
        >
          {ribbon.text}
        </span>
      )}
      <Flex vertical gap={4}>
        <Typography.Text strong style={{ color: 'inherit', fontSize: 18 }}>
          {vip
            ? t('goods.preview_vip', { days: count(values.vip_days) })
            : t('goods.preview_coins', { amount: count(values.gold) })}
        </Typography.Text>
        {!vip && (values.bonus ?? 0) > 0 && (
          <Typography.Text style={{ color: '#d81b60' }}>
            {t('goods.preview_bonus', { amount: count(values.bonus) })}
          </Typography.Text>
        )}
        {note !== '' && <Typography.Text style={{ color: 'inherit', fontSize: 12 }}>{note}</Typography.Text>}
        <Typography.Text
          strong
          data-testid="goods-card-price"
          style={{ color: vip ? '#f6e3a1' : '#d81b60', fontSize: 16 }}
        >
          {cents === null ? '—' : formatMoneyIn(locale, cents, 'USD')}
        </Typography.Text>
      </Flex>
    </div>
  );
}
