/**
 * The operator's unsaved article texts, one per article and language, kept while the Articles
 * screen is open: the editor is made anew for each article and language (the address names
 * them), so switching to another and back finds the draft where it was left. Leaving the
 * screen (after the "Leave without saving?" question) drops them all.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { ArticleKey } from '#shared/contract/article.ts';
import type { Locale } from '#shared/languages.ts';

export interface ArticleDraftKey {
  key: ArticleKey;
  locale: Locale;
}

const drafts = new Map<string, ArticleDraftKey & { body: string }>();
const listeners = new Set<() => void>();
// A new snapshot on each change, so that useSyncExternalStore re-renders its readers.
let snapshot: readonly (ArticleDraftKey & { body: string })[] = [];
let openEditors = 0;

const idOf = ({ key, locale }: ArticleDraftKey) => `${key}/${locale}`;

function changed(): void {
  snapshot = [...drafts.values()];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps `body` as the draft of one article and language; undefined drops it (saved, or back as served). */
export function setArticleDraft(target: ArticleDraftKey, body: string | undefined): void {
  if (body === undefined) {
    if (!drafts.delete(idOf(target))) return;
  } else {
    drafts.set(idOf(target), { ...target, body });
  }
  changed();
}

/**
 * Every draft (a new array after each change). Called by each editor: while one is on screen
 * the drafts stay; once none is (the screen was left), they are dropped. An editor replaced by
 * another (a switch of article or language) is followed by the next one in the same commit.
 */
export function useArticleDrafts(): readonly (ArticleDraftKey & { body: string })[] {
  useEffect(() => {
    openEditors += 1;
    return () => {
      openEditors -= 1;
      setTimeout(() => {
        if (openEditors === 0 && drafts.size > 0) {
          drafts.clear();
          changed();
        }
      }, 0);
    };
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
