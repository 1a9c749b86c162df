/**
 * Catalogue, playback, history and favourites (the calls SPEC.md leaves unshown, in the
 * style of DESIGN.md section 2: POST or cacheable GET, snake_case, paged lists).
 */
import { z } from 'zod';
import { numeric } from './numeric.ts';
import { SEARCH_KEYWORD_MAX } from '../constants.ts';
import { paged, pageRequest } from './envelope.ts';

export const DRAMA_STATUSES = ['new', 'ongoing', 'completed'] as const;
export type DramaStatus = (typeof DRAMA_STATUSES)[number];
export const RANK_TYPES = ['hot', 'new', 'favorite'] as const;
export type RankType = (typeof RANK_TYPES)[number];
export const RANK_PERIODS = ['day', 'week', 'month', 'all'] as const;
export type RankPeriod = (typeof RANK_PERIODS)[number];

const flag = z.union([z.literal(0), z.literal(1)]);
const id = numeric(z.number().int().positive().max(2_147_483_647));

export const tag = z.object({ slug: z.string(), name: z.string() });
export type Tag = z.infer<typeof tag>;

/** A drama as listed on cards, rails and rankings, in the request's language. */
export const dramaCard = z.object({
  drama_id: z.number().int(),
  title: z.string(),
  synopsis: z.string(),
  /** Poster URL (WebP), public and long-cached. */
  poster: z.string(),
  status: z.enum(DRAMA_STATUSES),
  episode_count: z.number().int(),
  /**
   * How long the series runs: the lengths of the episodes episode_count counts (scheduled ones
   * included), added up, in ms. Optional: a card cached before it has none.
   */
  runtime_ms: z.number().int().optional(),
  free_episodes: z.number().int(),
  tags: z.array(tag),
  play_count: z.number().int(),
  favorite_count: z.number().int(),
  // Plain prices (issue 19), optional: a client must read a listing cached before them.
  /**
   * The series' default coins per locked episode. An episode may override it (the grid shows
   * each one's): say what they cost with episode_price_min and episode_price_max.
   */
  episode_price: z.number().int().optional(),
  /**
   * The lowest and highest effective price (override, else default) of the episodes after the
   * free ones, the same episodes as series_coins; equal when they all cost the same. Optional:
   * a card cached before them has only episode_price.
   */
  episode_price_min: z.number().int().optional(),
  episode_price_max: z.number().int().optional(),
  /** Coins for every episode after the free ones (0: the whole series is free). */
  series_coins: z.number().int().optional(),
  /** series_coins in money at the best coin pack's rate, in cents rounded up; null: no pack on sale. */
  series_cents: z.number().int().nullable().optional(),
  /** The currency of series_cents (ISO 4217). */
  currency: z.string().optional(),
});
export type DramaCard = z.infer<typeof dramaCard>;

export const banner = z.object({
  banner_id: z.number().int(),
  drama_id: z.number().int(),
  title: z.string(),
  image: z.string(),
});

export const rail = z.object({
  /** 'hot', 'new', 'completed' or a tag slug. */
  key: z.string(),
  title: z.string(),
  list: z.array(dramaCard),
});

/** GET /video/home: banners and rails; the infinite list below them is GET /video/list. */
export const homeQuery = z.object({}).passthrough().nullish();
export const homeData = z.object({ banners: z.array(banner), rails: z.array(rail) });
export type HomeData = z.infer<typeof homeData>;

/** GET /video/list: every drama, newest first, optionally by tag or status. */
export const listQuery = pageRequest.extend({
  tag: z.string().max(64).optional(),
  status: z.enum(DRAMA_STATUSES).optional(),
});
export const dramaPage = paged(dramaCard);
export type DramaPage = z.infer<typeof dramaPage>;

/** GET /video/rank */
export const rankQuery = pageRequest.extend({
  type: z.enum(RANK_TYPES).default('hot'),
  period: z.enum(RANK_PERIODS).default('week'),
});
export const rankedDrama = dramaCard.extend({
  rank: z.number().int(),
  /**
   * What the ranking orders by over its period (plays or favourites since the period began; the
   * all-time total for 'all'). Screens show the drama's play_count and favorite_count, as
   * everywhere else, not this.
   */
  score: z.number().int(),
});
export const rankPage = paged(rankedDrama);
export type RankPage = z.infer<typeof rankPage>;

/** GET /video/tags */
export const tagsQuery = z.object({}).passthrough().nullish();
export const tagsData = z.object({ list: z.array(tag.extend({ drama_count: z.number().int() })) });

/** GET /video/search: by title in any of the five languages. */
export const searchQuery = pageRequest.extend({
  keyword: z.string().trim().min(1).max(SEARCH_KEYWORD_MAX),
});

/** One cell of the episode grid, for the current user. */
export const episodeItem = z.object({
  episode_id: z.number().int(),
  number: z.number().int(),
  duration_ms: z.number().int(),
  /** Coins to unlock it (0 when free). */
  price: z.number().int(),
  /** 1 within the drama's free episodes. */
  free: flag,
  /** 1 when this user unlocked it. */
  unlocked: flag,
  /** 1 when the user may not play it now (not free, not unlocked, not VIP). */
  locked: flag,
  /** 1 when locked and every earlier episode is free or unlocked (the order rule). */
  can_unlock: flag,
});
export type EpisodeItem = z.infer<typeof episodeItem>;

export const resume = z.object({ episode_number: z.number().int(), position_ms: z.number().int() });

/** See `episodePlay.start_files`. */
export const startFiles = z.object({
  playlist: z.string(),
  init: z.string().nullable(),
  fragment: z.string(),
  /** Where the fragment starts and ends in the episode (ms). */
  fragment_from_ms: z.number().int(),
  fragment_to_ms: z.number().int(),
});
export type StartFiles = z.infer<typeof startFiles>;

/** What the player needs for one playable episode; URLs are signed and expire. */
export const episodePlay = z.object({
  episode_id: z.number().int(),
  drama_id: z.number().int(),
  number: z.number().int(),
  duration_ms: z.number().int(),
  /** HLS master playlist. */
  url: z.string(),
  poster: z.string(),
  /** Unix seconds after which url and poster stop working. */
  expires_at: z.number().int(),
  /** Where to resume this episode (0 from the start). */
  position_ms: z.number().int(),
  /**
   * The languages of its subtitle tracks (locale codes such as "en", "th"): each is WebVTT at
   * `subs/<language>.vtt` beside the master playlist `url` (the same signed folder), and listed
   * in the master as a TYPE=SUBTITLES rendition.
   */
  subtitles: z.array(z.string()),
  /**
   * The files a player asks for first to start at `position_ms` (a finished episode starts at
   * 0), as paths relative to `url` in the same signed folder: the start rendition's media
   * playlist (the tallest at most 960 pixels high, src/shared/hls-start.ts), its init segment
   * (null when it has none) and the fragment holding the start, with the fragment's span. A
   * client may fetch them together with the master instead of one round trip after another.
   * Absent while the server has not read the episode's playlists yet.
   */
  start_files: startFiles.optional(),
});
export type EpisodePlay = z.infer<typeof episodePlay>;

/** POST /video/detail */
export const detailRequest = z.object({ drama_id: id });
export const detailData = z.object({
  drama: dramaCard.extend({ episode_price: z.number().int() }),
  episodes: z.array(episodeItem),
  /** Coins to unlock every remaining locked episode (0 for a VIP). */
  total_to_finish: z.number().int(),
  locked_count: z.number().int(),
  is_favorite: flag,
  is_svip: flag,
  /** Where the user left off, or null. */
  history: resume.nullable(),
  balance: z.object({ gold: z.number().int(), coin: z.number().int() }),
  /** When the next episode comes out (the operator's release calendar, ISO), or null. */
  next_release_at: z.string().nullable(),
  /** What this user has spent on the series' episodes (ledger debits: gold, vouchers); issue 19. */
  spent: z.object({ gold: z.number().int(), coin: z.number().int() }).optional(),
  /**
   * The episode the play page opens at when its address names none (where the user left off,
   * else the first), signed as POST /video/episode would answer it, when the user may play it;
   * else null. The player fetches its media at once while /video/episode records the opening
   * (decision 0046); reading it records nothing.
   */
  start: episodePlay.nullable().optional(),
});
export type DetailData = z.infer<typeof detailData>;

/** POST /video/episode: answers 701 (episode locked) when the user may not play it. */
export const episodeRequest = z.object({
  drama_id: id,
  number: numeric(z.number().int().min(1).max(10_000)),
});
export const episodeData = episodePlay.extend({
  /** The next episode when it is playable (for preloading), else null. */
  next: episodePlay.nullable(),
});
export type EpisodeData = z.infer<typeof episodeData>;

/** POST /video/recommend: first episodes to autoplay in a feed. */
export const recommendRequest = pageRequest.partial().nullish();
export const recommendItem = z.object({ drama: dramaCard, episode: episodePlay });
export const recommendPage = paged(recommendItem);
export type RecommendPage = z.infer<typeof recommendPage>;

/** POST /video/progress (every few seconds and on pagehide). */
export const progressRequest = z.object({
  episode_id: id,
  position_ms: numeric(
    z
      .number()
      .int()
      .min(0)
      .max(24 * 3600 * 1000),
  ),
});

/** POST /video/play: one view counts once, however often it is reported. */
export const playRequest = z.object({ episode_id: id, view_id: z.string().trim().min(8).max(64) });
export const playData = z.object({ counted: flag });

/** POST /history/list */
export const historyItem = z.object({
  drama: dramaCard,
  episode_number: z.number().int(),
  position_ms: z.number().int(),
  duration_ms: z.number().int(),
  /** Unix seconds. */
  updated_at: z.number().int(),
});
export const historyPage = paged(historyItem);
export type HistoryPage = z.infer<typeof historyPage>;
export const dramaRef = z.object({ drama_id: id });

/** POST /favorite/list */
export const favoriteItem = z.object({ drama: dramaCard, created_at: z.number().int() });
export const favoritePage = paged(favoriteItem);
export type FavoritePage = z.infer<typeof favoritePage>;
export const favoriteState = z.object({ is_favorite: flag, favorite_count: z.number().int() });
