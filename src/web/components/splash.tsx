/** The same centred icon as the splash in index.html, so the first route loads without a flash. */
import styles from './splash.module.css';

export function Splash() {
  return (
    <div className={styles.splash} aria-busy="true">
      <img src="/icon.svg" width={72} height={72} alt="" />
    </div>
  );
}
