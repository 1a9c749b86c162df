/**
 * GET /comm/dictType/{types} (SPEC 3, 7): each requested type's entries in the request's
 * language, named both ways (dictLabel/dictValue, label/value). `feedback_type` is fixed;
 * `drama_genre` is the catalogue's tags. An unknown type answers an empty list, so a client
 * asking for a type this server does not know yet still gets a coherent answer.
 */
import { ApiError } from '../../api-error.ts';
import {
  DICT_TYPE_PATTERN,
  DICT_TYPES_MAX,
  parseDictTypes,
  type DictData,
  type DictEntry,
} from '#shared/contract/dict.ts';
import { FEEDBACK_TYPES } from '#shared/contract/feedback.ts';
import type { LanguageId } from '#shared/languages.ts';
import { feedbackTypeLabels } from './dict.content.ts';

export interface DictSources {
  /** The catalogue's tags in `language`, as GET /video/tags lists them. */
  genres(language: LanguageId): Promise<readonly { slug: string; name: string }[]>;
}

function entry(value: string, label: string): DictEntry {
  return { dictLabel: label, dictValue: value, label, value };
}

export function createDictService(sources: DictSources) {
  const loaders = new Map<string, (language: LanguageId) => Promise<DictEntry[]>>([
    [
      'feedback_type',
      async (language) => {
        const labels = feedbackTypeLabels(language);
        return FEEDBACK_TYPES.map((type) => entry(type, labels[type]));
      },
    ],
    [
      'drama_genre',
      async (language) => (await sources.genres(language)).map((tag) => entry(tag.slug, tag.name)),
    ],
  ]);

  return {
    /** `raw` is the path parameter: "feedback_type,drama_genre". */
    async lookup(raw: string, language: LanguageId): Promise<DictData> {
      const types = parseDictTypes(raw);
      if (
        types.length === 0 ||
        types.length > DICT_TYPES_MAX ||
        !types.every((t) => DICT_TYPE_PATTERN.test(t))
      ) {
        throw new ApiError('validation', { field: 'types' }, 'validation_field');
      }
      const lists = await Promise.all(types.map(async (type) => (await loaders.get(type)?.(language)) ?? []));
      return Object.fromEntries(types.map((type, i) => [type, lists[i] ?? []]));
    },
  };
}
export type DictService = ReturnType<typeof createDictService>;
