import { describe, expect, it } from 'vitest';
import { missingNumbers, numbersText } from './episode-numbers.ts';

describe('episode numbers', () => {
  it('finds the numbers a series skips, up to its last episode', () => {
    const numbers = [...Array.from({ length: 51 }, (_, i) => i + 1), 60, 62, 70];
    const missing = missingNumbers(numbers);
    expect(missing).toHaveLength(8 + 1 + 7);
    expect(numbersText(missing, 'en')).toBe('52–59, 61, and 63–69');
  });

  it('finds none in a complete series or an empty one, and a missing first episode', () => {
    expect(missingNumbers([1, 2, 3])).toEqual([]);
    expect(missingNumbers([])).toEqual([]);
    expect(missingNumbers([2, 3])).toEqual([1]);
  });

  it('writes runs in the language’s list form', () => {
    expect(numbersText([5, 1, 2, 3], 'en')).toBe('1–3 and 5');
    expect(numbersText([1, 2, 4], 'zh-Hans')).toBe('1–2和4');
  });
});
