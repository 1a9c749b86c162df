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
  /** Refuse an identical request within 1000 ms (SPEC 5), on the client. */
  repeatGuard: boolean;
  /**
   * Money and order endpoints: the server refuses the same user's identical request within
   * 1000 ms too (602, DESIGN 2), whatever the client does.
   */
  serverGuard?: true;
  /**
   * A GET listing also answered as a POST with the same fields as a JSON body (decision 0051):
   * DESIGN 2 has the calls SPEC.md leaves unshown as POSTs, and a client written from it
   * should not meet a 405. The GET stays the cacheable one (decision 0004).
   */
  alsoPost?: true;
}

export const endpoints = {
  checkSetting: { method: 'POST', path: '/service/check-setting', auth: 'none', repeatGuard: false },
  deviceLogin: { method: 'POST', path: '/user/device-login', auth: 'none', repeatGuard: true },
  userIndex: { method: 'POST', path: '/user/index', auth: 'required', repeatGuard: false },
  logout: { method: 'POST', path: '/auth/user/logout', auth: 'optional', repeatGuard: true },
  updateProfile: { method: 'POST', path: '/user/update-profile', auth: 'required', repeatGuard: true },
  /** Multipart (field `file`): the body is not signed (DESIGN 2); see apiUpload in the web client. */
  upload: { method: 'POST', path: '/api/comm/upload', auth: 'required', repeatGuard: false },
  sendEmail: { method: 'POST', path: '/message/send-email', auth: 'none', repeatGuard: true },
  /**
   * The binds: the token is sent when there is one (a live one is required then, 301 otherwise);
   * without any they log in with no current account (decision 0060: a blocked device's login).
   */
  emailBind: { method: 'POST', path: '/user/email-bind', auth: 'optional', repeatGuard: true },
  facebookBind: { method: 'POST', path: '/user/facebook-bind', auth: 'optional', repeatGuard: true },
  tiktokBind: { method: 'POST', path: '/user/tiktok-bind', auth: 'optional', repeatGuard: true },
  /** Decision 0061: how this session logged in and what it may unlink; unlinking a method. */
  loginSession: { method: 'POST', path: '/user/login-session', auth: 'required', repeatGuard: false },
  unlink: { method: 'POST', path: '/user/unlink', auth: 'required', repeatGuard: true },
  register: { method: 'POST', path: '/auth/user/register', auth: 'none', repeatGuard: true },
  retrievePassword: { method: 'POST', path: '/auth/user/retrieve-password', auth: 'none', repeatGuard: true },
  captchaCode: { method: 'GET', path: '/comm/captcha-code', auth: 'none', repeatGuard: false },
  checkSmsCode: { method: 'POST', path: '/comm/captcha/check-sms-code', auth: 'none', repeatGuard: true },
  authLoginUrl: {
    method: 'GET',
    path: '/api/third-party/login/get-auth-login-url',
    auth: 'none',
    repeatGuard: false,
  },
  authCallbackLogin: {
    method: 'POST',
    path: '/api/third-party/login/auth-callback-login',
    auth: 'none',
    repeatGuard: true,
  },
  bindMobileLogin: {
    method: 'POST',
    path: '/api/third-party/login/bind-mobile-login',
    auth: 'optional',
    repeatGuard: true,
  },
  getArticle: { method: 'GET', path: '/api/site/article/get-article', auth: 'none', repeatGuard: false },
  home: { method: 'GET', path: '/video/home', auth: 'none', repeatGuard: false, alsoPost: true },
  dramaList: { method: 'GET', path: '/video/list', auth: 'none', repeatGuard: false, alsoPost: true },
  rank: { method: 'GET', path: '/video/rank', auth: 'none', repeatGuard: false, alsoPost: true },
  tags: { method: 'GET', path: '/video/tags', auth: 'none', repeatGuard: false, alsoPost: true },
  search: { method: 'GET', path: '/video/search', auth: 'none', repeatGuard: false, alsoPost: true },
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
  // Wallet, unlocks and payments (issue 5)
  unlockQuote: { method: 'POST', path: '/video/unlock-quote', auth: 'required', repeatGuard: false },
  unlock: { method: 'POST', path: '/video/unlock', auth: 'required', repeatGuard: true, serverGuard: true },
  autoUnlock: {
    method: 'POST',
    path: '/wallet/auto-unlock',
    auth: 'required',
    repeatGuard: true,
    serverGuard: true,
  },
  rewardsInfo: { method: 'POST', path: '/rewards/info', auth: 'required', repeatGuard: false },
  checkin: {
    method: 'POST',
    path: '/rewards/checkin',
    auth: 'required',
    repeatGuard: true,
    serverGuard: true,
  },
  goldDetail: { method: 'POST', path: '/pay/gold-detail', auth: 'required', repeatGuard: false },
  payCenter: { method: 'POST', path: '/pay/center', auth: 'required', repeatGuard: false },
  createOrder: {
    method: 'POST',
    path: '/pay/create-order',
    auth: 'required',
    repeatGuard: true,
    serverGuard: true,
  },
  queryOrder: { method: 'POST', path: '/pay/query-order', auth: 'required', repeatGuard: false },
  orderList: { method: 'POST', path: '/pay/order-list', auth: 'required', repeatGuard: false },
  // The monthly top-up limit (issue 19)
  topupLimit: { method: 'POST', path: '/wallet/topup-limit', auth: 'required', repeatGuard: false },
  setTopupLimit: {
    method: 'POST',
    path: '/wallet/topup-limit/set',
    auth: 'required',
    repeatGuard: true,
    serverGuard: true,
  },
  // Invite friends (issue 6)
  inviteInfo: { method: 'POST', path: '/invite/info', auth: 'required', repeatGuard: false },
  inviteList: { method: 'POST', path: '/invite/list', auth: 'required', repeatGuard: false },
  // Feedback with replies (issue 6)
  feedbackSubmit: {
    method: 'POST',
    path: '/feedback/submit',
    auth: 'required',
    repeatGuard: true,
    serverGuard: true,
  },
  // One picture in the multipart field `file` (decision 0064), as /api/comm/upload takes one.
  feedbackImage: { method: 'POST', path: '/feedback/image', auth: 'required', repeatGuard: false },
  feedbackList: { method: 'POST', path: '/feedback/list', auth: 'required', repeatGuard: false },
  feedbackRead: { method: 'POST', path: '/feedback/read', auth: 'required', repeatGuard: false },
  feedbackUnread: { method: 'POST', path: '/feedback/unread', auth: 'required', repeatGuard: false },
  // Dictionaries (SPEC 7): `:types` is a path parameter, comma-separated (RequestOptions.pathParams)
  dictType: { method: 'GET', path: '/comm/dictType/:types', auth: 'none', repeatGuard: false },
  dictTypeBatch: {
    method: 'GET',
    path: '/comm/dictType/type-batch/:types',
    auth: 'none',
    repeatGuard: false,
  },
  // Coins back when playback fails (issue 19)
  playbackFailure: { method: 'POST', path: '/video/playback-failure', auth: 'required', repeatGuard: false },
  coinsBack: {
    method: 'POST',
    path: '/wallet/coins-back',
    auth: 'required',
    repeatGuard: true,
    serverGuard: true,
  },
  // Downloads for offline viewing (issue 19)
  download: { method: 'POST', path: '/video/download', auth: 'required', repeatGuard: false },
  // Follow a series, release notices, Web Push (issue 19)
  followState: { method: 'POST', path: '/follow/state', auth: 'required', repeatGuard: false },
  followAdd: { method: 'POST', path: '/follow/add', auth: 'required', repeatGuard: true },
  followRemove: { method: 'POST', path: '/follow/remove', auth: 'required', repeatGuard: true },
  followList: { method: 'POST', path: '/follow/list', auth: 'required', repeatGuard: false },
  noticeList: { method: 'POST', path: '/notice/list', auth: 'required', repeatGuard: false },
  noticeUnread: { method: 'POST', path: '/notice/unread', auth: 'required', repeatGuard: false },
  noticeRead: { method: 'POST', path: '/notice/read', auth: 'required', repeatGuard: false },
  noticeReadAll: { method: 'POST', path: '/notice/read-all', auth: 'required', repeatGuard: true },
  pushKey: { method: 'POST', path: '/push/key', auth: 'none', repeatGuard: false },
  pushSubscribe: { method: 'POST', path: '/push/subscribe', auth: 'required', repeatGuard: false },
  pushUnsubscribe: { method: 'POST', path: '/push/unsubscribe', auth: 'required', repeatGuard: false },
} as const satisfies Record<string, EndpointMeta>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
