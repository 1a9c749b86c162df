/**
 * The global title bar: pink (black on the avatar and top-up record pages), back arrow off tabs,
 * a search button on home, room at the end for the floating menu's button. The markup and
 * classes of antd-mobile's NavBar (with its stylesheet), written out so the first page does not
 * carry the component and its own icon.
 * The server's static first screen of home copies this box (src/server/first-screen.ts).
 */
import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/components/app-link.tsx';
import { LeftOutline, SearchOutline } from '#web/components/icons/icons.tsx';
import { paths, type HeaderTheme } from '#web/config/paths.ts';
import styles from './title-bar.module.css';

interface TitleBarProps {
  title: string;
  theme: HeaderTheme;
  showBack: boolean;
  onBack: () => void;
  /** Shows the search button: a link to the search page. */
  showSearch: boolean;
  /** The floating menu's button is docked at the end: the title keeps clear of it. */
  menuButton?: boolean;
}

export function TitleBar({ title, theme, showBack, onBack, showSearch, menuButton = false }: TitleBarProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.bar} data-theme={theme} data-testid="title-bar">
      <div
        className={`adm-nav-bar ${styles.nav}`}
        data-menu={menuButton || undefined}
        data-search={showSearch || undefined}
      >
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
          {showSearch && (
            <AppLink
              path={paths.search.path}
              className={styles.searchButton}
              ariaLabel={t('home.search_label')}
              testId="home-search"
            >
              <SearchOutline aria-hidden="true" />
            </AppLink>
          )}
        </div>
      </div>
    </header>
  );
}
