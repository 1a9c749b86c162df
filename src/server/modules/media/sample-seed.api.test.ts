/**
 * The sample catalogue at the first start: a drama stays a draft while its episodes are being
 * made by the queue, and is published, dated as the seed dates it, by the job that makes its
 * last one (so a viewer never sees its episode count and series price grow).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dramas } from '#db/schema/catalogue.ts';
import { dramaPage } from '#shared/contract/catalogue.ts';
import { seedDramas, seededAgeDays } from '../catalogue/catalogue-seed.repository.ts';
import type { EpisodeMediaState } from './episode-media.repository.ts';
import { SAMPLE_DRAMAS } from './pipeline/sample-catalogue.content.ts';
import { publishSampleDrama, sampleDramaSeeds } from './sample-seed.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let clock = Date.now();
let episodeIds: number[] = [];
const [seed] = sampleDramaSeeds(2);
const first = SAMPLE_DRAMAS[0];

async function listed(): Promise<{ title: string; count: number }[]> {
  clock += 5000; // past the catalogue cache
  const res = await t.api.get('/video/list', { page: '1', page_size: '20' });
  return dramaPage.parse(res.body.data).list.map((d) => ({ title: d.title, count: d.episode_count }));
}

async function ready(episodeId: number): Promise<EpisodeMediaState | undefined> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const state = await t.app.services.episodeMedia.state(episodeId);
    if (state?.status === 'ready' || state?.status === 'failed') return state;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return t.app.services.episodeMedia.state(episodeId);
}

/** The drama's publication once the transcode job has made it (or what there is after 60 s). */
async function published(): Promise<Date | null | undefined> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const at = await publishedAt();
    if (at) return at;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return publishedAt();
}

async function publishedAt(): Promise<Date | null | undefined> {
  const [row] = await t.database.db
    .select({ at: dramas.publishedAt })
    .from(dramas)
    .where(eq(dramas.slug, seed?.slug ?? ''));
  return row?.at;
}

beforeAll(async () => {
  t = await buildTestApp({
    now: () => clock,
    env: { WORKERS_IN_PROCESS: '1', JOB_RETRY_DELAY_SECONDS: '0' },
  });
  if (!seed) throw new Error('no sample drama');
  const seeded = await seedDramas(t.database.db, { tags: [], dramas: [{ ...seed, tags: [] }] }, clock, {
    drafts: true,
  });
  episodeIds = seeded.pending.map((p) => p.episodeId);
});
afterAll(async () => {
  await t.close();
});

describe('the sample catalogue at the first start', () => {
  it('keeps a drama a draft until its last episode is made, then publishes it whole', async () => {
    const title = seed?.titles.en ?? '';
    expect(episodeIds).toHaveLength(2);
    expect(await publishedAt()).toBeNull();
    expect(await listed()).toEqual([]);

    const [one, two] = episodeIds;
    await t.app.services.episodeMedia.request(one ?? 0, {
      kind: 'sample',
      drama: seed?.slug ?? '',
      number: 1,
    });
    expect((await ready(one ?? 0))?.status).toBe('ready');
    // One of two made: still a draft, though episode 1 could play.
    expect(await publishedAt()).toBeNull();
    expect(await listed()).toEqual([]);
    expect(await publishSampleDrama(t.database.db, seed?.slug ?? '', clock)).toBe(false);

    await t.app.services.episodeMedia.request(two ?? 0, {
      kind: 'sample',
      drama: seed?.slug ?? '',
      number: 2,
    });
    expect((await ready(two ?? 0))?.status).toBe('ready');
    // The job publishes the drama just after it marks the last episode ready.
    const at = await published();
    const ageDays = seededAgeDays(0, SAMPLE_DRAMAS.length, first?.status ?? 'completed');
    expect(at?.getTime()).toBe(clock - ageDays * DAY_MS);
    expect(await listed()).toEqual([{ title: title, count: 2 }]);
  });

  it('leaves a published drama as it is', async () => {
    const before = await publishedAt();
    expect(await publishSampleDrama(t.database.db, seed?.slug ?? '', clock + DAY_MS)).toBe(false);
    expect(await publishedAt()).toEqual(before);
    expect(await publishSampleDrama(t.database.db, 'no-such-drama', clock)).toBe(false);
  });
});
