/** The ranking types and periods the page offers, and how the address names them. */
import type { RankPeriod, RankType } from '#shared/contract/catalogue.ts';
import type { MessageKey } from '#web/lib/i18n.ts';

export const RANK_TYPE_OPTIONS = [
  { value: 'hot', label: 'rank.type_hot' },
  { value: 'new', label: 'rank.type_new' },
  { value: 'favorite', label: 'rank.type_favorite' },
] as const satisfies readonly { value: RankType; label: MessageKey }[];

export const RANK_PERIOD_OPTIONS = [
  { value: 'day', label: 'rank.period_day' },
  { value: 'week', label: 'rank.period_week' },
  { value: 'month', label: 'rank.period_month' },
  { value: 'all', label: 'rank.period_all' },
] as const satisfies readonly { value: RankPeriod; label: MessageKey }[];

export const DEFAULT_RANK_TYPE: RankType = 'hot';
export const DEFAULT_RANK_PERIOD: RankPeriod = 'week';

export function parseRankType(value: string | null): RankType {
  return RANK_TYPE_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_RANK_TYPE;
}

export function parseRankPeriod(value: string | null): RankPeriod {
  return RANK_PERIOD_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_RANK_PERIOD;
}
