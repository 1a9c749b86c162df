/**
 * The /enjoy-api surface as one table (STYLE rules 3 to 5): method, path, auth and the
 * repeat guard of every endpoint. Zod-free, so the web app can route calls without loading
 * zod up front; the payload and data schemas of each endpoint live in ./schemas.ts, keyed by
 * the same names (the compiler refuses a name missing on either side).
 */

export type Auth = 'none' | 'optional' | 'required';

export interface EndpointMeta {
  method: 'GET' | 'POST';
  path: string;
  /** none: the token is not sent (SPEC 6, isToken:false); required: 301 without a live session. */
  auth: Auth;
  /** Refuse an identical request within 1000 ms (SPEC 5), on the client and for money on the server. */
  repeatGuard: boolean;
}

export const endpoints = {
  checkSetting: { method: 'POST', path: '/service/check-setting', auth: 'none', repeatGuard: false },
  deviceLogin: { method: 'POST', path: '/user/device-login', auth: 'none', repeatGuard: true },
  userIndex: { method: 'POST', path: '/user/index', auth: 'required', repeatGuard: false },
  logout: { method: 'POST', path: '/auth/user/logout', auth: 'optional', repeatGuard: true },
  sendEmail: { method: 'POST', path: '/message/send-email', auth: 'none', repeatGuard: true },
  emailBind: { method: 'POST', path: '/user/email-bind', auth: 'required', repeatGuard: true },
  getArticle: { method: 'GET', path: '/api/site/article/get-article', auth: 'none', repeatGuard: false },
  home: { method: 'GET', path: '/video/home', auth: 'none', repeatGuard: false },
  dramaList: { method: 'GET', path: '/video/list', auth: 'none', repeatGuard: false },
  rank: { method: 'GET', path: '/video/rank', auth: 'none', repeatGuard: false },
  tags: { method: 'GET', path: '/video/tags', auth: 'none', repeatGuard: false },
  search: { method: 'GET', path: '/video/search', auth: 'none', repeatGuard: false },
  detail: { method: 'POST', path: '/video/detail', auth: 'required', repeatGuard: false },
  episode: { method: 'POST', path: '/video/episode', auth: 'required', repeatGuard: false },
  recommend: { method: 'POST', path: '/video/recommend', auth: 'required', repeatGuard: false },
  progress: { method: 'POST', path: '/video/progress', auth: 'required', repeatGuard: false },
  play: { method: 'POST', path: '/video/play', auth: 'required', repeatGuard: false },
  historyList: { method: 'POST', path: '/history/list', auth: 'required', repeatGuard: false },
  historyRemove: { method: 'POST', path: '/history/remove', auth: 'required', repeatGuard: true },
  historyClear: { method: 'POST', path: '/history/clear', auth: 'required', repeatGuard: true },
  favoriteList: { method: 'POST', path: '/favorite/list', auth: 'required', repeatGuard: false },
  favoriteAdd: { method: 'POST', path: '/favorite/add', auth: 'required', repeatGuard: true },
  favoriteRemove: { method: 'POST', path: '/favorite/remove', auth: 'required', repeatGuard: true },
} as const satisfies Record<string, EndpointMeta>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
