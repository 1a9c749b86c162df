/**
 * The app shell around every route: title bar, page, tab bar (tab pages), floating menu, and
 * the app-wide overlays (login popup, expired-session dialog, the first visit's language sheet,
 * toasts). Offline, a page with something on screen keeps it under a small banner; a page that
 * cannot show anything gives way to the no-network placeholder (SPEC 2). The title bar and the
 * tab bar keep working.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FloatingMenu, loadServiceDialog } from '#web/components/floating-menu/floating-menu.tsx';
import { loadToast, NoticeHost } from '#web/components/notice-host.tsx';
import { OfflineBanner } from '#web/components/offline-banner.tsx';
import { OfflinePlaceholder } from '#web/components/offline-placeholder.tsx';
import { OverlayBoundary } from '#web/components/overlay-boundary.tsx';
import { SandboxRibbon } from '#web/components/sandbox-ribbon.tsx';
import { Splash } from '#web/components/splash.tsx';
import { AppTabBar } from '#web/components/tab-bar/app-tab-bar.tsx';
import { TitleBar } from '#web/components/title-bar/title-bar.tsx';
import { FALLBACK_APP_NAME } from '#web/config/app.ts';
import { notFoundMeta, routeMetaOf } from '#web/config/paths.ts';
import { usePendingOrderPolling } from '#web/features/pay/hooks/use-pending-order-polling.ts';
import { USER_INFO_QUERY_KEY, useUserInfo } from '#web/features/user/api/get-user-info.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { useIdlePreload } from '#web/hooks/use-idle-preload.ts';
import { useOfflineScreen, type OfflineScreen } from '#web/stores/offline-screen.ts';
import { useOnlineStatus } from '#web/hooks/use-online-status.ts';
import { usePixels } from '#web/hooks/use-pixels.ts';
import { loadWhenOnline, networkReturned } from '#web/lib/load-when-online.ts';
import { notify } from '#web/lib/notify.ts';
import { documentTitle, usePageTitle } from '#web/lib/page-title.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { loadSystemSettings } from '#web/lib/system-settings.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { usePayPopup } from '#web/stores/pay-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import { RouteBoundary } from '../route-boundary.tsx';
import { useScrollRestoration } from '../scroll-restoration.ts';
import { LanguagePrompt } from './language-prompt.tsx';
import styles from './app-layout.module.css';

const loadLoginPopup = () => import('#web/features/login/components/login-popup.tsx');
const loadSessionExpiredDialog = () => import('#web/components/session-expired-dialog.tsx');
const loadPayPopup = () => import('#web/features/pay/components/pay-popup.tsx');
// A popup whose code failed offline opens once the network returns (not the error screen).
const LoginPopup = lazy(loadWhenOnline(loadLoginPopup));
const PayPopup = lazy(loadWhenOnline(loadPayPopup));
const SessionExpiredDialog = lazy(loadWhenOnline(loadSessionExpiredDialog));

// Overlays are not part of the first page's JS. The toast and the popups are fetched after the
// first tap (use-idle-preload.ts says why); a notice before that loads the toast on demand, and
// once the network is gone the service worker's precache still has them.
const OVERLAY_LOADERS = [
  loadToast,
  loadLoginPopup,
  loadServiceDialog,
  loadSessionExpiredDialog,
  loadPayPopup,
] as const;

/** A first tap often opens a drama: its video starts before the overlays' code competes with it. */
const OVERLAY_SETTLE_MS = 3000;

/** SPEC 4 step 5: a paid order refreshes the user info (balances, VIP). */
const refreshUserInfo = (): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: [USER_INFO_QUERY_KEY] });

/** Offline while navigator says so, unless a retry just proved the server reachable. */
function useOffline(): { offline: boolean; retry: () => Promise<boolean> } {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const [reachable, setReachable] = useState(false);

  useEffect(() => {
    const reset = (): void => setReachable(false);
    window.addEventListener('offline', reset);
    return () => window.removeEventListener('offline', reset);
  }, []);

  const retry = async (): Promise<boolean> => {
    try {
      await loadSystemSettings({ silent: true });
    } catch {
      notify(t('offline.still_offline'));
      return false;
    }
    setReachable(true);
    // A page whose code failed to load offline loads now, as on the browser's `online` event.
    networkReturned();
    void queryClient.refetchQueries({ type: 'active' });
    return true;
  };

  return { offline: !online && !reachable, retry };
}

/** Offline: nothing on screen (the placeholder), content under the shell's banner, or content with its own. */
function heldContent(holders: OfflineScreen['holders']): 'nothing' | 'shell' | 'page' {
  if (holders.length === 0) return 'nothing';
  return holders.some((h) => h.banner === 'shell') ? 'shell' : 'page';
}

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { back } = useAppNavigation();
  const meta = routeMetaOf(pathname) ?? notFoundMeta;
  const appName = useSession((s) => s.appName) || FALLBACK_APP_NAME;
  const loginRequested = useLoginPopup((s) => s.requested);
  const payRequested = usePayPopup((s) => s.requested);
  const promptRequested = useSessionPrompt((s) => s.requested);
  const { offline, retry } = useOffline();
  // Read only while offline: online, a page registering its content (as home does once
  // mounted) does not render the shell again.
  const held = useOfflineScreen((s) => (offline ? heldContent(s.holders) : 'online'));
  // Offline with nothing on screen: the placeholder, in the page's place.
  const placeholder = held === 'nothing';
  const shellBanner = held === 'shell';
  const title = meta.titleKey ? t(meta.titleKey) : appName;
  // A page's own name (the play page's series) over the route's generic title.
  const pageTitle = usePageTitle((s) => s.title);

  useUserInfo();
  useIdlePreload(OVERLAY_LOADERS, { after: 'interaction', settleMs: OVERLAY_SETTLE_MS });
  usePendingOrderPolling({ refreshUser: refreshUserInfo });
  usePixels();
  useScrollRestoration();

  useEffect(() => {
    useOfflineScreen.setState({ offline, shown: placeholder });
  }, [offline, placeholder]);

  useEffect(() => {
    document.title = documentTitle(pageTitle, meta.titleKey ? title : null, appName);
  }, [pageTitle, meta.titleKey, title, appName]);

  return (
    <>
      <div className={styles.shell} data-tabbar={meta.tab !== null}>
        <TitleBar
          title={title}
          theme={meta.header}
          showBack={meta.tab === null}
          onBack={() => void back()}
          showSearch={meta.searchButton}
          menuButton={meta.floatingMenu}
        />
        <main className={styles.main}>
          {shellBanner && <OfflineBanner message={t('offline.banner')} className={styles.offlineBanner} />}
          {/* Kept mounted under the placeholder: back online, it is there as it was. */}
          <div className={styles.route} hidden={placeholder}>
            <RouteBoundary resetKey={pathname}>
              <Suspense fallback={<Splash dark={meta.immersive} />}>
                <Outlet />
              </Suspense>
            </RouteBoundary>
          </div>
          {placeholder && <OfflinePlaceholder onRetry={retry} />}
        </main>
        {meta.tab !== null && <AppTabBar active={meta.tab} />}
        {meta.floatingMenu && <FloatingMenu besideSearch={meta.searchButton} />}
      </div>
      {loginRequested && (
        <OverlayBoundary>
          <Suspense fallback={null}>
            <LoginPopup />
          </Suspense>
        </OverlayBoundary>
      )}
      {payRequested && (
        <OverlayBoundary>
          <Suspense fallback={null}>
            <PayPopup />
          </Suspense>
        </OverlayBoundary>
      )}
      {promptRequested && (
        <OverlayBoundary>
          <Suspense fallback={null}>
            <SessionExpiredDialog />
          </Suspense>
        </OverlayBoundary>
      )}
      <LanguagePrompt />
      <NoticeHost />
      <SandboxRibbon />
    </>
  );
}
