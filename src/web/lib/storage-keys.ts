/** Every key this app writes to Web Storage, in one place (prefixed so nothing collides). */
export const STORAGE_KEYS = {
  /** localStorage: the session token (SPEC 4: the token is kept in local storage). */
  token: 'enjoy.token',
  /**
   * localStorage: '1' while the stored token belongs to a registered account (hadLogin, as the
   * last user info derived it), so that a 301 on a later visit, before any user info, still
   * shows the 'log in again' prompt instead of quietly starting a guest session.
   */
  registered: 'enjoy.registered',
  /** localStorage: the device id sent as `udid`, generated once. */
  udid: 'enjoy.udid',
  /** localStorage: the language id the user picked (SPEC 9: overrides the site language when allowed). */
  language: 'enjoy.language',
  /**
   * localStorage: '1' once the first-visit language sheet was answered or dismissed, so that it
   * asks only once (issue 15; it is not asked either when a language is saved).
   */
  languageAsked: 'enjoy.language-asked',
  /** localStorage: when the send-code countdown ends (ms epoch; SPEC 4's email-interval key). */
  emailInterval: 'enjoy.email-interval',
  /** localStorage: the address the last login code went to and when (JSON), to fill the form in again. */
  emailCodeTo: 'enjoy.email-code-to',
  /** localStorage: the state of a TikTok login in progress (SPEC 4: checked on the callback, CSRF). */
  oauthState: 'enjoy.oauth-state',
  /** localStorage: the page a TikTok login started from, to come back to after the callback. */
  oauthReturn: 'enjoy.oauth-return',
  /** localStorage: the pending order of SPEC 3 (JSON), polled on every load until it ends. */
  pendingOrder: 'enjoy.pending-order',
  /** localStorage: user ids already reported to the pixels as registrations (JSON array; SPEC 4). */
  pixelRegistered: 'enjoy.pixel-registered',
  /**
   * localStorage: '1' once the viewer has swiped or tapped the For You feed: its one-time
   * "swipe up for more" hint is not shown again.
   */
  feedSwipeHint: 'enjoy.feed-swipe-hint',
  /**
   * localStorage: a tag of the session whose last history had something to continue (a hash of
   * its token, never the token): home keeps Continue watching's room before the history answers.
   */
  continueHint: 'enjoy.continue-hint',
  /**
   * localStorage: this session's recent searches (JSON: a tag of its token and the keywords,
   * newest first), shown on the empty search page.
   */
  recentSearches: 'enjoy.recent-searches',
  /** localStorage: the code of the invite link this visitor came by, sent with the next device login (issue 6). */
  inviteCode: 'enjoy.invite-code',
  /**
   * localStorage: the subtitle language the viewer chose in the player ('off' or a locale code;
   * unset: the interface language when the episode has it), kept across episodes and visits.
   */
  subtitles: 'enjoy.subtitles',
  /**
   * sessionStorage: automatic unlocks in a row with no touch (issue 19); the tab's count, so a
   * reload the viewer did not make (an error, a new version) does not start a new run of ten.
   */
  autoUnlockStreak: 'enjoy.auto-unlock-streak',
  /** sessionStorage: when the expired-session recovery last reloaded the page (loop guard). */
  recoveryReloadAt: 'enjoy.recovery-reload-at',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
