/**
 * What an audit row is about, in words, linked to the console page that shows it while it is
 * there: an episode as "Love in Bangkok · EP 3" (its series' title in the console's language and
 * its number now; to the series' Episodes tab), one deleted since by what its row recorded, a
 * series by its title; an operator by name and role, a person as the People page names them, a
 * package, a tag or a saved reply by name, a banner by its series, feedback by its first words
 * and writer (all as the server found them: `target`); an order by its trade no, an article by
 * its name and language, settings, channels and home's rails by the page (their ids say it).
 * Null when there is nothing more to say than the entity's kind and id.
 */
import { ARTICLE_KEYS } from '#shared/contract/article.ts';
import type { AuditEntry, AuditTarget } from '#shared/contract/console-auth.ts';
import { LANGUAGES } from '#shared/languages.ts';
import { articlePath, orderPath, paths, personPath, seriesEditPath } from '#console/config/paths.ts';
import type { Translate } from '#console/lib/i18n.ts';
import { personName } from '#console/lib/person-name.ts';
import { entityLabel } from './audit-labels.ts';

export interface TargetView {
  text: string;
  /** The console address to open it; null when there is nothing to open. */
  to: string | null;
  /** Gone since, and the text does not say so itself. */
  deleted: boolean;
}

type Entry = Pick<AuditEntry, 'entity' | 'entity_id' | 'target'>;

/** The pages of the rows about no one thing (no id): the page that edits it. */
const PAGE_OF: Readonly<Record<string, string>> = {
  settings: paths.settings,
  pay_channels: paths.channels,
  home_rails: paths.curation,
  banner: paths.curation,
};

/** The pages of the entities the server names by `name`. */
const NAMED_ON: Readonly<Record<string, string | null>> = {
  operator: paths.operators,
  goods: paths.packages,
  tag: null,
  reply_template: paths.feedback,
};

function episodeText(t: Translate, series: string | null, number: number | null): string {
  if (number === null) {
    return series === null ? t('audit.target_episode_gone') : t('audit.target_episode_gone_in', { series });
  }
  return series === null
    ? t('audit.target_episode_number', { number })
    : t('audit.target_episode', { series, number });
}

function seriesView(t: Translate, entity: string, target: AuditTarget): TargetView | null {
  const { series_id: seriesId, series_title: series } = target;
  const open = seriesId !== null && series !== null && !target.deleted;
  if (entity === 'episode') {
    const number = target.episode_number;
    const to = seriesId !== null && series !== null ? seriesEditPath(seriesId, 'episodes') : null;
    return { text: episodeText(t, series, number), to, deleted: target.deleted && number !== null };
  }
  if (series === null) return null;
  if (entity === 'banner') return { text: series, to: open ? paths.curation : null, deleted: target.deleted };
  return { text: series, to: seriesId !== null ? seriesEditPath(seriesId) : null, deleted: target.deleted };
}

/** An article's row names it as `<key>/<locale>`: its name and its language's. */
function articleView(t: Translate, id: string): TargetView | null {
  const [key, locale] = id.split('/');
  const article = ARTICLE_KEYS.find((k) => k === key);
  const language = LANGUAGES.find((l) => l.locale === locale);
  if (!article || !language) return null;
  return {
    text: t('audit.target_article', { article: t(`articles.key.${article}`), language: language.name }),
    to: articlePath(article, language.locale),
    deleted: false,
  };
}

function namedView(t: Translate, entry: Entry, target: AuditTarget): TargetView | null {
  const { entity } = entry;
  const { name, person, deleted } = target;
  if (entity === 'user') {
    return person ? { text: personName(t, person).name, to: personPath(person.uid), deleted } : null;
  }
  if (!name) return null;
  if (entity === 'feedback') {
    const text = person
      ? t('audit.target_feedback', { words: name, person: personName(t, person).name })
      : t('audit.target_feedback_words', { words: name });
    return { text, to: deleted ? null : paths.feedback, deleted };
  }
  if (!Object.hasOwn(NAMED_ON, entity)) return null;
  const role = entity === 'operator' && target.role ? t(`role.${target.role}`) : null;
  // A failed sign-in with an unknown email is named by that email, and has no account to open.
  const open = !deleted && entry.entity_id !== null;
  return {
    text: role ? t('audit.target_operator', { name, role }) : name,
    to: open ? (NAMED_ON[entity] ?? null) : null,
    deleted,
  };
}

export function targetView(t: Translate, entry: Entry): TargetView | null {
  const { entity, entity_id: id, target } = entry;
  if (target && (entity === 'episode' || target.series_title !== null)) {
    return seriesView(t, entity, target);
  }
  if (target) return namedView(t, entry, target);
  if (id === null) {
    const page = Object.hasOwn(PAGE_OF, entity) ? PAGE_OF[entity] : undefined;
    return page ? { text: entityLabel(t, entity), to: page, deleted: false } : null;
  }
  if (entity === 'order') return { text: id, to: orderPath(id), deleted: false };
  if (entity === 'article') return articleView(t, id);
  return null;
}
