/** Fixed facts about the web app that are not user-facing copy. */

/** The brand name until the system settings name the site. */
export const FALLBACK_APP_NAME = 'Enjoy Drama';
