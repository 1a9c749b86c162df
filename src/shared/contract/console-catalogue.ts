/**
 * The console's catalogue (issue 17): series with their five-language texts, tags, prices,
 * publication, episodes (media state, price, release time, order) and the release calendar.
 * JSON under /console-api in the console's envelope (see console-auth.ts); every write needs the
 * editor or owner role and is audited. Writes are POST, as in the viewer's API.
 *
 *   GET    /console-api/series?q=&page=&size=          list (series card + completeness)
 *   POST   /console-api/series                          create { seriesInput } → { id }
 *   GET    /console-api/series/:id                      the whole series
 *   POST   /console-api/series/:id                      update { seriesInput } (601 with `changedSince`
 *                                                       data when `version` is no longer the details')
 *   POST   /console-api/series/:id/publish | unpublish  data: the whole series
 *   POST   /console-api/series/:id/poster               multipart `file` + fields x,y,width,height
 *                                                       (crop in the image's pixels) → WebP
 *   POST   /console-api/series/:id/episodes/:episodeId  { price_override?, release_at? } (what changed;
 *                                                       absent = kept); 601 for a future time on an
 *                                                       episode viewers see (`episodesWatchable`)
 *   POST   /console-api/series/:id/episodes/:episodeId/retry   a failed transcode again (941 unless failed)
 *   POST   /console-api/series/:id/episodes/:episodeId/delete  an episode viewers never had (its
 *                                                       `deletable`; 601 otherwise); later ones move up
 *   POST   /console-api/series/:id/episodes/order       { episode_ids } (the new order, all of them)
 *   POST   /console-api/series/:id/episodes/prices      { from_number, to_number, price_override }
 *                                                       the price of every episode numbered from..to
 *                                                       (null = the series' default); 601 when the
 *                                                       range is reversed or holds no episode
 *   POST   /console-api/series/:id/episodes/:episodeId/subtitles/:locale   multipart `file` (.vtt or
 *                                                       .srt, UTF-8) → the whole series; 923 with
 *                                                       data.problems [{ code, text }]
 *   POST   /console-api/series/:id/episodes/:episodeId/subtitles/:locale/delete
 *   POST   /console-api/series/:id/release-plan         { from_number, per_day, time, time_zone, from_date }
 *                                                       (only episodes not out yet, `episodesToPlan`;
 *                                                       601 when that leaves none)
 *   GET    /console-api/tags                            every tag with its names
 *   POST   /console-api/tags                            { slug, names } → { id }
 *   POST   /console-api/tags/:id                        { names }
 */
import { z } from 'zod';
import { numeric } from './numeric.ts';
import type { Locale } from '../languages.ts';
import { DRAMA_STATUSES } from './catalogue.ts';
import { recordVersion } from './console-version.ts';

/** The catalogue's five text languages (the interface languages of SPEC 9), in languages.ts's order. */
export const CONSOLE_LOCALES = ['zh-Hans', 'zh-Hant', 'en', 'th', 'id'] as const satisfies readonly Locale[];
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];

export function isConsoleLocale(value: string): value is ConsoleLocale {
  return (CONSOLE_LOCALES as readonly string[]).includes(value);
}

export const SERIES_TITLE_MAX = 80;
export const SERIES_SYNOPSIS_MAX = 1000;
export const TAG_NAME_MAX = 30;
export const EPISODE_PRICE_MAX = 10_000;
/**
 * The least an episode's price (the series' default or one episode's own) may be, in coins:
 * free episodes are the series' first `free_episodes` (DESIGN section 3), never a price of 0,
 * which would leave the episode locked behind a 0-coin unlock. The wire takes 0 (the schema
 * below) so that the server refuses it with words that say this (`episode_price_min`).
 */
export const EPISODE_PRICE_MIN = 1;
/** Posters are stored at this size (the app's 3:4 card), as WebP. */
export const POSTER_WIDTH = 600;
export const POSTER_HEIGHT = 800;
export const POSTER_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(60);

const text = z.object({
  title: z.string().trim().max(SERIES_TITLE_MAX),
  synopsis: z.string().trim().max(SERIES_SYNOPSIS_MAX),
});

/** Texts per locale; a locale may be missing or blank while the series is a draft. */
export const seriesTexts = z.partialRecord(z.enum(CONSOLE_LOCALES), text);
export type SeriesTexts = z.infer<typeof seriesTexts>;

/** A series needs a title in at least one language (create and update; 601 `texts` otherwise). */
export function hasTitle(texts: Partial<Record<ConsoleLocale, { title?: string | undefined }>>): boolean {
  return CONSOLE_LOCALES.some((locale) => (texts[locale]?.title ?? '').trim() !== '');
}

export const seriesInput = z.object({
  /** Unset on create: made from the English (else any) title. */
  slug: slug.optional(),
  status: z.enum(DRAMA_STATUSES),
  texts: seriesTexts,
  tag_ids: z.array(z.number().int().positive()).max(20),
  free_episodes: z.number().int().min(0).max(1000),
  episode_price: z.number().int().min(0).max(EPISODE_PRICE_MAX),
  /** On update, the details' `version` as loaded (decision 0063); absent: not checked. */
  version: recordVersion.optional(),
});
export type SeriesInput = z.infer<typeof seriesInput>;

/** complete: title and synopsis both written in that language. */
export const completeness = z.record(z.enum(CONSOLE_LOCALES), z.boolean());

export const mediaState = z.object({
  status: z.enum(['none', 'uploading', 'queued', 'transcoding', 'ready', 'failed']),
  /** 0..100 while transcoding. */
  progress: z.number().min(0).max(100),
  error: z.string().nullable(),
});

export const consoleEpisode = z.object({
  id: z.number().int(),
  number: z.number().int(),
  duration_ms: z.number().int(),
  price_override: z.number().int().nullable(),
  /** ISO instant; null = out with the series. */
  release_at: z.string().nullable(),
  /** A complete rendition plays now (a replacement may be transcoding meanwhile, see media). */
  playable: z.boolean(),
  /** The latest transcode request's state (or 'ready'/'none' when there was none). */
  media: mediaState,
  /** Locales with a subtitle track. */
  subtitles: z.array(z.enum(CONSOLE_LOCALES)),
  /**
   * It may be deleted: no viewer can have watched or paid for it or any later episode (no
   * unlock, play or place in the series there), and it never played to viewers (no ready video,
   * or a ready one in a series not on the air). Absent (an older server): not offered.
   */
  deletable: z.boolean().optional(),
});
export type ConsoleEpisode = z.infer<typeof consoleEpisode>;

export const seriesSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  poster: z.string(),
  status: z.enum(DRAMA_STATUSES),
  /** ISO instant of publication; null = a draft no viewer sees. */
  published_at: z.string().nullable(),
  episode_count: z.number().int(),
  ready_count: z.number().int(),
  completeness,
});
export type SeriesSummary = z.infer<typeof seriesSummary>;

export const seriesListQuery = z.object({
  q: z.string().trim().max(80).optional(),
  page: numeric(z.number().int().min(1).default(1)),
  size: numeric(z.number().int().min(1).max(100).default(20)),
});
export const seriesListResponse = z.object({ items: z.array(seriesSummary), total: z.number().int() });

export const seriesDetail = seriesSummary.extend({
  texts: seriesTexts,
  tag_ids: z.array(z.number().int()),
  free_episodes: z.number().int(),
  episode_price: z.number().int(),
  episodes: z.array(consoleEpisode),
  /** The next release still to come (ISO), as the viewer's detail page shows it. */
  next_release_at: z.string().nullable(),
  /** The version of the details (what seriesInput saves) that an update names (decision 0063). */
  version: recordVersion,
});
export type SeriesDetail = z.infer<typeof seriesDetail>;

/**
 * An episode's own price (null = the series' default) and release time (null = out with the
 * series). Only what the operator changed is sent: an absent field keeps its value, so an edit
 * of one never puts back a stale copy of the other (a tab opened before someone else's change).
 */
export const episodeUpdate = z.object({
  price_override: z.number().int().min(0).max(EPISODE_PRICE_MAX).nullable().optional(),
  release_at: z.string().datetime({ offset: true }).nullable().optional(),
});
export type EpisodeUpdate = z.infer<typeof episodeUpdate>;

/** One price for a run of episodes (a weekly chore: repricing 20-50 row by row is 31 edits). */
export const episodePricesInput = z.object({
  from_number: z.number().int().min(1).max(100_000),
  to_number: z.number().int().min(1).max(100_000),
  price_override: z.number().int().min(0).max(EPISODE_PRICE_MAX).nullable(),
});
export type EpisodePricesInput = z.infer<typeof episodePricesInput>;

export const episodeOrder = z.object({ episode_ids: z.array(z.number().int().positive()).min(1).max(2000) });

export const releasePlanInput = z.object({
  /**
   * Episodes from this number on that are not out yet get release times (`episodesToPlan`);
   * earlier ones, and those viewers may already have, keep theirs.
   */
  from_number: z.number().int().min(1),
  per_day: z.number().int().min(1).max(100),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  time_zone: z.string().min(1).max(64),
  from_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type ReleasePlanInput = z.infer<typeof releasePlanInput>;

type ReleaseView = Pick<SeriesDetail, 'published_at' | 'episodes'>;

const byNumber = (episodes: readonly ConsoleEpisode[]) => [...episodes].sort((a, b) => a.number - b.number);

/**
 * The numbers of the episodes viewers see at `now`, exactly as the server's `visibility`
 * (catalogue-sql.repository.ts) decides (decision 0030): none unless the series is published;
 * then the run from episode 1 of episodes that are released (no time, or a time passed) and
 * playable. Episode 1 in it is the series on the air. Server and console apply the same rule.
 */
export function episodesWatchable(series: ReleaseView, now: number): Set<number> {
  const seen = new Set<number>();
  if (series.published_at === null) return seen;
  for (const e of byNumber(series.episodes)) {
    const due = e.release_at === null || Date.parse(e.release_at) <= now;
    if (!e.playable || !due || (seen.size === 0 && e.number !== 1)) break;
    seen.add(e.number);
  }
  return seen;
}

/**
 * The numbers of the episodes that are out at `now`, which a release plan never moves: those
 * viewers see (`episodesWatchable`), and those whose release time has passed.
 */
export function episodesOut(series: ReleaseView, now: number): Set<number> {
  const watchable = episodesWatchable(series, now);
  const out = new Set<number>();
  for (const e of byNumber(series.episodes)) {
    const released = e.release_at !== null && Date.parse(e.release_at) <= now;
    if (watchable.has(e.number) || released) out.add(e.number);
  }
  return out;
}

/** The episodes a release plan from episode `fromNumber` schedules, in order: those not out yet. */
export function episodesToPlan(series: ReleaseView, fromNumber: number, now: number): ConsoleEpisode[] {
  const out = episodesOut(series, now);
  return series.episodes
    .filter((e) => e.number >= fromNumber && !out.has(e.number))
    .sort((a, b) => a.number - b.number);
}

export const consoleTag = z.object({
  id: z.number().int(),
  slug: z.string(),
  names: z.partialRecord(z.enum(CONSOLE_LOCALES), z.string()),
  drama_count: z.number().int(),
});
export const tagListResponse = z.object({ items: z.array(consoleTag) });
export const tagInput = z.object({
  slug,
  names: z.partialRecord(z.enum(CONSOLE_LOCALES), z.string().trim().min(1).max(TAG_NAME_MAX)),
});
export const tagNamesInput = tagInput.pick({ names: true });
