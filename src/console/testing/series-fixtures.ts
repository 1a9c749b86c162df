/** Series and episodes as the console API answers them, for the Series screens' tests. */
import type { ConsoleEpisode, SeriesDetail, SeriesSummary } from '#shared/contract/console-catalogue.ts';

export function summaryOf(id: number, fields: Partial<SeriesSummary> = {}): SeriesSummary {
  return {
    id,
    slug: `series-${id}`,
    title: `Series ${id}`,
    poster: '',
    status: 'ongoing',
    published_at: null,
    episode_count: 0,
    ready_count: 0,
    completeness: { 'zh-Hant': false, 'zh-Hans': false, en: false, th: false, id: false },
    ...fields,
  };
}

export function episodeOf(id: number, number: number, fields: Partial<ConsoleEpisode> = {}): ConsoleEpisode {
  return {
    id,
    number,
    duration_ms: 95_000,
    price_override: null,
    release_at: null,
    playable: true,
    media: { status: 'ready', progress: 100, error: null },
    subtitles: [],
    ...fields,
  };
}

export function detailOf(id: number, fields: Partial<SeriesDetail> = {}): SeriesDetail {
  return {
    ...summaryOf(id),
    texts: {},
    tag_ids: [],
    free_episodes: 3,
    episode_price: 30,
    episodes: [],
    next_release_at: null,
    version: 'details-v1',
    ...fields,
  };
}

export const TAGS = {
  items: [
    {
      id: 1,
      slug: 'romance',
      names: { en: 'Romance', 'zh-Hans': '爱情', 'zh-Hant': '愛情' },
      drama_count: 2,
    },
    { id: 2, slug: 'revenge', names: { en: 'Revenge' }, drama_count: 1 },
  ],
};
