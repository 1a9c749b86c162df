/**
 * The floating shortcut menu of SPEC 2 on the right edge: user centre and customer service.
 * It starts open, closes by itself after FLOATING_MENU_AUTO_HIDE_MS, and the main button
 * toggles it. The main button can be dragged up and down out of the way of the content.
 */
import { lazy, Suspense, useEffect, useRef, useState, type PointerEvent } from 'react';
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
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { OverlayBoundary } from '../overlay-boundary.tsx';
import styles from './floating-menu.module.css';

export const loadServiceDialog = () => import('./service-dialog.tsx');
const ServiceDialog = lazy(loadServiceDialog);

/** Movement (px) after which a press on the main button is a drag, not a tap. */
const DRAG_THRESHOLD_PX = 6;
/** Keeps the menu clear of the title bar and the tab bar. */
const EDGE_MARGIN_PX = 72;

export function FloatingMenu() {
  const { t } = useTranslation();
  const { switchTab } = useAppNavigation();
  const hadLogin = useSession((s) => s.hadLogin);
  const openLogin = useLoginPopup((s) => s.open);
  const [open, setOpen] = useState(true);
  const [serviceOpen, setServiceOpen] = useState(false);
  const [serviceLoaded, setServiceLoaded] = useState(false);
  const [top, setTop] = useState<number | null>(null);
  const drag = useRef<{ pointerId: number; startY: number; startTop: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(false), FLOATING_MENU_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const onUser = (): void => {
    setOpen(false);
    if (hadLogin) void switchTab(paths.mine.path);
    else openLogin();
  };

  const onService = (): void => {
    setOpen(false);
    setServiceLoaded(true);
    setServiceOpen(true);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>): void => {
    if (event.button !== 0) return;
    const rect = rootRef.current?.getBoundingClientRect();
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      startTop: rect?.top ?? 0,
      moved: false,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>): void => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const dy = event.clientY - d.startY;
    if (!d.moved && Math.abs(dy) < DRAG_THRESHOLD_PX) return;
    if (!d.moved) {
      d.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    const height = rootRef.current?.offsetHeight ?? 0;
    const max = window.innerHeight - height - EDGE_MARGIN_PX;
    setTop(Math.min(Math.max(d.startTop + dy, EDGE_MARGIN_PX), Math.max(EDGE_MARGIN_PX, max)));
  };

  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>): void => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    suppressClick.current = d.moved;
    drag.current = null;
  };

  const onToggle = (): void => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    setOpen((value) => !value);
  };

  return (
    <>
      <div
        ref={rootRef}
        className={styles.root}
        data-testid="floating-menu"
        data-open={open}
        style={top === null ? undefined : { top: `${top}px` }}
        role="group"
        aria-label={t('menu.label')}
      >
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
        <button
          type="button"
          className={styles.toggle}
          data-testid="floating-menu-toggle"
          aria-expanded={open}
          aria-label={open ? t('menu.close') : t('menu.open')}
          onClick={onToggle}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          {open ? <CloseOutline aria-hidden="true" /> : <AppstoreOutline aria-hidden="true" />}
        </button>
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
