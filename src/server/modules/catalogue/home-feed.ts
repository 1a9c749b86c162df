/**
 * Home as viewers see it (issue 17's curation): the banners inside their windows and the
 * rails in the order and visibility the console set (settings key home_rails), each rail's
 * cards in the viewer's language.
 */
import type { DramaCard, HomeData } from '#shared/contract/catalogue.ts';
import { BANNERS_SHOWN, type HomeRailKey } from '#shared/contract/console-home.ts';
import { localeOf, type LanguageId, type Locale } from '#shared/languages.ts';
import { translate } from '../../i18n/messages.ts';
import type { Repositories } from '../../unit-of-work.ts';
import type { MediaService } from '../media/media.service.ts';
import { HOME_RAILS_KEY, railsFrom } from './home-rails.ts';

/** Cards per rail. */
const RAIL_SIZE = 10;

export interface HomeFeedDeps {
  repo: Repositories['catalogue'];
  settings: Repositories['settings'];
  media: Pick<MediaService, 'posterUrl'>;
  cards: (ids: readonly number[], locale: Locale) => Promise<DramaCard[]>;
  /** Where the hot rail's week starts. */
  since: string | undefined;
}

export async function homeFeed(deps: HomeFeedDeps, language: LanguageId): Promise<HomeData> {
  const { repo, media, cards } = deps;
  const locale = localeOf(language);
  const order = railsFrom(await deps.settings.get(HOME_RAILS_KEY)).filter((r) => r.visible);
  const shown = new Set(order.map((r) => r.key));
  const none = Promise.resolve({ ids: [] as number[], total: 0 });
  const [hot, fresh, completed, bannerRows, tagRows] = await Promise.all([
    shown.has('hot') ? repo.rankIds('hot', deps.since, 1, RAIL_SIZE) : { rows: [], total: 0 },
    shown.has('new') ? repo.listIds({}, 1, RAIL_SIZE) : none,
    shown.has('completed') ? repo.listIds({ status: 'completed' }, 1, RAIL_SIZE) : none,
    repo.bannerRows(BANNERS_SHOWN),
    shown.has('tags') ? repo.tagList(locale) : [],
  ]);
  const topTags = [...tagRows].sort((a, b) => b.drama_count - a.drama_count).slice(0, 2);
  const tagPages = await Promise.all(topTags.map((t) => repo.listIds({ tag: t.slug }, 1, RAIL_SIZE)));
  const railIds: Record<Exclude<HomeRailKey, 'tags'>, number[]> = {
    hot: hot.rows.map((r) => r.id),
    new: fresh.ids,
    completed: completed.ids,
  };
  const allIds = [
    ...new Set([
      ...bannerRows.map((b) => b.dramaId),
      ...Object.values(railIds).flat(),
      ...tagPages.flatMap((p) => p.ids),
    ]),
  ];
  const byId = new Map((await cards(allIds, locale)).map((c) => [c.drama_id, c]));
  const pick = (ids: readonly number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const rails = order
    .flatMap(({ key }) =>
      key === 'tags'
        ? topTags.map((t, i) => ({ key: t.slug, title: t.name, list: pick(tagPages[i]?.ids ?? []) }))
        : [{ key, title: translate(language, `rail_${key}`), list: pick(railIds[key]) }],
    )
    .filter((r) => r.list.length > 0);
  const banners = bannerRows.flatMap((b) => {
    const card = byId.get(b.dramaId);
    const image = b.image ? media.posterUrl(b.image) : card?.poster;
    return card && image ? [{ banner_id: b.id, drama_id: b.dramaId, title: card.title, image }] : [];
  });
  return { banners, rails };
}
