/**
 * The navigation helper of SPEC 2 (the uni-app verbs): navigateTo, redirectTo, switchTab,
 * reLaunch and back. The app navigates only through it, never through raw router calls, so
 * two rules hold everywhere: a request for the page already shown is ignored, and every
 * navigation passes the permission check first (a guest asking for a page that needs login
 * gets the login popup instead).
 */
import { paths, requiresLogin } from '#web/config/paths.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { navigateFromSheets } from './sheet-history.ts';

export type NavigationQuery = Record<string, string | number | boolean | null | undefined>;

/** What the helper needs of a React Router data router (browser or memory). */
export interface NavigableRouter {
  readonly state: { readonly location: { readonly pathname: string; readonly search: string } };
  navigate(to: number): Promise<void>;
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
}

let boundRouter: NavigableRouter | undefined;

/** Called once by the app with its router (and by tests with a memory router). */
export function bindRouter(router: NavigableRouter): void {
  boundRouter = router;
}

function router(): NavigableRouter {
  if (!boundRouter) throw new Error('navigation used before bindRouter()');
  return boundRouter;
}

interface Target {
  pathname: string;
  search: string;
}

function toTarget(path: string, query?: NavigationQuery): Target {
  const q = path.indexOf('?');
  const pathname = q === -1 ? path : path.slice(0, q);
  const params = new URLSearchParams(q === -1 ? '' : path.slice(q + 1));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return { pathname: pathname === '' ? '/' : pathname, search: search === '' ? '' : `?${search}` };
}

/** The address of a page with its query, as a link's href. */
export function hrefOf(path: string, query?: NavigationQuery): string {
  const target = toTarget(path, query);
  return `${target.pathname}${target.search}`;
}

function samePath(a: string, b: string): boolean {
  const trim = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(a) === trim(b);
}

/** The page already shown (same pathname and query)? */
export function isCurrentPage(path: string, query?: NavigationQuery): boolean {
  const target = toTarget(path, query);
  const location = router().state.location;
  return samePath(location.pathname, target.pathname) && location.search === target.search;
}

/**
 * The permission check: every path is allowed except those of the login table
 * (config/paths.ts `requiresLogin`), which need a logged-in user; otherwise the login popup opens.
 */
export function checkPermission(pathname: string): boolean {
  if (!requiresLogin(pathname) || useSession.getState().hadLogin) return true;
  useLoginPopup.getState().open();
  return false;
}

async function go(path: string, query: NavigationQuery | undefined, replace: boolean): Promise<boolean> {
  const target = toTarget(path, query);
  if (isCurrentPage(path, query)) return false;
  if (!checkPermission(target.pathname)) return false;
  await navigateFromSheets(() => router().navigate(hrefOf(path, query), { replace }));
  return true;
}

/** Opens a page on top of the current one. Resolves false when ignored or refused. */
export function navigateTo(path: string, query?: NavigationQuery): Promise<boolean> {
  return go(path, query, false);
}

/** Replaces the current page. */
export function redirectTo(path: string, query?: NavigationQuery): Promise<boolean> {
  return go(path, query, true);
}

/** Shows a tab page. Tabs do not stack up in history: switching replaces the current entry. */
export function switchTab(path: string): Promise<boolean> {
  return go(path, undefined, true);
}

/** Restarts at a page (the current entry is replaced). */
export function reLaunch(path: string, query?: NavigationQuery): Promise<boolean> {
  return go(path, query, true);
}

/** Goes back `delta` pages; with no history of this app to go back to, opens home instead. */
export async function back(delta = 1): Promise<void> {
  const steps = Math.max(1, Math.floor(delta));
  await navigateFromSheets(async () => {
    const state: unknown = typeof window === 'undefined' ? undefined : window.history.state;
    const idx = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : undefined;
    if (typeof idx === 'number' && idx < steps) {
      await reLaunch(paths.home.path);
      return;
    }
    await router().navigate(-steps);
  });
}

export const navigation = { navigateTo, redirectTo, switchTab, reLaunch, back } as const;
export type Navigation = typeof navigation;
