/**
 * PGlite parses and plans every statement it is sent: its Drizzle driver ignores statement
 * names, and each `query` is a full extended-protocol exchange through the WebAssembly
 * module. For the profile read of /user/index that is about 1.4 ms of CPU, against 0.3 ms for
 * the same statement PREPAREd once and run with EXECUTE over the simple protocol (decision
 * 0045). So Drizzle is given a PGlite whose `query` does that for statements it has seen
 * before: the second time a text arrives it is prepared under a name of its own, and from then
 * on each call runs `EXECUTE name('arg', ...)`.
 *
 * Each argument goes in as a quoted literal of the text the extended protocol would have sent
 * (strings as they are, numbers in decimal, booleans as t/f, NULL), escaped by node-postgres's
 * escapeLiteral: an untyped literal is read by the parameter type's input function, exactly as
 * a bound text parameter is. Anything else (bytes, arrays, objects, dates) takes the ordinary
 * path, as do statements PostgreSQL will not PREPARE. Transactions run on PGlite's own
 * transaction object, untouched; only the database handle Drizzle is given changes.
 */
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';
import pg from 'pg';

/** Distinct statement texts remembered (prepared or seen once); the oldest goes beyond it. */
export const STATEMENT_CACHE_SIZE = 400;

interface Entry {
  /** Set at the second sighting: PREPARE sent under this name. */
  name?: string;
  /** Resolves once PREPARE ran; rejects when PostgreSQL refuses to prepare the text. */
  ready?: Promise<void>;
  refused?: boolean;
}

const PREPARABLE = /^\s*(select|insert|update|delete|with|values)\b/i;
/** invalid_sql_statement_name: the statement was deallocated between PREPARE and EXECUTE. */
const NO_SUCH_STATEMENT = '26000';

function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  // A NUL cannot be in PostgreSQL's text; the ordinary path reports it as it always did.
  if (typeof value === 'string') return value.includes('\0') ? undefined : pg.escapeLiteral(value);
  if (typeof value === 'number') return Number.isFinite(value) ? `'${String(value)}'` : undefined;
  if (typeof value === 'bigint') return `'${value.toString()}'`;
  if (typeof value === 'boolean') return value ? "'t'" : "'f'";
  return undefined;
}

/** `client` with a `query` that prepares repeated statements; everything else is the client's. */
export function withPreparedStatements(client: PGlite): PGlite {
  const unused: string[] = [];
  let counter = 0;
  // The least recently used text goes first; its statement is dropped before the next PREPARE.
  const entries = new LRUCache<string, Entry>({
    max: STATEMENT_CACHE_SIZE,
    dispose: (old) => {
      if (old.name && !old.refused) unused.push(old.name);
    },
  });

  /** The entry of a text seen before (now the most recent); undefined at the first sighting. */
  function seen(text: string): Entry | undefined {
    const entry = entries.get(text);
    if (!entry) entries.set(text, {});
    return entry;
  }

  function prepare(entry: Entry, text: string): Promise<void> {
    counter += 1;
    const name = `drizzle_${counter}`;
    entry.name = name;
    const dropped = unused.splice(0);
    return (async () => {
      for (const old of dropped) await client.exec(`deallocate ${old}`).catch(() => undefined);
      await client.exec(`prepare ${name} as ${text}`);
    })();
  }

  async function query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const args = (params ?? []).map(literalOf);
    const ordinary = () => client.query<T>(text, params, options);
    if (!PREPARABLE.test(text) || args.some((a) => a === undefined)) return ordinary();
    // One-off texts (a list of a hundred ids) are never prepared: only a second sighting is.
    const entry = seen(text);
    if (!entry || entry.refused) return ordinary();
    entry.ready ??= prepare(entry, text);
    try {
      await entry.ready;
    } catch {
      entry.refused = true;
      return ordinary();
    }
    const call = args.length ? `execute ${entry.name}(${args.join(', ')})` : `execute ${entry.name}`;
    try {
      const [result] = await client.exec(call, options);
      return result as Results<T>;
    } catch (error) {
      if ((error as { code?: unknown }).code !== NO_SUCH_STATEMENT) throw error;
      return ordinary();
    }
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
