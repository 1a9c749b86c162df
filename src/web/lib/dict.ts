/**
 * Dictionaries (SPEC 3, 7 and 9): lists of choices from GET /comm/dictType/type-batch/{types}.
 *
 * - An entry's label is the first of label, name, title, dictLabel; its value the first of
 *   value, id, uid, key, dictValue (numbers become strings).
 * - A type's answer is a list, or a `content` list inside an object.
 * - The cache keeps each type per language. A caller asking for a type another caller is
 *   already loading waits for that load instead of sending its own: it looks again every
 *   1 s, for at most 5 s, then loads the type itself (SPEC 9: wait time-out 5 s, polled 1 s).
 */
import { useQuery } from '@tanstack/react-query';
import { DICT_CACHE_POLL_MS, DICT_CACHE_WAIT_MS } from '#shared/constants.ts';
import type { LanguageId } from '#shared/languages.ts';
import { useLocale } from '#web/stores/locale.ts';
import { apiRequest } from './api-client.ts';

export interface DictOption {
  label: string;
  value: string;
}

const LABEL_FIELDS = ['label', 'name', 'title', 'dictLabel'] as const;
const VALUE_FIELDS = ['value', 'id', 'uid', 'key', 'dictValue'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstText(item: Record<string, unknown>, fields: readonly string[]): string | undefined {
  for (const field of fields) {
    const value = item[field];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
}

/** One entry with the fallbacks of SPEC 3; undefined when it has no value at all. */
export function normalizeDictItem(raw: unknown): DictOption | undefined {
  if (!isRecord(raw)) return undefined;
  const value = firstText(raw, VALUE_FIELDS);
  if (value === undefined) return undefined;
  return { value, label: firstText(raw, LABEL_FIELDS) ?? value };
}

/** A type's answer: a list, or a `content` list inside the answer; anything else is empty. */
export function normalizeDictList(raw: unknown): DictOption[] {
  const list = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.content) ? raw.content : [];
  return list.flatMap((item) => normalizeDictItem(item) ?? []);
}

/** The label of `value` in a list of options (the value itself when the list lacks it). */
export function dictLabel(options: readonly DictOption[] | undefined, value: string): string {
  return options?.find((o) => o.value === value)?.label ?? value;
}

type Entry = { state: 'loading' } | { state: 'ready'; options: DictOption[] };

export interface DictCacheOptions {
  /** Loads several types at once; the answer is keyed by type. */
  load: (types: string[], languageId: LanguageId) => Promise<Record<string, unknown>>;
  waitMs?: number;
  pollMs?: number;
}

export function createDictCache(options: DictCacheOptions) {
  const waitMs = options.waitMs ?? DICT_CACHE_WAIT_MS;
  const pollMs = options.pollMs ?? DICT_CACHE_POLL_MS;
  const entries = new Map<string, Entry>();
  const keyOf = (type: string, languageId: LanguageId): string => `${languageId}:${type}`;
  const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

  async function load(types: string[], languageId: LanguageId): Promise<Map<string, DictOption[]>> {
    for (const type of types) entries.set(keyOf(type, languageId), { state: 'loading' });
    let answer: Record<string, unknown>;
    try {
      answer = await options.load(types, languageId);
    } catch (error) {
      // Waiting callers see the entry gone and try for themselves.
      for (const type of types) entries.delete(keyOf(type, languageId));
      throw error;
    }
    const result = new Map<string, DictOption[]>();
    for (const type of types) {
      const list = normalizeDictList(answer[type]);
      entries.set(keyOf(type, languageId), { state: 'ready', options: list });
      result.set(type, list);
    }
    return result;
  }

  /** Waits for another caller's load: looks every pollMs, gives up after waitMs. */
  async function waitFor(key: string): Promise<DictOption[] | undefined> {
    for (let waited = 0; waited < waitMs; waited += pollMs) {
      await sleep(pollMs);
      const entry = entries.get(key);
      if (entry?.state === 'ready') return entry.options;
      if (!entry) return undefined;
    }
    return undefined;
  }

  async function getMany(
    types: readonly string[],
    languageId: LanguageId,
  ): Promise<Record<string, DictOption[]>> {
    const result: Record<string, DictOption[]> = {};
    const missing: string[] = [];
    const waiting: string[] = [];
    for (const type of new Set(types)) {
      const entry = entries.get(keyOf(type, languageId));
      if (entry?.state === 'ready') result[type] = entry.options;
      else if (entry?.state === 'loading') waiting.push(type);
      else missing.push(type);
    }
    const [loaded, waited] = await Promise.all([
      missing.length > 0 ? load(missing, languageId) : new Map<string, DictOption[]>(),
      Promise.all(waiting.map(async (type) => [type, await waitFor(keyOf(type, languageId))] as const)),
    ]);
    for (const [type, list] of loaded) result[type] = list;
    const stillMissing = waited.filter(([, list]) => list === undefined).map(([type]) => type);
    for (const [type, list] of waited) if (list) result[type] = list;
    if (stillMissing.length > 0) {
      for (const [type, list] of await load(stillMissing, languageId)) result[type] = list;
    }
    return result;
  }

  return {
    getMany,
    async get(type: string, languageId: LanguageId): Promise<DictOption[]> {
      return (await getMany([type], languageId))[type] ?? [];
    },
    /** Forgets every loaded type (a language switch keeps its own entries anyway). */
    clear(): void {
      for (const [key, entry] of entries) if (entry.state === 'ready') entries.delete(key);
    },
  };
}
export type DictCache = ReturnType<typeof createDictCache>;

/** The app's cache, loading through the signed API client. */
export const dictCache = createDictCache({
  load: (types) => apiRequest('dictTypeBatch', undefined, { pathParams: { types: types.join(',') } }),
});

/** The options of one dictionary type in the interface language. */
export function useDict(type: string) {
  const languageId = useLocale((s) => s.languageId);
  return useQuery({
    queryKey: ['dict', type, languageId] as const,
    queryFn: () => dictCache.get(type, languageId),
    staleTime: 10 * 60_000,
  });
}
