/**
 * The floating shortcut menu of SPEC 2: user centre and customer service. It starts open,
 * closes by itself after FLOATING_MENU_AUTO_HIDE_MS, and its button toggles it.
 *
 * Its button sits in the title bar's end (left of the search button where there is one), so
 * that closed it covers nothing of the page: half tucked into the right edge it used to sit on
 * the home rails' "More" links and posters (issue 15). Open, the shortcuts drop down under it.
 *
 * The user-centre shortcut opens the personal centre for every session, as the Mine tab does:
 * a guest is logged in too (its device account, SPEC 6), and the centre is where it logs in.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  AppstoreOutline,
  CloseOutline,
  MessageOutline,
  UserCircleOutline,
} from '#web/components/icons/icons.tsx';
import { useTranslation } from 'react-i18next';
import { FLOATING_MENU_AUTO_HIDE_MS } from '#shared/constants.ts';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { OverlayBoundary } from '../overlay-boundary.tsx';
import styles from './floating-menu.module.css';
import { loadWhenOnline } from '#web/lib/load-when-online.ts';

export const loadServiceDialog = () => import('./service-dialog.tsx');
const ServiceDialog = lazy(loadWhenOnline(loadServiceDialog));

interface FloatingMenuProps {
  /** The title bar shows the search button at its end: the menu's button goes left of it. */
  besideSearch?: boolean;
}

export function FloatingMenu({ besideSearch = false }: FloatingMenuProps) {
  const { t } = useTranslation();
  const { switchTab } = useAppNavigation();
  const [open, setOpen] = useState(true);
  const [serviceOpen, setServiceOpen] = useState(false);
  const [serviceLoaded, setServiceLoaded] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(false), FLOATING_MENU_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const onUser = (): void => {
    setOpen(false);
    void switchTab(paths.mine.path);
  };

  const onService = (): void => {
    setOpen(false);
    setServiceLoaded(true);
    setServiceOpen(true);
  };

  return (
    <>
      <div
        className={styles.root}
        data-testid="floating-menu"
        data-open={open}
        data-beside-search={besideSearch}
        role="group"
        aria-label={t('menu.label')}
      >
        <button
          type="button"
          className={styles.toggle}
          data-testid="floating-menu-toggle"
          aria-expanded={open}
          aria-label={open ? t('menu.close') : t('menu.open')}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseOutline aria-hidden="true" /> : <AppstoreOutline aria-hidden="true" />}
        </button>
        <div className={styles.items} aria-hidden={!open} inert={!open}>
          <button type="button" className={styles.item} data-testid="floating-menu-user" onClick={onUser}>
            <UserCircleOutline aria-hidden="true" className={styles.itemIcon} />
            <span className={styles.itemLabel}>{t('menu.user')}</span>
          </button>
          <button
            type="button"
            className={styles.item}
            data-testid="floating-menu-service"
            onClick={onService}
          >
            <MessageOutline aria-hidden="true" className={styles.itemIcon} />
            <span className={styles.itemLabel}>{t('menu.service')}</span>
          </button>
        </div>
      </div>
      {serviceLoaded && (
        <OverlayBoundary>
          <Suspense fallback={null}>
            <ServiceDialog visible={serviceOpen} onClose={() => setServiceOpen(false)} />
          </Suspense>
        </OverlayBoundary>
      )}
    </>
  );
}
