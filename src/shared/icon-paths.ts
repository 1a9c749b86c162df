/**
 * Icon paths drawn both by the web app (components/icons) and by the server's static first
 * screen of home (src/server/first-screen.ts), so the two draw the same thing. 48x48 box.
 */

/** The magnifier of the search button in home's title bar. */
export const SEARCH_ICON_PATH =
  'M10.2 10.2C17.2 3.3 28.6 3.3 35.6 10.2C42.3 16.8 42.5 27.4 36.2 34.3L43.7 41.6C43.9 41.8 43.9 42.1 43.7 42.2L42.2 43.7C42 43.9 41.8 43.9 41.6 43.7L34.1 36.3C27 41.9 16.8 41.4 10.2 35C3.3 28.2 3.3 17 10.2 10.2ZM12.4 12.2C6.5 17.9 6.5 27.2 12.4 32.9C18.2 38.7 27.6 38.7 33.5 32.9C39.3 27.2 39.3 17.9 33.5 12.2C27.6 6.5 18.2 6.5 12.4 12.2Z';
