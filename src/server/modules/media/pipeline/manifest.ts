/**
 * `catalogue.json`: what the sample-catalogue generator wrote into the media root, for the
 * seeder to turn into dramas, episodes and tags. Paths are relative to the media root.
 */
import { z } from 'zod';
import type { Locale } from '#shared/languages.ts';

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words joined by -');

/** One string per interface language (src/shared/languages.ts). */
export const localizedText = z.object({
  'zh-Hans': text,
  'zh-Hant': text,
  en: text,
  th: text,
  id: text,
} satisfies Record<Locale, typeof text>);

export const manifestTag = z.object({ slug, names: localizedText });

export const manifestEpisode = z.object({
  number: z.number().int().min(1),
  media_key: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i),
  duration_ms: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  poster: z.string().regex(/^e\/[a-z0-9][a-z0-9_-]*\/poster\.webp$/i),
});

export const dramaStatus = z.enum(['completed', 'ongoing', 'new']);

export const manifestDrama = z
  .object({
    slug,
    status: dramaStatus,
    free_episodes: z.number().int().min(0),
    episode_price: z.number().int().positive(),
    tags: z.array(slug),
    poster: z.string().regex(/^posters\/[a-z0-9-]+\.webp$/),
    titles: localizedText,
    synopses: localizedText,
    episodes: z.array(manifestEpisode).min(1),
  })
  .refine((d) => d.episodes.every((e, i) => e.number === i + 1), {
    message: 'episodes are numbered 1..n in order',
    path: ['episodes'],
  })
  .refine((d) => d.free_episodes <= d.episodes.length, {
    message: 'more free episodes than episodes',
    path: ['free_episodes'],
  });

export const sampleManifest = z
  .object({
    version: z.literal(1),
    generated_at: z.iso.datetime(),
    tags: z.array(manifestTag),
    dramas: z.array(manifestDrama),
  })
  .superRefine((m, ctx) => {
    const tagSlugs = new Set(m.tags.map((t) => t.slug));
    if (tagSlugs.size !== m.tags.length)
      ctx.addIssue({ code: 'custom', message: 'duplicate tag slug', path: ['tags'] });
    const dramaSlugs = new Set(m.dramas.map((d) => d.slug));
    if (dramaSlugs.size !== m.dramas.length) {
      ctx.addIssue({ code: 'custom', message: 'duplicate drama slug', path: ['dramas'] });
    }
    m.dramas.forEach((d, i) => {
      for (const tag of d.tags) {
        if (!tagSlugs.has(tag))
          ctx.addIssue({ code: 'custom', message: `unknown tag ${tag}`, path: ['dramas', i, 'tags'] });
      }
    });
  });

export type SampleManifest = z.infer<typeof sampleManifest>;
export type ManifestDrama = z.infer<typeof manifestDrama>;
export type ManifestEpisode = z.infer<typeof manifestEpisode>;
export type ManifestTag = z.infer<typeof manifestTag>;
export type LocalizedText = z.infer<typeof localizedText>;
