/**
 * Recent searches: the last keywords this session searched for on this device, newest first,
 * for the empty search page. Kept per session (with a tag of its token, never the token), so
 * another account on a shared phone, or the next guest after a logout, does not see them. A
 * keyword counts when it was asked for on purpose (Enter, a popular or recent title) or led to a
 * drama being opened; what the box searched while the viewer was still typing does not.
 */
import { readStorage, removeStorage, writeStorage } from '#web/lib/storage.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { sessionTag } from '#web/lib/session-tag.ts';
import { normalizeKeyword } from '../api/search-dramas.ts';

export const RECENT_SEARCHES_MAX = 10;

interface Stored {
  session: string;
  keywords: string[];
}

function parse(raw: string | null): Stored | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Stored>;
    if (typeof value.session !== 'string' || !Array.isArray(value.keywords)) return null;
    return { session: value.session, keywords: value.keywords.filter((k) => typeof k === 'string') };
  } catch {
    return null;
  }
}

/** This session's recent searches, newest first (none for another session's or damaged data). */
export function readRecentSearches(token: string): string[] {
  const stored = parse(readStorage(STORAGE_KEYS.recentSearches));
  return stored && token !== '' && stored.session === sessionTag(token) ? stored.keywords : [];
}

/** Puts `keyword` first (once, whatever its case); returns the new list. */
export function addRecentSearch(token: string, keyword: string): string[] {
  const next = normalizeKeyword(keyword);
  if (next === '' || token === '') return readRecentSearches(token);
  const same = (k: string): boolean => k.toLocaleLowerCase() === next.toLocaleLowerCase();
  const keywords = [next, ...readRecentSearches(token).filter((k) => !same(k))].slice(0, RECENT_SEARCHES_MAX);
  writeStorage(STORAGE_KEYS.recentSearches, JSON.stringify({ session: sessionTag(token), keywords }));
  return keywords;
}

export function clearRecentSearches(): void {
  removeStorage(STORAGE_KEYS.recentSearches);
}
