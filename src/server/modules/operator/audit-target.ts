/**
 * An audit row's entity_id in words (the audit log names an episode by its series and number,
 * an operator by name, not "Episode #99" or "Operator #4"): which ids a page of rows asks about,
 * kind by kind, and each row's answer from what the queries found (audit-targets.repository.ts).
 * Something deleted since is named from what the row itself recorded where it holds a name: a
 * deleted episode's `before` and an upload's `after` hold `series_id` and `number`, a banner's
 * its `drama_id` and `series_title`, a saved reply's its `title`, a package's what names it.
 */
import type { AuditPerson, AuditTarget } from '#shared/contract/console-auth.ts';
import { localeOf, type LanguageId } from '#shared/languages.ts';
import { TEXT_FALLBACKS } from '../catalogue/catalogue-sql.repository.ts';
import { goodsTitle } from '../money/goods-text.ts';
import type { AuditRow } from './audit.repository.ts';
import type {
  AuditTargetRow,
  BannerTargetRow,
  FeedbackTargetRow,
  GoodsTargetRow,
  OperatorTargetRow,
  TagTargetRow,
  TemplateTargetRow,
} from './audit-targets.repository.ts';

const SERIES_ENTITIES: readonly string[] = ['series', 'drama'];

/** Feedback is named by its first this many characters. */
const FEEDBACK_WORDS = 40;

/** The entities named by a lookup of their id, and the kind each one's ids are asked under. */
const KIND_OF = {
  operator: 'operators',
  user: 'people',
  goods: 'goods',
  banner: 'banners',
  tag: 'tags',
  feedback: 'feedback',
  reply_template: 'templates',
} as const;

/** The ids a page of rows names, each once, by kind. */
export interface AuditTargetIds {
  episodes: number[];
  /** The series named, and those an episode's or a banner's row recorded. */
  series: number[];
  operators: number[];
  people: number[];
  goods: number[];
  banners: number[];
  tags: number[];
  feedback: number[];
  templates: number[];
}

/** What the lookups of a page found, by kind. */
export interface AuditTargetsFound {
  series: readonly AuditTargetRow[];
  operators: readonly OperatorTargetRow[];
  people: readonly AuditPerson[];
  goods: readonly GoodsTargetRow[];
  banners: readonly BannerTargetRow[];
  tags: readonly TagTargetRow[];
  feedback: readonly FeedbackTargetRow[];
  templates: readonly TemplateTargetRow[];
}

type Recorded = Pick<AuditRow, 'before' | 'after'>;

function idOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

function valueOf(json: unknown, key: string): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  return (json as Record<string, unknown>)[key];
}

function field(json: unknown, key: string): number | null {
  return idOf(valueOf(json, key));
}

/** A text the row recorded under `key` (its before first, as a delete keeps it there). */
function recordedText(row: Recorded, key: string): string | null {
  for (const json of [row.before, row.after]) {
    const value = valueOf(json, key);
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** The series and number an episode row recorded (its before first, as a delete keeps it there). */
export function recordedEpisode(row: Recorded): { seriesId: number | null; number: number | null } {
  return {
    seriesId: field(row.before, 'series_id') ?? field(row.after, 'series_id'),
    number: field(row.before, 'number') ?? field(row.after, 'number'),
  };
}

/** The series a banner row recorded (its after first: the series it was set to). */
const recordedBannerSeries = (row: Recorded): number | null =>
  field(row.after, 'drama_id') ?? field(row.before, 'drama_id');

const isKnown = (entity: string): entity is keyof typeof KIND_OF => Object.hasOwn(KIND_OF, entity);

/** The ids a page of rows names, each once, by kind. */
export function targetIds(rows: readonly AuditRow[]): AuditTargetIds {
  const add = (ids: number[], id: number | null) => {
    if (id !== null && !ids.includes(id)) ids.push(id);
  };
  const ids: AuditTargetIds = {
    episodes: [],
    series: [],
    operators: [],
    people: [],
    goods: [],
    banners: [],
    tags: [],
    feedback: [],
    templates: [],
  };
  for (const row of rows) {
    const id = idOf(row.entityId);
    if (row.entity === 'episode') {
      add(ids.episodes, id);
      add(ids.series, recordedEpisode(row).seriesId);
    } else if (SERIES_ENTITIES.includes(row.entity)) {
      add(ids.series, id);
    } else if (isKnown(row.entity)) {
      add(ids[KIND_OF[row.entity]], id);
      if (row.entity === 'banner') add(ids.series, recordedBannerSeries(row));
    }
  }
  return ids;
}

const UNNAMED = { series_id: null, series_title: null, episode_number: null, deleted: false } as const;

/** The first words of a text on one line, cut at a space where there is one, else at a character. */
export function firstWords(text: string, max = FEEDBACK_WORDS): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(line)].map(
    (s) => s.segment,
  );
  if (chars.length <= max) return line;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > cut.length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A tag's names as a tags query or a tag row recorded them ({ en: 'Romance' } or [{ locale, name }]). */
function recordedNames(row: Recorded): Map<string, string> {
  const names = new Map<string, string>();
  for (const json of [row.after, row.before]) {
    const value = valueOf(json, 'names');
    const pairs = Array.isArray(value)
      ? value.map((n) => [valueOf(n, 'locale'), valueOf(n, 'name')])
      : typeof value === 'object' && value !== null
        ? Object.entries(value)
        : [];
    for (const [locale, name] of pairs) {
      if (typeof locale === 'string' && typeof name === 'string' && !names.has(locale))
        names.set(locale, name);
    }
  }
  return names;
}

/** A name in the console's language, else in the catalogue's fallbacks' order, else any. */
function inLanguage(names: ReadonlyMap<string, string>, language: LanguageId): string | null {
  const wanted = localeOf(language);
  for (const locale of [wanted, ...TEXT_FALLBACKS.filter((l) => l !== wanted)]) {
    const name = names.get(locale)?.trim();
    if (name) return name;
  }
  return [...names.values()].find((name) => name.trim() !== '') ?? null;
}

function episodeTarget(row: AuditRow, id: number | null, found: AuditTargetsFound): AuditTarget {
  const now = id === null ? undefined : found.series.find((f) => f.episodeId === id);
  if (now) {
    return { series_id: now.seriesId, series_title: now.title, episode_number: now.number, deleted: false };
  }
  const recorded = recordedEpisode(row);
  const series = found.series.find((f) => f.seriesId === recorded.seriesId);
  return {
    series_id: recorded.seriesId,
    series_title: series?.title ?? null,
    episode_number: recorded.number,
    deleted: true,
  };
}

function bannerTarget(row: AuditRow, id: number, found: AuditTargetsFound): AuditTarget {
  const now = found.banners.find((b) => b.id === id);
  if (now) return { ...UNNAMED, series_id: now.seriesId, series_title: now.title };
  const seriesId = recordedBannerSeries(row);
  const series = found.series.find((f) => f.seriesId === seriesId);
  return {
    ...UNNAMED,
    series_id: seriesId,
    series_title: series?.title ?? recordedText(row, 'series_title'),
    deleted: true,
  };
}

function operatorTarget(row: AuditRow, id: number | null, found: AuditTargetsFound): AuditTarget | null {
  const now = id === null ? undefined : found.operators.find((o) => o.id === id);
  if (now) return { ...UNNAMED, name: now.name, role: now.role };
  // A failed sign-in with an email no account has: the email tried.
  const name = recordedText(row, 'name') ?? recordedText(row, 'email');
  if (id === null) return name === null ? null : { ...UNNAMED, name };
  return { ...UNNAMED, name, deleted: true };
}

function goodsTarget(row: AuditRow, id: number, found: AuditTargetsFound, language: LanguageId): AuditTarget {
  const now = found.goods.find((g) => g.id === id);
  if (now) return { ...UNNAMED, name: goodsTitle(language, now) };
  // What the row set it to (its after), else what it was (a delete's before).
  const recorded = row.after ?? row.before;
  const type = field(recorded, 'type');
  const naming =
    type === null
      ? null
      : { type, gold: field(recorded, 'gold') ?? 0, vipDays: field(recorded, 'vipDays') ?? 0 };
  return { ...UNNAMED, name: naming ? goodsTitle(language, naming) : null, deleted: true };
}

/** A row's target from what the queries found; null for the entities named by their id alone. */
export function targetOf(row: AuditRow, found: AuditTargetsFound, language: LanguageId): AuditTarget | null {
  const id = idOf(row.entityId);
  if (row.entity === 'episode') return episodeTarget(row, id, found);
  if (row.entity === 'operator') return operatorTarget(row, id, found);
  if (id === null) return null;
  if (SERIES_ENTITIES.includes(row.entity)) {
    const series = found.series.find((f) => f.seriesId === id);
    return { series_id: id, series_title: series?.title ?? null, episode_number: null, deleted: !series };
  }
  switch (row.entity) {
    case 'banner':
      return bannerTarget(row, id, found);
    case 'goods':
      return goodsTarget(row, id, found, language);
    case 'user': {
      const person = found.people.find((p) => p.uid === id) ?? null;
      return { ...UNNAMED, person, deleted: !person };
    }
    case 'tag': {
      const now = found.tags.filter((tag) => tag.id === id);
      const names = new Map(now.flatMap((tag) => (tag.locale && tag.name ? [[tag.locale, tag.name]] : [])));
      const name = inLanguage(now.length > 0 ? names : recordedNames(row), language);
      return {
        ...UNNAMED,
        name: name ?? now[0]?.slug ?? recordedText(row, 'slug'),
        deleted: now.length === 0,
      };
    }
    case 'feedback': {
      const now = found.feedback.find((f) => f.id === id);
      return now
        ? { ...UNNAMED, name: firstWords(now.content), person: now.person }
        : { ...UNNAMED, name: null, person: null, deleted: true };
    }
    case 'reply_template': {
      const now = found.templates.find((r) => r.id === id);
      return { ...UNNAMED, name: now?.title ?? recordedText(row, 'title'), deleted: !now };
    }
    default:
      return null;
  }
}
