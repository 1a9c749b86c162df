import { describe, expect, it } from 'vitest';
import { canonicalQuery, canonicalString, signaturesEqual, signRequest } from './signing.ts';
import vectors from './signing.vectors.json' with { type: 'json' };

describe('request signing (fixed vectors shared by web and server)', () => {
  it.each(vectors)('$name', (v) => {
    const payload = 'query' in v && v.query !== undefined ? canonicalQuery(v.query) : (v.payload ?? '');
    if ('canonical' in v) expect(payload).toBe(v.canonical);
    expect(signRequest({ key: v.key, method: v.method, path: v.path, time: v.time, payload })).toBe(
      v.expected,
    );
  });

  it('builds the canonical string of DESIGN.md section 2', () => {
    expect(canonicalString('post', '/user/index', 12, '{}')).toBe('POST\n/user/index\n12\n{}');
  });

  it('drops empty query values and keys, keeps encoding, sorts by key', () => {
    expect(canonicalQuery('?b=2&a=&=x&c&a2=%2F')).toBe('a2=%2F&b=2');
    expect(canonicalQuery('')).toBe('');
  });

  it('compares signatures without shortcuts', () => {
    expect(signaturesEqual('abc', 'abc')).toBe(true);
    expect(signaturesEqual('abc', 'abd')).toBe(false);
    expect(signaturesEqual('abc', 'ab')).toBe(false);
  });
});
