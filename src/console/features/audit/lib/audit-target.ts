/**
 * What an audit row is about, in words: an episode as "Love in Bangkok · EP 3" (its series'
 * title in the console's language and its number now), one deleted since by what its row
 * recorded, a series by its title; each linked to its series in the editor while that is there
 * (an episode to the Episodes tab). Null for the entities the server names by id alone.
 */
import type { AuditEntry } from '#shared/contract/console-auth.ts';
import { seriesEditPath } from '#console/config/paths.ts';
import type { Translate } from '#console/lib/i18n.ts';

export interface TargetView {
  text: string;
  /** The console address to open it; null when there is nothing to open. */
  to: string | null;
  /** Gone since, and the text does not say so itself. */
  deleted: boolean;
}

function episodeText(t: Translate, series: string | null, number: number | null): string {
  if (number === null) {
    return series === null ? t('audit.target_episode_gone') : t('audit.target_episode_gone_in', { series });
  }
  return series === null
    ? t('audit.target_episode_number', { number })
    : t('audit.target_episode', { series, number });
}

export function targetView(t: Translate, entry: Pick<AuditEntry, 'entity' | 'target'>): TargetView | null {
  const target = entry.target;
  if (!target) return null;
  const { series_id: seriesId, series_title: series } = target;
  const episode = entry.entity === 'episode';
  const to =
    seriesId !== null && series !== null ? seriesEditPath(seriesId, episode ? 'episodes' : undefined) : null;
  if (episode) {
    const number = target.episode_number;
    return { text: episodeText(t, series, number), to, deleted: target.deleted && number !== null };
  }
  return series === null ? null : { text: series, to, deleted: target.deleted };
}
