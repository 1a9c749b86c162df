/**
 * The sample catalogue ships subtitles: a fresh seed stores five tracks per episode (each in its
 * language, from the drama's synopsis), a second seed adds nothing, and the transcode job that
 * makes a sample episode writes them beside its rendition and lists them in its master playlist.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dramas, episodes } from '#db/schema/catalogue.ts';
import { episodeSubtitles } from '#db/schema/subtitles.ts';
import type { EpisodeMediaState } from './episode-media.repository.ts';
import { SAMPLE_DRAMAS } from './pipeline/sample-catalogue.content.ts';
import { renditionPrefix } from './store/media-store.ts';
import { SAMPLE_EPISODES_PER_DRAMA, seedSampleCatalogue } from './sample-seed.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

let t: TestApp;
const asked: number[] = [];
const first = SAMPLE_DRAMAS[0];
let episodeOne = 0;

async function seed(): Promise<number> {
  return seedSampleCatalogue({
    db: t.database.db,
    // The transcodes are not run here; one is asked for by hand below.
    media: {
      request: async (episodeId) => {
        asked.push(episodeId);
        return { jobId: `job-${episodeId}` };
      },
    },
    store: t.app.services.mediaStore,
  });
}

async function rows() {
  return t.database.db
    .select({
      episodeId: episodeSubtitles.episodeId,
      locale: episodeSubtitles.locale,
      vtt: episodeSubtitles.vtt,
      cues: episodeSubtitles.cueCount,
      at: episodeSubtitles.updatedAt,
    })
    .from(episodeSubtitles);
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

beforeAll(async () => {
  t = await buildTestApp({ env: { WORKERS_IN_PROCESS: '1', JOB_RETRY_DELAY_SECONDS: '0' } });
  const [drama] = await t.database.db
    .select({ id: dramas.id })
    .from(dramas)
    .where(eq(dramas.slug, first?.slug ?? ''));
  expect(drama).toBeUndefined();
});
afterAll(async () => {
  await t.close();
});

describe('the sample catalogue subtitles', () => {
  it('gives each new episode five tracks, each in its language, before its transcode is asked', async () => {
    expect(await seed()).toBe(SAMPLE_DRAMAS.length * SAMPLE_EPISODES_PER_DRAMA);
    const all = await rows();
    expect(all).toHaveLength(SAMPLE_DRAMAS.length * SAMPLE_EPISODES_PER_DRAMA * 5);
    expect(new Set(all.map((r) => r.episodeId))).toEqual(new Set(asked));

    const [drama] = await t.database.db
      .select({ id: dramas.id })
      .from(dramas)
      .where(eq(dramas.slug, first?.slug ?? ''));
    const [one] = await t.database.db
      .select({ id: episodes.id })
      .from(episodes)
      .where(eq(episodes.dramaId, drama?.id ?? 0))
      .orderBy(episodes.number)
      .limit(1);
    episodeOne = one?.id ?? 0;
    const tracks = new Map(all.filter((r) => r.episodeId === episodeOne).map((r) => [r.locale, r]));
    expect([...tracks.keys()].sort()).toEqual(['en', 'id', 'th', 'zh-Hans', 'zh-Hant']);
    for (const track of tracks.values()) {
      expect(track.vtt).toMatch(/^WEBVTT\n/);
      expect(track.cues).toBe(2);
    }
    // Each in its own words: the synopsis's opening in that language, the episode's number.
    expect(tracks.get('en')?.vtt).toContain("[EP 1] To pay off her father's debts,");
    expect(tracks.get('id')?.vtt).toContain('[Episode 1] Demi melunasi utang ayahnya,');
    expect(tracks.get('th')?.vtt).toContain('[ตอนที่ 1] เพื่อใช้หนี้แทนพ่อ');
    expect(tracks.get('zh-Hans')?.vtt).toContain('【第1集】为了替父亲还债');
    expect(tracks.get('zh-Hant')?.vtt).toContain('【第1集】為了替父親還債');
    // The cues span the episode and no more.
    expect(tracks.get('en')?.vtt).toMatch(/00:00:00\.000 --> [\s\S]* --> 00:00:06\.000\n/);
  });

  it('adds nothing when seeded again', async () => {
    const before = await rows();
    asked.length = 0;
    expect(await seed()).toBe(0);
    expect(asked).toEqual([]);
    expect(await rows()).toEqual(before);
  });

  it('writes the tracks and lists them in the master playlist once the episode is made', async () => {
    await t.app.services.episodeMedia.request(episodeOne, {
      kind: 'sample',
      drama: first?.slug ?? '',
      number: 1,
    });
    const state = await ready(episodeOne);
    expect(state?.status).toBe('ready');
    const [episode] = await t.database.db
      .select({ mediaKey: episodes.mediaKey })
      .from(episodes)
      .where(inArray(episodes.id, [episodeOne]));
    const folder = t.app.services.mediaStore.folder(renditionPrefix(episode?.mediaKey ?? ''));
    const master = (await folder.read('index.m3u8')) ?? '';
    const languages = [...master.matchAll(/TYPE=SUBTITLES[^\n]*LANGUAGE="([^"]+)"/g)].map((m) => m[1]);
    expect(languages.sort()).toEqual(['en', 'id', 'th', 'zh-Hans', 'zh-Hant']);
    expect(await folder.read('subs/th.vtt')).toContain('[ตอนที่ 1]');
    expect(await folder.read('subs/en.m3u8')).toContain('en.vtt');
  });
});
