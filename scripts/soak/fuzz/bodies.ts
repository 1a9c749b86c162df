/**
 * Bodies of fuzzed requests: valid, mutated or wrong JSON under a right or wrong content type,
 * raw texts that are not (quite) JSON, gzipped ones; and query strings from generated values.
 */
import fc from 'fast-check';
import { rawText, wrongBody } from '../nasty-values.ts';
import { pct } from './headers.ts';
import type { FuzzContext } from './target.ts';

export type Body =
  | { kind: 'json'; value: unknown; contentType: string | undefined }
  | { kind: 'raw'; text: string; contentType: string | undefined; gzip: boolean };

const JSON_TYPES = [
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
];
export const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----soak',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/jsonx',
  'application/vnd.api+json',
  'application/xml',
  'text/json',
  '*/*',
];

export function bodyArbitrary(
  valid: fc.Arbitrary<unknown>,
  mutated: fc.Arbitrary<unknown>,
): fc.Arbitrary<Body> {
  const jsonType = fc.option(fc.constantFrom(...JSON_TYPES), { nil: undefined, freq: 30 });
  return fc.oneof(
    {
      arbitrary: fc.record({ kind: fc.constant('json' as const), value: valid, contentType: jsonType }),
      weight: 46,
    },
    {
      arbitrary: fc.record({ kind: fc.constant('json' as const), value: mutated, contentType: jsonType }),
      weight: 22,
    },
    {
      arbitrary: fc.record({ kind: fc.constant('json' as const), value: wrongBody, contentType: jsonType }),
      weight: 8,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: rawText(valid),
        contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
        gzip: fc.constant(false),
      }),
      weight: 14,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: valid.map((v) => JSON.stringify(v) ?? ''),
        contentType: fc.option(fc.constantFrom(...OTHER_TYPES), { nil: undefined, freq: 8 }),
        gzip: fc.boolean(),
      }),
      weight: 10,
    },
  );
}

export function bodyText(ctx: FuzzContext, body: Body): { text: string; instance: number | undefined } {
  if (body.kind === 'raw') return { text: body.text, instance: undefined };
  const resolved = ctx.pools.resolve(body.value);
  return { text: JSON.stringify(resolved.value) ?? '', instance: resolved.instance };
}

/** A query string from a generated object (repeated keys for arrays, JSON for objects). */
export function toQuery(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return `v=${pct(String(value))}`;
  const pairs: string[] = [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [k, v] of entries) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) pairs.push(`${pct(k)}=${pct(String(item))}`);
    else if (typeof v === 'object' && v !== null) pairs.push(`${pct(k)}=${pct(JSON.stringify(v))}`);
    else pairs.push(`${pct(k)}=${pct(String(v))}`);
  }
  return pairs.join('&');
}

export const rawQuery = fc.string({
  unit: fc.constantFrom(
    'a',
    'b',
    'k',
    '=',
    '&',
    '%',
    '%2',
    '%zz',
    '%00',
    '+',
    '1',
    '.',
    '[',
    ']',
    '\u00e9',
    '繁',
    '😀',
    ';',
    '?',
    '/',
  ),
  maxLength: 40,
});
