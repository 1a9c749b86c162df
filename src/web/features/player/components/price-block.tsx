/**
 * The drama's price in full (issue 19), on its detail (the episode grid): the free episodes,
 * coins per episode (lowest to highest when episodes are priced apart), the whole series in
 * coins and in money at the best coin pack's rate, or that it is free or included with the
 * viewer's VIP; and what this viewer has spent on it.
 */
import { useTranslation } from 'react-i18next';
import type { DetailData } from '#shared/contract/catalogue.ts';
import { formatCount, formatPrice } from '#web/lib/format.ts';
import { priceSummary } from '#web/lib/plain-price.ts';
import styles from './price-block.module.css';

export function PriceBlock({ detail }: { detail: DetailData }) {
  const { t, i18n } = useTranslation();
  const price = priceSummary(detail.drama, detail.is_svip === 1);
  if (price.kind === 'unknown') return null;
  const count = (value: number) => formatCount(value, i18n.language);

  let lines: string[];
  if (price.kind === 'vip') lines = [t('price.detail_vip')];
  else if (price.kind === 'free') lines = [t('price.detail_free')];
  else {
    const free =
      price.freeEpisodes > 0
        ? t('price.detail_free_episodes', { count: price.freeEpisodes })
        : t('price.detail_no_free');
    lines = [
      price.perEpisodeMax > price.perEpisode
        ? t('price.detail_per_episode_range', {
            free,
            min: count(price.perEpisode),
            max: count(price.perEpisodeMax),
          })
        : t('price.detail_per_episode', { free, coins: count(price.perEpisode) }),
      price.seriesCents === null
        ? t('price.detail_series', { coins: count(price.seriesCoins) })
        : t('price.detail_series_money', {
            coins: count(price.seriesCoins),
            money: formatPrice(price.seriesCents, i18n.language, price.currency),
          }),
    ];
  }
  const spent = detail.spent;
  return (
    <div className={styles.block} data-testid="price-block" data-kind={price.kind}>
      {lines.map((line) => (
        <p key={line} className={styles.line}>
          {line}
        </p>
      ))}
      {spent && (
        <p className={styles.spent} data-testid="price-spent">
          {spent.gold + spent.coin > 0
            ? t('price.spent', { coins: count(spent.gold), vouchers: count(spent.coin) })
            : t('price.spent_none')}
        </p>
      )}
    </div>
  );
}
