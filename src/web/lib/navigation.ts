/**
 * The navigation helper of SPEC 2 (the uni-app verbs): navigateTo, redirectTo, switchTab,
 * reLaunch and back. The app navigates only through it, never through raw router calls, so
 * two rules hold everywhere: a request for the page already shown is ignored, and every
 * navigation passes the permission check first (a guest asking for a page that needs login
 * gets the login popup instead).
 */
import { paths, requiresLogin, routeMetaOf } from '#web/config/paths.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { navigateFromSheets } from './sheet-history.ts';

export type NavigationQuery = Record<string, string | number | boolean | null | undefined>;

/**
 * What the helper needs of a React Router router (browser or memory). The entry's own state is
 * the location's `state` when the router gives it, else React Router's `usr` in the browser's
 * history state.
 */
export interface NavigableRouter {
  readonly state: {
    readonly location: { readonly pathname: string; readonly search: string; readonly state?: unknown };
  };
  navigate(to: number): Promise<void>;
  navigate(to: string, options?: { replace?: boolean; state?: EntryState }): Promise<void>;
}

/** What the helper keeps in each history entry it makes. */
export interface EntryState {
  /** The entry below this one is home (so the home tab is one Back away). */
  overHome: boolean;
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

function isHome(pathname: string): boolean {
  return routeMetaOf(pathname)?.tab === 'home';
}

function entryStateNow(): unknown {
  const location = router().state.location;
  if ('state' in location) return location.state;
  const history: unknown = typeof window === 'undefined' ? undefined : window.history.state;
  return typeof history === 'object' && history !== null && 'usr' in history ? history.usr : undefined;
}

/** Is the entry below the current one home? */
function homeBelow(): boolean {
  const state = entryStateNow();
  return typeof state === 'object' && state !== null && 'overHome' in state && state.overHome === true;
}

async function go(path: string, query: NavigationQuery | undefined, replace: boolean): Promise<boolean> {
  const target = toTarget(path, query);
  if (isCurrentPage(path, query)) return false;
  if (!checkPermission(target.pathname)) return false;
  // A new entry sits on the current one; a replacing one keeps what is below.
  const state: EntryState = {
    overHome: replace ? homeBelow() : isHome(router().state.location.pathname),
  };
  await navigateFromSheets(() => router().navigate(hrefOf(path, query), { replace, state }));
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

/**
 * Shows a tab page, as an app's bottom navigation does: home stays at the bottom of the app's
 * history and the other tabs take turns in one entry above it, so the phone's Back on another
 * tab returns to home, and Back on home leaves. Going home from there is that Back; a tab page
 * opened from home goes on top of it; from any other page, the tab replaces the current entry.
 */
export async function switchTab(path: string): Promise<boolean> {
  const target = toTarget(path);
  if (isCurrentPage(path)) return false;
  if (isHome(target.pathname) && homeBelow() && target.search === '') {
    await navigateFromSheets(() => router().navigate(-1));
    return true;
  }
  const fromHome = isHome(router().state.location.pathname) && !isHome(target.pathname);
  return go(path, undefined, !fromHome);
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
