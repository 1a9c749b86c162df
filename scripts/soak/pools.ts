/**
 * What the fuzz has learned from the server so far (tokens, ids, orders, codes), so that many
 * generated requests name things that exist. Generated values carry a pick number; the pool
 * turns it into a value when the request is sent.
 */
import { PoolRef } from './arbitraries.ts';

export interface Pooled {
  value: unknown;
  /** The server instance the value is bound to (an OAuth stand-in keeps its tokens in memory). */
  instance?: number | undefined;
}

const CAP = 3000;

export class Pools {
  private readonly lists = new Map<string, Pooled[]>();

  add(name: string, value: unknown, instance?: number): void {
    let list = this.lists.get(name);
    if (!list) {
      list = [];
      this.lists.set(name, list);
    }
    list.push({ value, instance });
    if (list.length > CAP) list.splice(0, list.length - CAP);
  }

  size(name: string): number {
    return this.lists.get(name)?.length ?? 0;
  }

  pick(name: string, n: number): Pooled | undefined {
    const list = this.lists.get(name);
    if (!list || list.length === 0) return undefined;
    return list[n % list.length];
  }

  remove(name: string, value: unknown): void {
    const list = this.lists.get(name);
    if (!list) return;
    const i = list.findIndex((p) => p.value === value);
    if (i >= 0) list.splice(i, 1);
  }

  /** Replaces every PoolRef inside a generated value; the instance a pooled value is bound to. */
  resolve(value: unknown): { value: unknown; instance: number | undefined } {
    let instance: number | undefined;
    const walk = (v: unknown): unknown => {
      if (v instanceof PoolRef) {
        const found = this.pick(v.pool, v.pick);
        if (found?.instance !== undefined) instance = found.instance;
        return found ? found.value : fallback(v.pool, v.pick);
      }
      if (Array.isArray(v)) return v.map(walk);
      if (typeof v === 'object' && v !== null) {
        const out: Record<string, unknown> = {};
        for (const key of Object.keys(v)) {
          Object.defineProperty(out, key, {
            value: walk((v as Record<string, unknown>)[key]),
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
        return out;
      }
      return v;
    };
    return { value: walk(value), instance };
  }
}

/** What an empty pool gives: a plausible value that names nothing. */
function fallback(pool: string, n: number): unknown {
  if (/id$/i.test(pool)) return (n % 1000) + 1;
  return `none-${n}`;
}
