/**
 * The words of a search (pure, unit-tested): "The CEO's Secret Bride" is found by "ceo secret
 * bride", "bride, secret" or "CEOs". Case is folded; apostrophes are dropped (inside a word
 * too: "ceo's" is "ceos"); every other mark that is neither a letter, a combining mark nor a
 * digit separates words. Thai and Chinese have no spaces between words: their keyword stays one
 * word, found anywhere in a title, as before.
 */

/** Apostrophes, typed or typographic, as titles and keyboards write them. */
export const APOSTROPHES = "'’‘ʼ`´";

/** At most this many words count (the keyword is at most 64 characters anyway). */
export const SEARCH_WORDS_MAX = 8;

const apostrophes = new RegExp(`[${APOSTROPHES}]`, 'gu');
const separators = /[^\p{L}\p{M}\p{N}]+/u;

export function searchWords(keyword: string): string[] {
  const words = keyword
    .toLowerCase()
    .replace(apostrophes, '')
    .split(separators)
    .filter((word) => word !== '');
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}
