import { describe, expect, it } from 'vitest';
import { canonicalQuery, signRequest } from '#shared/signing.ts';
import vectors from '#shared/signing.vectors.json' with { type: 'json' };
import { nodeHmacBase64 } from './signature.ts';

describe('server HMAC (node:crypto) against the shared vectors', () => {
  it.each(vectors)('$name', (v) => {
    const payload = 'query' in v && v.query !== undefined ? canonicalQuery(v.query) : (v.payload ?? '');
    expect(
      signRequest({ key: v.key, method: v.method, path: v.path, time: v.time, payload }, nodeHmacBase64),
    ).toBe(v.expected);
  });
});
