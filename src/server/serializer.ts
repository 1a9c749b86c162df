/**
 * The serializer of every route's 200 answer (decision 0044): fast-json-stringify, compiled
 * once per route from the contract's zod schema turned into JSON Schema, writes the JSON.
 * zod's encode (fastify-type-provider-zod) cost about 40 % of a card list's CPU in production.
 *
 * Outside production (tests, development) every answer is also encoded by zod, as before:
 * zod's error still fails the request, and the two must write the same JSON (keys may come in
 * another order), so the contract tests check the compiled writer on every answer they read.
 * A schema that JSON Schema cannot state keeps zod's serializer.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Schema = Parameters<typeof zodSerializerCompiler>[0]['schema'];
type JsonSchema = Record<string, unknown>;

type JsonWriter = (data: unknown) => string;

/**
 * Writers already compiled, by schema (null: not describable). Compiling all of the API's
 * takes a good part of a second, and the tests build an app per file or per case.
 */
const compiled = new WeakMap<z.ZodType, JsonWriter | null>();

/** A schema's JSON writer, or undefined when JSON Schema cannot describe it. */
export function compileJsonWriter(schema: z.ZodType): JsonWriter | undefined {
  const known = compiled.get(schema);
  if (known !== undefined) return known ?? undefined;
  let write: JsonWriter | null = null;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as JsonSchema;
    write = fastJson(withPlainTypes(json) as Parameters<typeof fastJson>[0]);
  } catch {
    // Not describable in JSON Schema: zod's serializer stays.
  }
  compiled.set(schema, write);
  return write ?? undefined;
}

/**
 * fast-json-stringify picks an `anyOf` branch by validating the value against each (Ajv, per
 * value). Two kinds are written the same without that validation:
 * - zod's `.nullable()`, `anyOf: [X, { type: 'null' }]`: where X has one plain type,
 *   `type: [X, 'null']`;
 * - a union of literals of one type (the contract's 0/1 flags, `anyOf: [{ type, const: 0 },
 *   { type, const: 1 }]`): `{ type, enum: [0, 1] }` (a detail's 60 episodes carry 240 flags).
 */
function withPlainTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withPlainTypes);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = withPlainTypes(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && isLiteralUnion(anyOf as JsonSchema[])) {
    const branches = anyOf as JsonSchema[];
    const { anyOf: _dropped, ...rest } = out;
    return { ...rest, type: branches[0]?.type, enum: branches.map((branch) => branch.const) };
  }
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [first, second] = anyOf as JsonSchema[];
    const plain = isNull(second) ? first : isNull(first) ? second : undefined;
    if (plain && typeof plain.type === 'string' && !('anyOf' in plain) && !('const' in plain)) {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...plain, type: [plain.type, 'null'] };
    }
  }
  return out;
}

/** Branches that are each one literal (`{ type, const }`), all of the same plain type. */
function isLiteralUnion(branches: JsonSchema[]): boolean {
  const type = branches[0]?.type;
  return (
    typeof type === 'string' &&
    type !== 'object' &&
    type !== 'array' &&
    branches.every((b) => b.type === type && 'const' in b && Object.keys(b).length === 2)
  );
}

function isNull(node: JsonSchema | undefined): boolean {
  return node !== undefined && node.type === 'null' && Object.keys(node).length === 1;
}

export function createSerializerCompiler(options: {
  check: boolean;
  /** The tests' seam: how a schema's writer is made. */
  compile?: typeof compileJsonWriter;
}): FastifySerializerCompiler<Schema> {
  const compile = options.compile ?? compileJsonWriter;
  return (route) => {
    const zodWrite = zodSerializerCompiler(route);
    const write = compile(route.schema as z.ZodType);
    if (!write) return zodWrite;
    if (!options.check) return write;
    return (data) => {
      const expected = zodWrite(data);
      const written = write(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url}: the compiled JSON writer differs from zod's encode\n` +
            `zod:      ${expected.slice(0, 2000)}\ncompiled: ${written.slice(0, 2000)}`,
        );
      return written;
    };
  };
}
