import { describe, expect, it } from 'vitest';
import { searchWords } from './search-words.ts';

describe('searchWords', () => {
  it('folds case, drops apostrophes and splits on spaces and punctuation', () => {
    expect(searchWords("The CEO's Secret Bride")).toEqual(['the', 'ceos', 'secret', 'bride']);
    expect(searchWords('  bride,secret!  CEO’s ')).toEqual(['bride', 'secret', 'ceos']);
    expect(searchWords('spider-man: 2')).toEqual(['spider', 'man', '2']);
  });

  it('keeps a Thai or Chinese keyword whole (no spaces between their words)', () => {
    expect(searchWords('เจ้าสาวลับ')).toEqual(['เจ้าสาวลับ']);
    expect(searchWords('秘密 新娘')).toEqual(['秘密', '新娘']);
    expect(searchWords('秘密，新娘')).toEqual(['秘密', '新娘']);
  });

  it('has no words for marks alone, and each word once', () => {
    expect(searchWords("%_'!")).toEqual([]);
    expect(searchWords('bride Bride BRIDE')).toEqual(['bride']);
  });
});
