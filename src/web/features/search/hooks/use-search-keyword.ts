/**
 * The search keyword, kept in the address (`?keyword=`) so back, forward and reload keep it.
 * What the user types is `draft`; the address follows it SEARCH_DEBOUNCE_MS after the last
 * keystroke (not while an IME is composing), or at once on `submit` (Enter, a popular title,
 * the clear button). The address is always replaced (redirectTo), never stacked.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { normalizeKeyword } from '../api/search-dramas.ts';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchKeyword {
  /** The keyword of the address, normalized: what is searched ('' = nothing). */
  keyword: string;
  /** The text of the search box. */
  draft: string;
  /** The box changed: the address follows after the debounce. */
  change: (value: string) => void;
  /** Search this now (defaults to the box's text) and show it in the box. */
  submit: (value?: string) => void;
  /** IME composition started / ended in the box (no address update in between). */
  compositionStart: () => void;
  compositionEnd: (value: string) => void;
}

export function useSearchKeyword(): SearchKeyword {
  const { redirectTo } = useAppNavigation();
  const [params] = useSearchParams();
  const addressKeyword = params.get('keyword') ?? '';
  const keyword = normalizeKeyword(addressKeyword);
  const [draft, setDraft] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const composing = useRef(false);

  // Back or forward to another keyword: the box shows it. (The address written from the box
  // itself already matches the box, whose trailing space, say, is kept while typing.)
  if (keyword !== shown) {
    setShown(keyword);
    if (keyword !== normalizeKeyword(draft)) setDraft(keyword);
  }

  const cancel = useCallback((): void => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  // Leaving the page drops a pending update (it would replace the next page's address).
  useEffect(() => cancel, [cancel]);

  const commit = (value: string): void => {
    cancel();
    const next = normalizeKeyword(value);
    void redirectTo(paths.search.path, next === '' ? undefined : { keyword: next });
  };

  const schedule = (value: string): void => {
    cancel();
    timer.current = setTimeout(() => commit(value), SEARCH_DEBOUNCE_MS);
  };

  return {
    keyword,
    draft,
    change: (value) => {
      setDraft(value);
      if (composing.current) return;
      // Cleared: back to the popular list at once.
      if (value === '') commit(value);
      else schedule(value);
    },
    submit: (value = draft) => {
      setDraft(value);
      commit(value);
    },
    compositionStart: () => {
      composing.current = true;
      cancel();
    },
    compositionEnd: (value) => {
      composing.current = false;
      setDraft(value);
      schedule(value);
    },
  };
}
