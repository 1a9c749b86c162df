/**
 * Values and bodies of the wrong kind for the fuzz: strings that have broken servers before,
 * numbers at the edges, wrong types, huge and deeply nested values; whole bodies of the wrong
 * shape; raw body texts that are not (or not quite) JSON.
 */
import fc from 'fast-check';

const HUGE = [65, 129, 257, 2049, 4097, 20_000, 60_000, 70_000];

/** Strings that have broken servers before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n',
  '0',
  '-1',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  'null',
  'true',
  'undefined',
  '[]',
  '{}',
  '١٢٣',
  '１２３',
  'a\u0000b',
  '\u0000',
  '%00',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  '\ud800',
  '\udc00x',
  'e\u0301',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  'ไทย ภาษา',
  '繁體中文',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; drop table users; --',
  '../../../../etc/passwd',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'a'.repeat(64),
  'a'.repeat(65),
];

/** A string of `length` characters from a few alphabets (ASCII, CJK, emoji, NUL). */
const longString = fc
  .tuple(fc.constantFrom(...HUGE), fc.constantFrom('a', '繁', '😀', '\u0000', 'é', ' '))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

const anyString = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  { arbitrary: longString, weight: 1 },
);

const NASTY_NUMBERS = [
  0,
  -1,
  1,
  -0,
  0.5,
  1.5,
  -1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  9_007_199_254_740_991,
  9_007_199_254_740_992,
  1e21,
  -1e21,
  1e308,
  Number.MIN_VALUE,
];

/** A value of the wrong type, or a wrong value of any type. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: anyString, weight: 4 },
  { arbitrary: fc.constantFrom<unknown>(...NASTY_NUMBERS), weight: 3 },
  {
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1], [null], { a: 1 }, ['a', 'b']),
    weight: 2,
  },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  {
    arbitrary: fc.integer({ min: 2, max: 60 }).map((depth) => {
      let v: unknown = 1;
      for (let i = 0; i < depth; i++) v = [v];
      return v;
    }),
    weight: 1,
  },
);

/** A whole body of the wrong shape: an array, a scalar, null. */
export const wrongBody: fc.Arbitrary<unknown> = fc.oneof(
  nastyValue,
  fc.jsonValue({ maxDepth: 4 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
);

const MALFORMED = [
  '{',
  '}',
  '[',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '{a:1}',
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  'undefined',
  'NaN',
  '01',
  '1e400',
  '-',
  '"\\u00"',
  '"\\x41"',
  '{"a":"\\ud800"}',
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":"b"}',
  'null',
  'true',
  '0',
  '""',
  '[]',
  ' ',
  '\u0000',
  '{"a":"\u0000"}',
  '{"episode_id":1e400}',
  '{"episode_id":-0}',
  '{"page":"1","page_size":"100"}',
];

/** Nesting depths of the deep bodies (`[[[...]]]` and `{"a":{"a":...}}`). */
export const DEEP_DEPTHS = [50, 500, 5_000, 20_000, 30_000];

/** Body texts that are not, or not quite, JSON; `valid` is a valid body to cut short. */
export function rawText(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const depths = DEEP_DEPTHS;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...MALFORMED), weight: 4 },
    {
      arbitrary: fc.tuple(valid, fc.double({ min: 0, max: 1, noNaN: true })).map(([v, cut]) => {
        const text = JSON.stringify(v) ?? '';
        return text.slice(0, Math.floor(text.length * cut));
      }),
      weight: 3,
    },
    { arbitrary: fc.string({ maxLength: 200 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 1 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 100 }), weight: 1 },
    {
      // Deep nesting: the parser, then every recursive walk over the body.
      arbitrary: fc
        .tuple(fc.constantFrom(...depths), fc.constantFrom('[', '{"a":'))
        .map(([depth, open]) => open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth)),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(' ', '\n', 'x', '}', ','))
        .map(([v, tail]) => `${JSON.stringify(v) ?? ''}${tail}`),
      weight: 1,
    },
  );
}
