/**
 * Home curation in the console (issue 17): home's banners (a series, a 16:9 image, an order, a
 * show window) and which of home's rails show, in what order. JSON under /console-api in the
 * console's envelope; editors and owners; every write audited; each answers the whole curation.
 *
 *   GET  /console-api/home                       { banners, rails }
 *   POST /console-api/home/banner-image          multipart `file` + fields x,y,width,height (a 16:9
 *                                                crop in the image's pixels) → { image, url }
 *   POST /console-api/home/banners               create { bannerInput }
 *   POST /console-api/home/banners/order         { banner_ids } (all of them, in the new order)
 *   POST /console-api/home/banners/:id           update { bannerInput }
 *   POST /console-api/home/banners/:id/delete
 *   POST /console-api/home/rails                 { rails: [{ key, visible }] } (every rail once)
 *
 * Viewers (GET /video/home, whose shape does not change) see a change within
 * VIEWER_FRESHNESS_MS, on every process, caches included.
 */
import { z } from 'zod';

/** Banners are stored at this size (the app's 16:9 home carousel), as WebP. */
export const BANNER_WIDTH = 1280;
export const BANNER_HEIGHT = 720;
export const BANNER_LIMIT = 20;
/** What viewers get at most (the carousel). */
export const BANNERS_SHOWN = 10;

/** Home's rails: the rankings and lists; `tags` stands for the two largest tags' rails. */
export const HOME_RAILS = ['hot', 'new', 'completed', 'tags'] as const;
export type HomeRailKey = (typeof HOME_RAILS)[number];

/** A stored banner image: media path under posters/ (see the server's banner-image.ts). */
export const BANNER_IMAGE_PATTERN = /^posters\/banner-[a-f0-9]{12}\.webp$/;

const instant = z.string().datetime({ offset: true });

export const bannerInput = z
  .object({
    drama_id: z.number().int().positive().max(2_147_483_647),
    /** From banner-image; null = the series' poster. */
    image: z.string().regex(BANNER_IMAGE_PATTERN).nullable(),
    show_from: instant.nullable(),
    show_until: instant.nullable(),
  })
  .refine((b) => !b.show_from || !b.show_until || Date.parse(b.show_from) < Date.parse(b.show_until), {
    path: ['show_until'],
    message: 'show_until must be after show_from',
  });
export type BannerInput = z.infer<typeof bannerInput>;

export const bannerOrder = z.object({
  banner_ids: z.array(z.number().int().positive()).min(1).max(BANNER_LIMIT),
});

/**
 * live: viewers see it now; scheduled: its window opens later; expired: its window closed;
 * hidden: its series is not on the air (a draft, or no episode 1 yet).
 */
export const BANNER_STATES = ['live', 'scheduled', 'expired', 'hidden'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

export const consoleBanner = z.object({
  id: z.number().int(),
  drama_id: z.number().int(),
  series_title: z.string(),
  /** The stored image (a media path), or null: the series' poster shows. */
  image: z.string().nullable(),
  /** What viewers see: the image's URL, else the poster's ('' when the series has none). */
  image_url: z.string(),
  show_from: z.string().nullable(),
  show_until: z.string().nullable(),
  state: z.enum(BANNER_STATES),
});
export type ConsoleBanner = z.infer<typeof consoleBanner>;

export const railSetting = z.object({ key: z.enum(HOME_RAILS), visible: z.boolean() });
export type RailSetting = z.infer<typeof railSetting>;

export const railsInput = z.object({
  rails: z
    .array(railSetting)
    .length(HOME_RAILS.length)
    .refine((rails) => new Set(rails.map((r) => r.key)).size === HOME_RAILS.length, {
      message: 'every rail once',
    }),
});

export const homeCuration = z.object({ banners: z.array(consoleBanner), rails: z.array(railSetting) });
export type HomeCuration = z.infer<typeof homeCuration>;

export const bannerImage = z.object({ image: z.string(), url: z.string() });
