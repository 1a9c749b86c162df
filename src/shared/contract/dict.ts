/**
 * Dictionaries (SPEC 3 and 7): `GET /comm/dictType/{types}` and
 * `GET /comm/dictType/type-batch/{types}`, types comma-separated, answer `data` keyed by type,
 * each a list of entries named both ways (dictLabel/dictValue and label/value).
 */
import { z } from 'zod';

export const DICT_TYPES = ['feedback_type', 'drama_genre'] as const;
export type DictType = (typeof DICT_TYPES)[number];

/** A type name as it may appear in the path. */
export const DICT_TYPE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** At most this many types in one call. */
export const DICT_TYPES_MAX = 20;

export const dictEntry = z.object({
  dictLabel: z.string(),
  dictValue: z.string(),
  label: z.string(),
  value: z.string(),
});
export type DictEntry = z.infer<typeof dictEntry>;

/** The query carries nothing; the types are in the path (`:types`). */
export const dictQuery = z.object({}).passthrough().nullish();
/** Keyed by each requested type; an unknown type answers an empty list. */
export const dictData = z.record(z.string(), z.array(dictEntry));
export type DictData = z.infer<typeof dictData>;

/** "a,b,,a" → ["a", "b"]: trimmed, empty parts dropped, duplicates once, in order. */
export function parseDictTypes(raw: string): string[] {
  return [
    ...new Set(
      raw
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
  ];
}
