/**
 * fast-check arbitraries from the endpoints' zod body schemas (through zod's JSON Schema of the
 * input side): valid values, values at and just beyond each bound, and valid bodies with one
 * to three things wrong in them (a bound crossed, a value of the wrong kind from
 * nasty-values.ts, a field missing or extra).
 */
import fc from 'fast-check';
import { z } from 'zod';
import { nastyValue } from './nasty-values.ts';

/** The part of JSON Schema that zod writes for our payloads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A value taken, when the request is sent, from a pool of things the server knows (ids, tokens). */
export class PoolRef {
  constructor(
    readonly pool: string,
    readonly pick: number,
  ) {}
}

export const poolRef = (pool: string): fc.Arbitrary<PoolRef> => fc.nat().map((n) => new PoolRef(pool, n));

/** Valid values for a field by its name, where the schema alone says too little (ids, emails). */
export type Hints = (key: string) => fc.Arbitrary<unknown> | undefined;

/** Rejections in a row after which a filter gives up (it would otherwise spin forever). */
const FILTER_GIVE_UP = 10_000;

/**
 * `arbitrary.filter(keep)` that throws, naming `what`, when `keep` refused FILTER_GIVE_UP values
 * in a row: fast-check retries a filter without end, inside one synchronous call, so a filter
 * its generator can (almost) never satisfy hangs the soak before its first request.
 */
function keepOnly<T>(arbitrary: fc.Arbitrary<T>, keep: (value: T) => boolean, what: string): fc.Arbitrary<T> {
  let refused = 0;
  return arbitrary.filter((value) => {
    if (keep(value)) {
      refused = 0;
      return true;
    }
    if (++refused >= FILTER_GIVE_UP)
      throw new Error(`soak: no value fits ${what} in ${FILTER_GIVE_UP} tries`);
    return false;
  });
}

function variants(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

/** The object variants of a schema (an object, or a union with objects in it). */
export function objectVariants(schema: JsonSchema): JsonSchema[] {
  return variants(schema).filter((s) => s.type === 'object');
}

function intBounds(schema: JsonSchema): { min: number; max: number } {
  const min =
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -2_147_483_648);
  const max =
    schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 2_147_483_647);
  return { min, max };
}

/** A value the schema accepts. */
export function validValue(schema: JsonSchema, hints: Hints, key = ''): fc.Arbitrary<unknown> {
  const hinted = key ? hints(key) : undefined;
  if (hinted)
    return fc.oneof({ arbitrary: hinted, weight: 4 }, { arbitrary: plainValid(schema, hints), weight: 1 });
  return plainValid(schema, hints);
}

function plainValid(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.anyOf || schema.oneOf) return fc.oneof(...variants(schema).map((s) => validValue(s, hints)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const { min, max } = intBounds(schema);
      return fc.oneof(
        fc.integer({ min, max }),
        fc.integer({ min, max: Math.min(max, min + 20) }),
        fc.constantFrom(min, max),
      );
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
      if (schema.pattern) {
        // fast-check's default size makes a pattern's repeats short (`+` rarely past 10), so a
        // long minimum (a push key's 80 characters) was never met and the filter spun forever;
        // at 'medium' a third or more of the strings fit.
        const re = new RegExp(schema.pattern);
        return keepOnly(
          fc.stringMatching(re, { size: minLength > 0 ? 'medium' : undefined, maxLength: schema.maxLength }),
          (s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity),
          `/${schema.pattern}/ of ${minLength}..${schema.maxLength ?? ''} characters`,
        );
      }
      return fc.oneof(
        fc.string({ minLength, maxLength }),
        keepOnly(
          fc.string({ unit: 'grapheme', minLength, maxLength }),
          (s) => s.length <= (schema.maxLength ?? Infinity),
          `graphemes of ${minLength}..${schema.maxLength ?? ''} characters`,
        ),
      );
    }
    case 'array':
      return fc.array(schema.items ? validValue(schema.items, hints) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 8, 8),
      });
    case 'object':
      return validObject(schema, hints);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = validValue(property, hints, key);
  const base = fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
  if (schema.additionalProperties === undefined || schema.additionalProperties === false) return base;
  // A passthrough object: anything else may come along.
  return fc
    .tuple(base, fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** Values at each bound of the schema and just beyond it. */
export function boundaryValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: unknown[] = [];
  for (const s of variants(schema)) {
    if (s.type === 'integer' || s.type === 'number') {
      const { min, max } = intBounds(s);
      options.push(min, max, min - 1, max + 1, 0, -1, String(min), String(max), `${max}0`, min + 0.5);
    } else if (s.type === 'string') {
      const min = s.minLength ?? 0;
      const max = s.maxLength ?? 64;
      options.push(
        'x'.repeat(min),
        'x'.repeat(max),
        'x'.repeat(max + 1),
        '😀'.repeat(max),
        'é'.repeat(max + 1),
      );
      if (min > 0) options.push('x'.repeat(min - 1), ' '.repeat(min + 1));
      if (s.enum) options.push(...s.enum.map((v) => String(v).toUpperCase()), ` ${String(s.enum[0])} `);
    } else if (s.type === 'array') {
      options.push(
        [],
        Array.from({ length: (s.maxItems ?? 50) + 1 }, () => 'k'),
      );
    } else if (s.enum) {
      options.push(...s.enum.map((v) => String(v).toUpperCase()));
    }
  }
  if (options.length === 0) options.push(null, '', 0);
  return fc.constantFrom(...options);
}

const EXTRA_KEYS = [
  'extra',
  'id',
  'user_id',
  'isAdmin',
  '__proto__',
  'constructor',
  '',
  'ключ',
  'a'.repeat(300),
  'a\u0000b',
];

/** Sets an own property, even "__proto__", so that JSON.stringify writes it. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A valid body with one to three things wrong in it. */
export function mutatedValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const objects = objectVariants(schema);
  if (objects.length === 0) return fc.oneof(boundaryValue(schema), nastyValue);
  return fc.constantFrom(...objects).chain((object) => {
    const keys = Object.keys(object.properties ?? {});
    const mutation = fc.oneof(
      ...(keys.length > 0
        ? [
            fc
              .constantFrom(...keys)
              .chain((k) =>
                boundaryValue(object.properties?.[k] ?? {}).map((v) => ({ kind: 'set' as const, k, v })),
              ),
            fc.tuple(fc.constantFrom(...keys), nastyValue).map(([k, v]) => ({ kind: 'set' as const, k, v })),
            fc.constantFrom(...keys).map((k) => ({ kind: 'delete' as const, k })),
          ]
        : []),
      fc
        .tuple(fc.constantFrom(...EXTRA_KEYS), nastyValue)
        .map(([k, v]) => ({ kind: 'extra' as const, k, v })),
    );
    return fc
      .tuple(validObject(object, hints), fc.array(mutation, { minLength: 1, maxLength: 3 }))
      .map(([value, mutations]) => {
        const deleted = new Set(mutations.filter((m) => m.kind === 'delete').map((m) => m.k));
        const out: Record<string, unknown> = Object.fromEntries(
          Object.entries(value).filter(([k]) => !deleted.has(k)),
        );
        for (const m of mutations) if (m.kind !== 'delete') setOwn(out, m.k, m.v);
        return out;
      });
  });
}
