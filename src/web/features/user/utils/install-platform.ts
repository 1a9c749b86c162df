/**
 * Which add-to-home-screen steps fit the viewer's browser, read from the user agent: iOS
 * (Safari's Share, then Add to Home Screen; other iOS browsers share the same sheet), Android
 * (the browser's ⋮ menu, then Install app or Add to Home screen), desktop Chromium (Chrome,
 * Edge, Opera: the install icon in the address bar), or another browser (its own menu).
 * iPadOS Safari says "Macintosh" but has a touch screen.
 */
export type InstallPlatform = 'ios' | 'android' | 'desktop' | 'other';

export function installPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1)) {
    return 'ios';
  }
  if (/\bAndroid\b/.test(userAgent)) return 'android';
  if (/\b(Chrome|Chromium|Edg)\/\d/.test(userAgent) && !/\bMobile\b/.test(userAgent)) return 'desktop';
  return 'other';
}
