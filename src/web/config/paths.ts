/**
 * Every client route of SPEC section 2, in one typed table (STYLE rule 3). The router, the
 * title bar, the tab bar, the floating menu and the navigation permission check all read it.
 */
import type { MessageKey } from '#web/lib/i18n.ts';

export type TabKey = 'home' | 'list' | 'recommend' | 'mine';
export type HeaderTheme = 'pink' | 'black';

export interface RouteMeta {
  path: string;
  /** Title bar text; null = the site name (home). */
  titleKey: MessageKey | null;
  /** The bottom tab this route is, if any (tab pages show the tab bar and no back arrow). */
  tab: TabKey | null;
  header: HeaderTheme;
  /** Navigation to it asks a guest to log in first (the login popup opens instead). */
  requiresLogin: boolean;
  /** Shows the floating shortcut menu. */
  floatingMenu: boolean;
  /** Shows the search button at the right end of the title bar. */
  searchButton: boolean;
  /**
   * The page covers the shell, black (the players): while its code loads, a black screen over
   * the title bar, not the shell's pink one (the server's splash for it is black too: spa.ts).
   */
  immersive: boolean;
}

function route(path: string, meta: Partial<Omit<RouteMeta, 'path'>> = {}): RouteMeta {
  return {
    path,
    titleKey: null,
    tab: null,
    header: 'pink',
    requiresLogin: false,
    floatingMenu: false,
    searchButton: false,
    immersive: false,
    ...meta,
  };
}

export const paths = {
  home: route('/', { tab: 'home', floatingMenu: true, searchButton: true }),
  /** The uni-app style address of the home tab. */
  homeAlias: route('/pages/index/index', { tab: 'home', floatingMenu: true, searchButton: true }),
  loginCallback: route('/pages/login/callback', { titleKey: 'titles.login_callback' }),
  // Guests have an invite link too; the reward comes when their friends register (issue 6).
  friend: route('/pages/friend/index', { titleKey: 'titles.friend', floatingMenu: true }),
  videoPlay: route('/pages/video/play', { titleKey: 'titles.play', header: 'black', immersive: true }),
  rankList: route('/pages/video/rankList', { titleKey: 'titles.rank_list', floatingMenu: true }),
  /** Search by title (`?keyword=`, in any of the five languages). */
  search: route('/pages/video/search', { titleKey: 'titles.search' }),
  viewHis: route('/pages/video/viewHis', { titleKey: 'titles.view_his', tab: 'list', floatingMenu: true }),
  recommend: route('/pages/video/recommend', {
    titleKey: 'titles.recommend',
    tab: 'recommend',
    floatingMenu: true,
  }),
  mine: route('/pages/user/index', { titleKey: 'titles.mine', tab: 'mine' }),
  // Guests may change their nickname and avatar too (issue 4).
  setting: route('/pages/user/setting', { titleKey: 'titles.setting' }),
  faceUpload: route('/pages/user/faceUpload', {
    titleKey: 'titles.face_upload',
    header: 'black',
  }),
  storeRecord: route('/pages/user/storeRecord', {
    titleKey: 'titles.store_record',
    header: 'black',
    // A guest can buy (purchases move to the account on login), so a guest sees the records.
    requiresLogin: false,
  }),
  // Guests see what logging in gives; collecting needs a registered account (issue 15).
  rewards: route('/pages/user/rewards', { titleKey: 'titles.rewards', requiresLogin: false }),
  // Guests may leave feedback too: their device account is the sender (issue 6).
  feedback: route('/pages/user/feedback', { titleKey: 'feedback.title' }),
  // Downloads for offline viewing (issue 19): the list, and a downloaded episode played from the
  // device (`?episode=<episode_id>`), both usable with the network off.
  downloads: route('/pages/user/downloads', { titleKey: 'titles.downloads' }),
  downloadPlay: route('/pages/user/downloads/play', {
    titleKey: 'titles.download_play',
    header: 'black',
    immersive: true,
  }),
  /** The wallet rules (issue 19): an article, from the pay popup and the wallet. */
  walletRules: route('/pages/user/walletRules', { titleKey: 'titles.wallet_rules' }),
  // Issue 19: the series a registered user follows, and the notices of their releases.
  following: route('/pages/user/following', { titleKey: 'titles.following', requiresLogin: true }),
  notices: route('/pages/user/notices', { titleKey: 'titles.notices', requiresLogin: true }),
  chooseLocation: route('/choose-location', { titleKey: 'titles.choose_location' }),
  openLocation: route('/open-location', { titleKey: 'titles.open_location' }),
} as const satisfies Record<string, RouteMeta>;

export type RouteName = keyof typeof paths;

/** Shown for any address outside the table. */
export const notFoundMeta: RouteMeta = route('*', { titleKey: 'titles.not_found' });

/** The four tabs, in the order of SPEC 2. */
export const TABS = [
  { key: 'home', path: paths.home.path, labelKey: 'tabs.home' },
  { key: 'list', path: paths.viewHis.path, labelKey: 'tabs.list' },
  { key: 'recommend', path: paths.recommend.path, labelKey: 'tabs.recommend' },
  { key: 'mine', path: paths.mine.path, labelKey: 'tabs.mine' },
] as const satisfies readonly { key: TabKey; path: string; labelKey: MessageKey }[];

const byPath = new Map<string, RouteMeta>(
  Object.values(paths).map((meta) => [meta.path.toLowerCase(), meta]),
);

function normalize(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** The table entry of a pathname (case and trailing slash ignored, as the router does). */
export function routeMetaOf(pathname: string): RouteMeta | undefined {
  return byPath.get(normalize(pathname));
}

/** The permission table of the navigation helper: which addresses need a logged-in user. */
export function requiresLogin(pathname: string): boolean {
  return routeMetaOf(pathname)?.requiresLogin ?? false;
}
