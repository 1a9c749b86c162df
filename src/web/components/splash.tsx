/**
 * The same centred icon as the splash in index.html, so the first route loads without a flash;
 * `dark` for a player's page, black and over the title bar as the player will be.
 */
import styles from './splash.module.css';

export function Splash({ dark = false }: { dark?: boolean }) {
  return (
    <div className={dark ? `${styles.splash} ${styles.dark}` : styles.splash} aria-busy="true">
      <img src="/icon.svg" width={72} height={72} alt="" />
    </div>
  );
}
