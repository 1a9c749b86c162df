/** The global title bar: pink (black on the avatar and top-up record pages), back arrow off tabs. */
import { NavBar } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { HeaderTheme } from '#web/config/paths.ts';
import styles from './title-bar.module.css';

interface TitleBarProps {
  title: string;
  theme: HeaderTheme;
  showBack: boolean;
  onBack: () => void;
}

export function TitleBar({ title, theme, showBack, onBack }: TitleBarProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.bar} data-theme={theme} data-testid="title-bar">
      <NavBar
        className={styles.nav}
        back={showBack ? undefined : null}
        backIcon={
          showBack ? (
            <button type="button" className={styles.backButton} aria-label={t('common.back')}>
              <LeftOutline aria-hidden="true" />
            </button>
          ) : (
            false
          )
        }
        onBack={showBack ? onBack : undefined}
      >
        <h1 className={styles.title}>{title}</h1>
      </NavBar>
    </header>
  );
}
