/**
 * The sample catalogue at the first start (SAMPLE_CATALOGUE=1): its 8 dramas and 96 episode
 * rows at once, from the sample's content; each episode's picture is made by a transcode job
 * of the queue (episode 1 of every drama first), so the server answers within seconds and a
 * drama appears to viewers when its first episode is ready. Dramas already there are left.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '#db/client.ts';
import { seedDramas, type DramaSeed } from '../catalogue/catalogue-seed.repository.ts';
import type { EpisodeMediaService } from './episode-media.service.ts';
import { writeSamplePosters } from './pipeline/sample-catalogue.ts';
import { SAMPLE_DRAMAS, SAMPLE_TAGS } from './pipeline/sample-catalogue.content.ts';
import { SAMPLE_EPISODE_SECONDS } from './pipeline/transcode.ts';

export const SAMPLE_EPISODES_PER_DRAMA = 12;

export function sampleDramaSeeds(episodesPerDrama = SAMPLE_EPISODES_PER_DRAMA): DramaSeed[] {
  return SAMPLE_DRAMAS.map((d) => ({
    slug: d.slug,
    status: d.status,
    free_episodes: Math.min(d.freeEpisodes, episodesPerDrama),
    episode_price: d.episodePrice,
    tags: d.tags,
    poster: `posters/${d.slug}.webp`,
    titles: d.titles,
    synopses: d.synopses,
    episodes: Array.from({ length: episodesPerDrama }, (_, i) => ({
      number: i + 1,
      media_key: null,
      duration_ms: SAMPLE_EPISODE_SECONDS * 1000,
    })),
  }));
}

/** Seeds what is missing and asks for the new episodes' transcodes; how many were asked. */
export async function seedSampleCatalogue(deps: {
  db: Database;
  media: Pick<EpisodeMediaService, 'request'>;
  mediaRoot: string;
  now?: number;
}): Promise<number> {
  const seeds = sampleDramaSeeds();
  const missingPosters = seeds.some((d) => !existsSync(path.join(deps.mediaRoot, d.poster)));
  if (missingPosters) await writeSamplePosters(deps.mediaRoot, SAMPLE_DRAMAS, SAMPLE_EPISODES_PER_DRAMA);
  const seeded = await seedDramas(deps.db, { tags: SAMPLE_TAGS, dramas: seeds }, deps.now);
  for (const p of seeded.pending) {
    await deps.media.request(
      p.episodeId,
      { kind: 'sample', drama: p.drama, number: p.number },
      { priority: SAMPLE_EPISODES_PER_DRAMA - p.number },
    );
  }
  return seeded.pending.length;
}
