/**
 * Every client route of the console in one table (STYLE rule 3), relative to its base
 * (/console, the router's basename), with the roles that may open it and its menu entry.
 * The server checks roles on every call; this table only keeps the menu honest.
 */
import type { OperatorRole } from '#shared/contract/console-auth.ts';
import type { MessageKey } from '#console/lib/i18n.ts';

export const CONSOLE_BASE = '/console';

export const paths = {
  login: '/login',
  setup: '/setup',
  home: '/',
  dashboard: '/dashboard',
  series: '/series',
  seriesNew: '/series/new',
  seriesEdit: '/series/:id',
  jobs: '/jobs',
  curation: '/curation',
  feedback: '/feedback',
  people: '/people',
  person: '/people/:uid',
  orders: '/orders',
  order: '/orders/:tradeNo',
  packages: '/packages',
  channels: '/channels',
  settings: '/settings',
  articles: '/articles',
  audit: '/audit',
  operators: '/operators',
  /** The signed-in operator's own account (every role). */
  account: '/account',
} as const;

export type MenuKey =
  | 'dashboard'
  | 'series'
  | 'jobs'
  | 'curation'
  | 'feedback'
  | 'people'
  | 'orders'
  | 'packages'
  | 'channels'
  | 'articles'
  | 'settings'
  | 'audit'
  | 'operators';

export interface MenuEntry {
  key: MenuKey;
  path: string;
  label: MessageKey;
  roles: readonly OperatorRole[];
}

/** The side menu, in order. */
export const MENU: readonly MenuEntry[] = [
  { key: 'series', path: paths.series, label: 'menu.series', roles: ['owner', 'editor'] },
  { key: 'jobs', path: paths.jobs, label: 'menu.jobs', roles: ['owner', 'editor'] },
  { key: 'curation', path: paths.curation, label: 'menu.curation', roles: ['owner', 'editor'] },
  { key: 'feedback', path: paths.feedback, label: 'menu.feedback', roles: ['owner', 'support'] },
  { key: 'dashboard', path: paths.dashboard, label: 'menu.dashboard', roles: ['owner', 'finance', 'editor'] },
  { key: 'people', path: paths.people, label: 'menu.people', roles: ['owner', 'support', 'finance'] },
  { key: 'orders', path: paths.orders, label: 'menu.orders', roles: ['owner', 'finance', 'support'] },
  { key: 'articles', path: paths.articles, label: 'menu.articles', roles: ['owner', 'editor', 'support'] },
  { key: 'packages', path: paths.packages, label: 'menu.packages', roles: ['owner', 'finance'] },
  { key: 'channels', path: paths.channels, label: 'menu.channels', roles: ['owner', 'finance'] },
  { key: 'settings', path: paths.settings, label: 'menu.settings', roles: ['owner'] },
  { key: 'audit', path: paths.audit, label: 'menu.audit', roles: ['owner'] },
  { key: 'operators', path: paths.operators, label: 'menu.operators', roles: ['owner'] },
];

export function menuFor(role: OperatorRole): MenuEntry[] {
  return MENU.filter((entry) => entry.roles.includes(role));
}

export function rolesOf(key: MenuKey): readonly OperatorRole[] {
  return MENU.find((entry) => entry.key === key)?.roles ?? [];
}

/** The editor's tabs; the address names the open one (`?tab=`), so a reload keeps it. */
export const EDITOR_TABS = ['details', 'episodes', 'subtitles'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** A series' editor, on one of its tabs (the details when none is named). */
export function seriesEditPath(id: number, tab?: EditorTab): string {
  const path = paths.seriesEdit.replace(':id', String(id));
  return tab && tab !== 'details' ? `${path}?tab=${tab}` : path;
}

/** A user's page in the console. */
export function personPath(uid: number): string {
  return paths.person.replace(':uid', String(uid));
}

/** An order's page. */
export function orderPath(tradeNo: string): string {
  return paths.order.replace(':tradeNo', encodeURIComponent(tradeNo));
}

/** The Articles page open on one article in one language (routes/articles.tsx `articleOf`). */
export function articlePath(key: string, locale: string): string {
  return `${paths.articles}?${new URLSearchParams({ key, locale }).toString()}`;
}

/** The login page's address, coming back to `next` (a console path) once signed in. */
export function loginPath(next?: string): string {
  return next && next !== paths.login && next.startsWith('/') && !next.startsWith('//')
    ? `${paths.login}?next=${encodeURIComponent(next)}`
    : paths.login;
}

/** Where `?next=` may send a signed-in operator: a console path of this site, never elsewhere. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : paths.home;
}
