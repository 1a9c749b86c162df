/**
 * A drama's price on its card, in one short line (issue 19): "3 free · 10 coins/ep", "Free",
 * or "Included with VIP" for a VIP. The whole breakdown is on the drama's detail.
 */
import { useTranslation } from 'react-i18next';
import type { DramaCard } from '#shared/contract/catalogue.ts';
import { formatCount } from '#web/lib/format.ts';
import { priceSummary } from '#web/lib/plain-price.ts';
import { useSession } from '#web/stores/session.ts';
import styles from './price-line.module.css';

export function PriceLine({ drama, className }: { drama: DramaCard; className?: string }) {
  const { t, i18n } = useTranslation();
  const isVip = useSession((s) => s.isSVip);
  const price = priceSummary(drama, isVip);
  if (price.kind === 'unknown') return null;
  let text: string;
  if (price.kind === 'vip') text = t('price.card_vip');
  else if (price.kind === 'free') text = t('price.card_free');
  else {
    const coins = formatCount(price.perEpisode, i18n.language);
    text =
      price.freeEpisodes > 0
        ? t('price.card_paid', { count: price.freeEpisodes, coins })
        : t('price.card_paid_no_free', { coins });
  }
  return (
    <span
      className={className ? `${styles.line} ${className}` : styles.line}
      data-testid="price-line"
      data-kind={price.kind}
    >
      {text}
    </span>
  );
}
