/**
 * What a release push carries (ReleasePushPayload, issue 19), read defensively by the service
 * worker: a notification's title, body, icon and tag, and the same-origin page it opens.
 */
import type { ReleasePushPayload } from '#shared/contract/follow.ts';

const FALLBACK_URL = '/';

/** A path of this site ("/pages/..."), never another origin ("//evil", "https://..."). */
export function sameOriginPath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : FALLBACK_URL;
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** The notification of a push's JSON, or null when it has no title. */
export function releaseNotification(data: unknown): ReleasePushPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const raw = data as Record<string, unknown>;
  const title = text(raw.title, 200);
  if (title === '') return null;
  return {
    title,
    body: text(raw.body, 500),
    url: sameOriginPath(raw.url),
    icon: sameOriginPath(raw.icon),
    tag: text(raw.tag, 64),
  };
}
