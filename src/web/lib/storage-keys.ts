/** Every key this app writes to Web Storage, in one place (prefixed so nothing collides). */
export const STORAGE_KEYS = {
  /** localStorage: the session token (SPEC 4: the token is kept in local storage). */
  token: 'enjoy.token',
  /** localStorage: the device id sent as `udid`, generated once. */
  udid: 'enjoy.udid',
  /** localStorage: the language id the user picked (SPEC 9: overrides the site language when allowed). */
  language: 'enjoy.language',
  /** localStorage: when the send-code countdown ends (ms epoch; SPEC 4's email-interval key). */
  emailInterval: 'enjoy.email-interval',
  /** sessionStorage: when the expired-session recovery last reloaded the page (loop guard). */
  recoveryReloadAt: 'enjoy.recovery-reload-at',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
