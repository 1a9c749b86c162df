import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_CACHE_SIZE, withPreparedStatements } from './pglite-statements.ts';

// Drizzle's own options for a select (arrays of values, time as text).
const asDrizzle: QueryOptions = {
  rowMode: 'array',
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
};

describe('PGlite with prepared statements (decision 0045)', () => {
  let raw: PGlite;
  let db: PGlite;
  const sent: string[] = [];
  beforeAll(async () => {
    raw = await PGlite.create();
    await raw.exec(
      `create table t (id bigint primary key, s text, at timestamptz, j jsonb, b boolean, n numeric)`,
    );
    // Every statement PGlite receives, whichever way it came.
    const exec = raw.exec.bind(raw);
    raw.exec = (text: string, options?: QueryOptions) => {
      sent.push(text);
      return exec(text, options);
    };
    db = withPreparedStatements(raw);
    // PGlite's start (a WebAssembly Postgres) takes seconds on a busy two-core machine.
  }, 60_000);
  afterAll(async () => raw.close());

  const insert =
    'insert into t (id, s, at, j, b, n) values ($1, $2, $3, $4, $5, $6) returning id, s, j, b, n';
  const texts = ["it's", 'back\\slash', '', '💔 ไทย 中文', "'; drop table t; --", "$1 $$x$$ E'\\n'"];

  it('answers a repeated statement as the ordinary path does, whatever its arguments', async () => {
    for (const [i, s] of texts.entries()) {
      const args = [
        i + 1,
        s,
        '2026-11-27T05:30:00.123Z',
        JSON.stringify({ s }),
        i % 2 === 0,
        i === 2 ? null : 1.5,
      ];
      const result = await db.query(insert, args, asDrizzle);
      expect(result.rows).toEqual([[i + 1, s, { s }, i % 2 === 0, i === 2 ? null : '1.5']]);
      expect(result.affectedRows).toBe(1);
    }
    const select = 'select id, s, at, j, b, n from t where id = $1 and s is not distinct from $2';
    for (const [i, s] of texts.entries()) {
      const prepared = await db.query(select, [i + 1, s], asDrizzle);
      const ordinary = await raw.query(select, [i + 1, s], asDrizzle);
      expect(prepared.rows).toEqual(ordinary.rows);
      expect(prepared.fields).toEqual(ordinary.fields);
      expect(prepared.rows).toHaveLength(1);
    }
    expect(sent.filter((text) => text.startsWith('prepare'))).toHaveLength(2);
    expect(sent.filter((text) => text.startsWith('execute'))).toHaveLength(texts.length * 2 - 2);
    expect(await raw.query('select count(*)::int as n from t')).toMatchObject({
      rows: [{ n: texts.length }],
    });
  });

  it('reports errors as the ordinary path does', async () => {
    const duplicate = await db
      .query(insert, [1, 'x', null, null, null, null])
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505' });
    const badNumber = await db
      .query('select id from t where id = $1', ['one'])
      .catch((error: unknown) => error);
    expect(badNumber).toMatchObject({ code: '22P02' });
  });

  it('leaves what it cannot write as a literal to the ordinary path', async () => {
    sent.length = 0;
    const withNul = 'select $1::text as s';
    for (const value of ['a\0b', 'a\0b']) await db.query(withNul, [value]).catch(() => undefined);
    const anArray = 'select $1::int[] as a';
    for (let i = 0; i < 2; i++) expect((await db.query(anArray, [[1, 2]])).rows).toEqual([{ a: [1, 2] }]);
    expect(sent).toEqual([]);
  });

  it('goes on after PostgreSQL refuses to prepare a text', async () => {
    const ddl = 'select set_config($1, $2, false)';
    for (let i = 0; i < 3; i++) expect((await db.query(ddl, ['app.x', String(i)])).rows).toHaveLength(1);
    const untyped = 'select $1 as x';
    for (let i = 0; i < 3; i++) expect((await db.query(untyped, ['a'])).rows).toEqual([{ x: 'a' }]);
  });

  it('keeps a bounded number of statements, dropping the oldest', async () => {
    sent.length = 0;
    const texts = STATEMENT_CACHE_SIZE + 50;
    for (let i = 0; i < texts; i++) {
      const text = `select $1::int + ${i} as v`;
      expect((await db.query(text, [1])).rows).toEqual([{ v: i + 1 }]);
      expect((await db.query(text, [2])).rows).toEqual([{ v: i + 2 }]);
    }
    expect(sent.filter((text) => text.startsWith('prepare'))).toHaveLength(texts);
    expect(sent.filter((text) => text.startsWith('deallocate')).length).toBeGreaterThanOrEqual(50);
    const open = await raw.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(open.rows[0]?.n).toBeLessThanOrEqual(STATEMENT_CACHE_SIZE + 1);
    // The first texts are gone: seen again, each goes the ordinary way once more.
    sent.length = 0;
    expect((await db.query('select $1::int + 0 as v', [7])).rows).toEqual([{ v: 7 }]);
    expect(sent).toEqual([]);
  });

  it('runs transactions on the client itself', async () => {
    const count = await db.transaction(async (tx) => {
      await tx.query('delete from t where id = $1', [1]);
      return (await tx.query<{ n: number }>('select count(*)::int as n from t')).rows[0]?.n;
    });
    expect(count).toBe(texts.length - 1);
  });
});
