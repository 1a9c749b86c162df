/** The way from home to the rankings: a slim bar under the banners. */
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import styles from './rank-entry.module.css';

export function RankEntry() {
  const { t } = useTranslation();
  const { navigateTo } = useAppNavigation();
  return (
    <button
      type="button"
      className={styles.entry}
      onClick={() => void navigateTo(paths.rankList.path)}
      data-testid="home-rank-entry"
    >
      <svg className={styles.trophy} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M7 3h10v2h3v3a4 4 0 0 1-3.6 4A5 5 0 0 1 13 15.9V18h3v3H8v-3h3v-2.1A5 5 0 0 1 7.6 12 4 4 0 0 1 4 8V5h3V3Zm0 4H6v1a2 2 0 0 0 1 1.7V7Zm10 0v2.7A2 2 0 0 0 18 8V7h-1Z"
        />
      </svg>
      <span className={styles.label}>{t('home.rankings')}</span>
      <span className={styles.desc}>{t('home.rankings_desc')}</span>
      <span className={styles.chevron} aria-hidden="true" />
    </button>
  );
}
