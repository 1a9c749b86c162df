/**
 * The global title bar: pink (black on the avatar and top-up record pages), back arrow off tabs,
 * a search button on home. The markup and classes of antd-mobile's NavBar (with its
 * stylesheet), written out so the first page does not carry the component and its own icon.
 * The server's static first screen of home copies this box (src/server/first-screen.ts).
 */
import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LeftOutline, SearchOutline } from '#web/components/icons/icons.tsx';
import { paths, type HeaderTheme } from '#web/config/paths.ts';
import styles from './title-bar.module.css';

interface TitleBarProps {
  title: string;
  theme: HeaderTheme;
  showBack: boolean;
  onBack: () => void;
  /** Shows the search button (a link to the search page) and opens the page on tap. */
  onSearch?: () => void;
}

export function TitleBar({ title, theme, showBack, onBack, onSearch }: TitleBarProps) {
  const { t } = useTranslation();
  const search = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (!onSearch || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onSearch();
  };
  return (
    <header className={styles.bar} data-theme={theme} data-testid="title-bar">
      <div className={`adm-nav-bar ${styles.nav}`}>
        <div className="adm-nav-bar-left">
          {showBack && (
            <div className="adm-nav-bar-back">
              <span className="adm-nav-bar-back-arrow">
                <button
                  type="button"
                  className={styles.backButton}
                  aria-label={t('common.back')}
                  onClick={onBack}
                >
                  <LeftOutline aria-hidden="true" />
                </button>
              </span>
            </div>
          )}
        </div>
        <div className="adm-nav-bar-title">
          <h1 className={styles.title}>{title}</h1>
        </div>
        <div className="adm-nav-bar-right">
          {onSearch && (
            <a
              href={paths.search.path}
              className={styles.searchButton}
              aria-label={t('home.search_label')}
              data-testid="home-search"
              onClick={search}
            >
              <SearchOutline aria-hidden="true" />
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
