/**
 * Where a downloaded episode's files live in the browser (decision 0043). The server's media
 * URLs are signed and expire (`/media/<exp>.<sig>/e/<media_key>/<file>`); an offline copy must
 * outlive the signature, so each file is stored in Cache Storage under its path without the
 * token: `/media/e/<media_key>/<file>` on the app's own origin. The server never answers that
 * path (no token: 403), the service worker answers it from the downloads cache. Playlists keep
 * their relative URIs, so a stored playlist already points at the stored segments.
 */

const KEY = '[A-Za-z0-9_-]{1,64}';
const FILE = '[A-Za-z0-9_-][A-Za-z0-9_.\\-/]{0,255}';

const OFFLINE_RE = new RegExp(`^/media/e/(${KEY})/(${FILE})$`);
const SIGNED_RE = new RegExp(`^/media/\\d+\\.[^/]+/e/(${KEY})/(${FILE})$`);

/** The stable, unsigned path of one file of an episode's folder. */
export function offlineMediaPath(mediaKey: string, file: string): string {
  return `/media/e/${mediaKey}/${file}`;
}

/** The folder every file of one downloaded episode is stored under (ends with `/`). */
export function offlineMediaFolder(mediaKey: string): string {
  return `/media/e/${mediaKey}/`;
}

/** The offline master playlist a downloaded episode plays from. */
export function offlineMasterPath(mediaKey: string): string {
  return offlineMediaPath(mediaKey, 'index.m3u8');
}

function safeFile(file: string): boolean {
  return file.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** A stable offline path (`/media/e/<key>/<file>`), or undefined. */
export function parseOfflinePath(pathname: string): { mediaKey: string; file: string } | undefined {
  const match = OFFLINE_RE.exec(pathname);
  if (!match?.[1] || !match[2] || !safeFile(match[2])) return undefined;
  return { mediaKey: match[1], file: match[2] };
}

/** The stable path a signed media path is stored under, or undefined for any other path. */
export function stableOfSigned(pathname: string): string | undefined {
  const match = SIGNED_RE.exec(pathname);
  if (!match?.[1] || !match[2] || !safeFile(match[2])) return undefined;
  return offlineMediaPath(match[1], match[2]);
}
