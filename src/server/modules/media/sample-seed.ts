/**
 * The sample catalogue at the first start (SAMPLE_CATALOGUE=1): its 8 dramas and 96 episode
 * rows at once, from the sample's content; each episode's picture is made by a transcode job
 * of the queue, one drama after another, so the server answers within seconds. A drama is a
 * draft until its last episode is made, then published (`publishSampleDrama`, called by the
 * transcode job): viewers never see its episode count and series price grow. Dramas already
 * there are left.
 *
 * Each new episode gets its five subtitle tracks with its row (./pipeline/sample-subtitles.ts):
 * checked like an operator's upload (`prepareSubtitle`) and stored by the same repository, so
 * the transcode job writes them into the rendition and its master playlist (`beforeSwitch`,
 * the subtitle service's `applyStored`) as it does an uploaded track's.
 */
import type { Database } from '#db/client.ts';
import {
  MANIFEST_FILE,
  publishWhenComplete,
  seedDramas,
  seededAgeDays,
  type DramaSeed,
} from '../catalogue/catalogue-seed.repository.ts';
import type { EpisodeMediaService } from './episode-media.service.ts';
import { writeSamplePosters } from './pipeline/sample-catalogue.ts';
import { SAMPLE_DRAMAS, SAMPLE_TAGS } from './pipeline/sample-catalogue.content.ts';
import { sampleSubtitleTracks } from './pipeline/sample-subtitles.ts';
import { SAMPLE_EPISODE_SECONDS } from './pipeline/transcode.ts';
import { sampleManifest, type SampleManifest } from './pipeline/manifest.ts';
import type { MediaStore } from './store/media-store.ts';
import { createSubtitleRepository } from './subtitles/subtitle.repository.ts';
import { prepareSubtitle } from './subtitles/subtitle.service.ts';

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
  store: MediaStore;
  now?: number;
}): Promise<number> {
  const seeds = sampleDramaSeeds();
  const posters = await Promise.all(seeds.map((d) => deps.store.stat(d.poster)));
  if (posters.some((p) => !p)) await writeSamplePosters(deps.store, SAMPLE_DRAMAS, SAMPLE_EPISODES_PER_DRAMA);
  const seeded = await seedDramas(deps.db, { tags: SAMPLE_TAGS, dramas: seeds }, deps.now, { drafts: true });
  // Before the transcodes are asked for: the job that makes an episode lists its tracks.
  await seedSampleSubtitles(deps.db, seeded.pending, deps.now);
  for (const p of seeded.pending) {
    // One drama after another (the queue runs the highest priority first), in episode order.
    const place = SAMPLE_DRAMAS.findIndex((d) => d.slug === p.drama);
    await deps.media.request(
      p.episodeId,
      { kind: 'sample', drama: p.drama, number: p.number },
      { priority: (SAMPLE_DRAMAS.length - place) * SAMPLE_EPISODES_PER_DRAMA - p.number },
    );
  }
  // A drama whose last episode was made just before a crash (made, not yet published).
  for (const d of SAMPLE_DRAMAS) await publishSampleDrama(deps.db, d.slug, deps.now);
  return seeded.pending.length;
}

/** The five subtitle tracks of each newly seeded sample episode, in one transaction. */
async function seedSampleSubtitles(
  db: Database,
  pending: readonly { episodeId: number; drama: string; number: number }[],
  now: number = Date.now(),
): Promise<void> {
  const durationMs = SAMPLE_EPISODE_SECONDS * 1000;
  const rows = pending.flatMap((p) => {
    const drama = SAMPLE_DRAMAS.find((d) => d.slug === p.drama);
    if (!drama) return [];
    return sampleSubtitleTracks(drama.synopses, p.number, durationMs).map((track) => {
      const prepared = prepareSubtitle(new TextEncoder().encode(track.vtt), { durationMs });
      if (!prepared.ok) {
        const codes = prepared.problems.map((problem) => problem.code).join(', ');
        throw new Error(`sample subtitle ${p.drama} ${p.number} ${track.locale}: ${codes}`);
      }
      return {
        episodeId: p.episodeId,
        locale: track.locale,
        vtt: prepared.vtt,
        cueCount: prepared.cues.length,
        updatedAt: new Date(now),
      };
    });
  });
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    const subtitles = createSubtitleRepository(tx);
    for (const row of rows) await subtitles.put(row);
  });
}

/**
 * After a sample episode is made: publishes its drama if that was the last one, dated as the
 * seed would have dated it (`seededAgeDays`, so the "new" rail holds the same dramas).
 */
export async function publishSampleDrama(
  db: Database,
  slug: string,
  now: number = Date.now(),
): Promise<boolean> {
  const place = SAMPLE_DRAMAS.findIndex((d) => d.slug === slug);
  const drama = SAMPLE_DRAMAS[place];
  if (!drama) return false;
  const ageDays = seededAgeDays(place, SAMPLE_DRAMAS.length, drama.status);
  return publishWhenComplete(db, slug, new Date(now - ageDays * 24 * 60 * 60 * 1000));
}

/** A catalogue manifest in the store (`catalogue.json`, from `npm run media:sample`), if any. */
export async function storedManifest(store: MediaStore): Promise<SampleManifest | undefined> {
  const bytes = await store.get(MANIFEST_FILE);
  return bytes ? sampleManifest.parse(JSON.parse(bytes.toString('utf8'))) : undefined;
}
