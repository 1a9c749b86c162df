/**
 * A drama's price on its card (issue 19): "3 free ●10/ep" (a coin, then the coins per episode),
 * "Free", or "Free with VIP" for a VIP; read out in full words ("3 free · 10 coins/ep").
 * Episodes priced differently show the range: "3 free ●10–20/ep". The whole breakdown is on the
 * drama's detail. The free count and the price are two pieces that stay whole: where both do not
 * fit one line (a rail card at 320 px, or at 360 in Chinese and Indonesian), the price goes under
 * the free count instead of being cut off after it.
 */
import { useTranslation } from 'react-i18next';
import type { DramaCard } from '#shared/contract/catalogue.ts';
import { formatCount } from '#web/lib/format.ts';
import { priceSummary } from '#web/lib/plain-price.ts';
import { useSession } from '#web/stores/session.ts';
import srOnly from './sr-only.module.css';
import styles from './price-line.module.css';

export function PriceLine({ drama, className }: { drama: DramaCard; className?: string }) {
  const { t, i18n } = useTranslation();
  const isVip = useSession((s) => s.isSVip);
  const price = priceSummary(drama, isVip);
  if (price.kind === 'unknown') return null;
  const props = {
    className: className ? `${styles.line} ${className}` : styles.line,
    'data-testid': 'price-line',
    'data-kind': price.kind,
  };
  if (price.kind !== 'paid') {
    return <span {...props}>{price.kind === 'vip' ? t('price.card_vip') : t('price.card_free')}</span>;
  }
  const coins = formatCount(price.perEpisode, i18n.language);
  const max = formatCount(price.perEpisodeMax, i18n.language);
  const range = price.perEpisodeMax > price.perEpisode;
  const count = price.freeEpisodes;
  const free = count > 0 ? t('price.card_free_count', { count }) : '';
  let spoken: string;
  if (count > 0)
    spoken = range
      ? t('price.card_paid_range', { count, min: coins, max })
      : t('price.card_paid', { count, coins });
  else
    spoken = range
      ? t('price.card_paid_no_free_range', { min: coins, max })
      : t('price.card_paid_no_free', { coins });
  return (
    <span {...props}>
      <span className={styles.pieces} aria-hidden="true">
        {free !== '' && (
          <span className={styles.free} data-testid="price-free">
            {free}
          </span>
        )}
        <span className={styles.price} data-testid="price-per-episode">
          <span className={styles.coin} />
          {range
            ? t('price.card_per_episode_range', { min: coins, max })
            : t('price.card_per_episode', { coins })}
        </span>
      </span>
      <span className={srOnly.srOnly}>{spoken}</span>
    </span>
  );
}
