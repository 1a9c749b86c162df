/**
 * The room Continue watching takes on home, kept from the first render while its code and the
 * history load, when this session's last history had something to continue (utils/continue-hint.ts):
 * the same boxes as the rail (heading, cards of the same height) with placeholder posters and
 * lines, so the banners and rails below never move when the rail arrives. Nothing otherwise.
 * Small and in home's first bundle (the rail itself loads after the first paint).
 */
import { useTranslation } from 'react-i18next';
import skeleton from '#web/components/skeleton/skeleton.module.css';
import { useSession } from '#web/stores/session.ts';
import { readContinueHint } from '../utils/continue-hint.ts';
import styles from './continue-watching.module.css';

/** Placeholder cards: one and a half fill a phone's width, as the rail's do. */
const PLACEHOLDER_CARDS = 2;

export function ContinueWatchingPlaceholder() {
  const { t } = useTranslation();
  return (
    <section className={styles.rail} data-variant="page" aria-hidden="true" data-testid="continue-room">
      <div className={styles.heading}>{t('continue.title')}</div>
      <ul className={styles.scroller}>
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
          <li key={i} className={styles.item}>
            <span className={styles.card}>
              <span className={`${skeleton.block} ${styles.poster} ${styles.posterPlaceholder}`} />
              <span className={styles.text}>
                <span className={`${skeleton.line} ${styles.linePlaceholder}`} />
                <span className={`${skeleton.line} ${styles.lineShortPlaceholder}`} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The placeholder when this session's last history had something to continue, else nothing. */
export function ContinueWatchingRoom() {
  const token = useSession((s) => s.token);
  return readContinueHint(token) ? <ContinueWatchingPlaceholder /> : null;
}
