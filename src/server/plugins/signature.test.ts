import { describe, expect, it } from 'vitest';
import { canonicalQuery, signRequest } from '#shared/signing.ts';
import vectors from '#shared/signing.vectors.json' with { type: 'json' };
import { keyedHmacBase64, nodeHmacBase64 } from './signature.ts';

describe('server HMAC (node:crypto) against the shared vectors', () => {
  it.each(vectors)('$name', (v) => {
    const payload = 'query' in v && v.query !== undefined ? canonicalQuery(v.query) : (v.payload ?? '');
    expect(
      signRequest({ key: v.key, method: v.method, path: v.path, time: v.time, payload }, nodeHmacBase64),
    ).toBe(v.expected);
  });
});

describe('keyed HMAC with precomputed pads', () => {
  it.each(vectors)('$name', (v) => {
    const payload = 'query' in v && v.query !== undefined ? canonicalQuery(v.query) : (v.payload ?? '');
    const sign = keyedHmacBase64(v.key);
    expect(
      signRequest({ key: v.key, method: v.method, path: v.path, time: v.time, payload }, (_k, m) => sign(m)),
    ).toBe(v.expected);
  });

  it('matches createHmac for keys longer than a block and repeated use', () => {
    for (const key of ['', 'k', 'x'.repeat(64), 'y'.repeat(65), '鑰匙'.repeat(40)]) {
      const sign = keyedHmacBase64(key);
      for (const message of ['', 'a', 'POST\n/x\n1\n{}', 'ไทย'.repeat(100)]) {
        expect(sign(message)).toBe(nodeHmacBase64(key, message));
        expect(sign(message)).toBe(nodeHmacBase64(key, message));
      }
    }
  });
});
