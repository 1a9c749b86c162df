import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileJsonWriter, createSerializerCompiler } from './serializer.ts';

const card = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  price: z.number().nullable(),
  tags: z.array(z.string()),
  kind: z.enum(['free', 'paid']),
  // Unions of literals (the contract's 0/1 flags): written as an enum, without Ajv per value.
  on: z.union([z.literal(0), z.literal(1)]),
  size: z.union([z.literal('s'), z.literal('m')]),
  badge: z.literal('new').nullable(),
  next: z.object({ id: z.number().int(), url: z.string() }).nullable(),
  note: z.string().optional(),
  names: z.record(z.string(), z.string()),
});
const page = z.object({ code: z.number().int(), msg: z.string(), data: z.object({ list: z.array(card) }) });

const cards = [
  {
    id: 1,
    title: 'Quote " and \\ and \u2028 and 💔',
    cover: null,
    price: 0.5,
    tags: ['a', 'b'],
    kind: 'paid',
    on: 1,
    size: 's',
    badge: 'new',
    next: { id: 2, url: 'https://x/y?a=1&b=2' },
    names: { en: 'One', th: 'หนึ่ง' },
  },
  {
    id: 2,
    title: '',
    cover: 'c.webp',
    price: null,
    tags: [],
    kind: 'free',
    on: 0,
    size: 'm',
    badge: null,
    next: null,
    note: 'n',
    names: {},
    dropped: 'not in the contract',
  },
];

async function appWith(options: Parameters<typeof createSerializerCompiler>[0], data: unknown) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(createSerializerCompiler(options));
  app.get('/x', { schema: { response: { 200: page } } }, async () => ({ code: 200, msg: 'ok', data }));
  await app.ready();
  return app;
}

describe('the compiled JSON writer', () => {
  it('writes what zod encodes and leaves out what the contract does not name', () => {
    const write = compileJsonWriter(page);
    const value = { code: 200, msg: 'ok', data: { list: cards } };
    expect(write).toBeDefined();
    expect(JSON.parse(write?.(value) ?? '')).toStrictEqual(page.encode(value as never));
    expect(write?.(value)).not.toContain('dropped');
  });

  it('leaves zod to write what JSON Schema cannot state', () => {
    expect(compileJsonWriter(z.object({ at: z.custom<Date>((v) => v instanceof Date) }))).toBeUndefined();
  });

  it('answers with the compiled text, checked, outside production', async () => {
    const app = await appWith({ check: true }, { list: cards });
    const reply = await app.inject('/x');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toStrictEqual(page.encode({ code: 200, msg: 'ok', data: { list: cards } } as never));
  });

  it('fails the request when the writer and zod disagree, or zod refuses the answer', async () => {
    const lying = await appWith({ check: true, compile: () => () => '{"code":200}' }, { list: cards });
    expect((await lying.inject('/x')).statusCode).toBe(500);
    const wrong = await appWith({ check: true }, { list: [{ ...cards[0], id: 'one' }] });
    expect((await wrong.inject('/x')).statusCode).toBe(500);
  });

  it('in production writes with the compiled writer alone', async () => {
    let calls = 0;
    const compile = (schema: z.ZodType) => {
      const write = compileJsonWriter(schema);
      return (data: unknown) => {
        calls += 1;
        return write?.(data) ?? '';
      };
    };
    const app = await appWith({ check: false, compile }, { list: cards });
    const reply = await app.inject('/x');
    expect(reply.statusCode).toBe(200);
    expect(calls).toBe(1);
    expect(JSON.parse(reply.body)).toMatchObject({ data: { list: [{ id: 1 }, { id: 2, note: 'n' }] } });
  });
});
