/**
 * Signed episode URLs: what signEpisode and signFolder hand out opens the episode's files (and
 * no other episode's) until the expiry they name, on this server or under a CDN's origin; the
 * token a minute reuses is the one a fresh signature gives.
 */
import { describe, expect, it } from 'vitest';
import { createMediaService } from './media.service.ts';
import { MEDIA_URL_TTL_S, mediaToken, verifyMediaPath } from './media-signing.ts';
import type { StartFilesLookup } from './start-files.ts';

const SECRET = 'media-secret-for-tests';
const noStartFiles = { at: () => Promise.resolve(undefined) } as unknown as StartFilesLookup;

function service(nowMs: { value: number }, mediaBaseUrl?: string) {
  return createMediaService({ mediaSecret: SECRET, mediaBaseUrl }, () => nowMs.value, noStartFiles);
}

describe('signed episode media', () => {
  it('signs the playlist and poster of an episode in one folder, for four hours to the minute', () => {
    const now = { value: 1_800_000_030_000 };
    const signed = service(now).signEpisode('ep-1');
    expect(signed.expires_at).toBe(Math.ceil((1_800_000_030 + MEDIA_URL_TTL_S) / 60) * 60);
    const token = mediaToken(SECRET, 'ep-1', signed.expires_at);
    expect(signed.url).toBe(`/media/${token}/e/ep-1/index.m3u8`);
    expect(signed.poster).toBe(`/media/${token}/e/ep-1/poster.webp`);
    expect(verifyMediaPath(SECRET, signed.url, 1_800_000_030)).toMatchObject({
      ok: true,
      file: 'index.m3u8',
    });
    const other = signed.url.replace('/e/ep-1/', '/e/ep-2/');
    expect(verifyMediaPath(SECRET, other, 1_800_000_030)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('gives the same token within a minute and a new one, right, the next', () => {
    // The first second of a minute's expiry, then its last, then the next minute's first.
    const now = { value: 1_800_000_001_000 };
    const media = service(now);
    const first = media.signEpisode('ep-1');
    now.value += 59_000;
    expect(media.signEpisode('ep-1')).toEqual(first);
    now.value += 2_000;
    const next = media.signEpisode('ep-1');
    expect(next.expires_at).toBe(first.expires_at + 60);
    expect(next.url).toBe(`/media/${mediaToken(SECRET, 'ep-1', next.expires_at)}/e/ep-1/index.m3u8`);
    expect(media.signFolder('ep-1')).toEqual({
      folder: `/media/${mediaToken(SECRET, 'ep-1', next.expires_at)}/e/ep-1/`,
      expires_at: next.expires_at,
    });
  });

  it('puts a CDN origin before the signed path', () => {
    const now = { value: 1_800_000_000_000 };
    const signed = service(now, 'https://cdn.example').signEpisode('ep-9');
    expect(signed.url.startsWith('https://cdn.example/media/')).toBe(true);
    expect(
      verifyMediaPath(SECRET, signed.url.slice('https://cdn.example'.length), 1_800_000_000),
    ).toMatchObject({
      ok: true,
      mediaKey: 'ep-9',
    });
  });
});
