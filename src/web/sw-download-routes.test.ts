import { describe, expect, it } from 'vitest';
import { offlineMasterPath } from '#shared/offline-media.ts';
import { precacheGlobs } from './sw-manifest.ts';
import { DOWNLOADS_CACHE, downloadedLookup, isPlayerChunk, PLAYER_CACHE } from './sw-download-routes.ts';
import { isAppNavigation, isPosterRequest, PAGES_CACHE, POSTERS_CACHE } from './sw-routes.ts';

const ORIGIN = 'https://drama.example.test';
const CDN = 'https://cdn.example.test';
const url = (path: string, origin = ORIGIN) => new URL(path, origin);
const get = { method: 'GET' };
const navigate = { mode: 'navigate', method: 'GET' };

const SIGNED_SEGMENT = '/media/1767225600.Xy9_abc-DEF/e/m001e01/360p/seg_0003.m4s';

describe('downloaded episodes in the service worker', () => {
  it('answers a stable path from the downloads cache only', () => {
    expect(downloadedLookup(get, url('/media/e/m001e01/360p/seg_0003.m4s'), ORIGIN)).toEqual({
      kind: 'offline',
      key: '/media/e/m001e01/360p/seg_0003.m4s',
    });
    expect(downloadedLookup(get, url(offlineMasterPath('m001e01')), ORIGIN)).toEqual({
      kind: 'offline',
      key: '/media/e/m001e01/index.m3u8',
    });
    expect(downloadedLookup(get, url('/media/e/m001e01/subs/en.vtt'), ORIGIN)?.kind).toBe('offline');
  });

  it('looks a signed URL up under its stable key, here or on the media CDN', () => {
    const expected = { kind: 'signed', key: '/media/e/m001e01/360p/seg_0003.m4s' };
    expect(downloadedLookup(get, url(SIGNED_SEGMENT), ORIGIN)).toEqual(expected);
    expect(downloadedLookup(get, url(SIGNED_SEGMENT, CDN), ORIGIN)).toEqual(expected);
    // Two signatures of one file share one key: the copy outlives any token.
    const other = SIGNED_SEGMENT.replace('1767225600.Xy9_abc-DEF', '1767300000.Q');
    expect(downloadedLookup(get, url(other), ORIGIN)).toEqual(expected);
  });

  it('leaves everything else alone', () => {
    for (const path of [
      '/media/posters/a.webp',
      '/media/e/m001e01',
      '/media/e/',
      '/enjoy-api/video/download',
      '/pages/user/downloads',
      '/assets/index-abc.js',
    ]) {
      expect(downloadedLookup(get, url(path), ORIGIN), path).toBeUndefined();
    }
    // A stable path on another origin is not ours to answer.
    expect(downloadedLookup(get, url('/media/e/m001e01/index.m3u8', CDN), ORIGIN)).toBeUndefined();
    expect(downloadedLookup({ method: 'POST' }, url(SIGNED_SEGMENT), ORIGIN)).toBeUndefined();
  });

  it('does not take the routes of the app shell or the posters', () => {
    const stable = url('/media/e/m001e01/index.m3u8');
    expect(isAppNavigation(navigate, stable, ORIGIN)).toBe(false);
    expect(isPosterRequest(get, stable)).toBe(false);
    expect(isPosterRequest(get, url('/media/e/m001e01/poster.webp'))).toBe(false);
  });

  it('keeps the player chunk that the precache leaves out', () => {
    expect(isPlayerChunk(get, url('/assets/hls-B1x2y3.js'), ORIGIN)).toBe(true);
    expect(isPlayerChunk(get, url('/assets/hls.light-B1x2y3.js'), ORIGIN)).toBe(true);
    expect(isPlayerChunk(get, url('/assets/hls-B1x2y3.js', CDN), ORIGIN)).toBe(false);
    expect(isPlayerChunk(get, url('/assets/B1x2y3.js'), ORIGIN)).toBe(false);
    expect(precacheGlobs.globIgnores).toContain('**/hls*.js');
  });

  it('uses caches of its own', () => {
    const names = [DOWNLOADS_CACHE, PLAYER_CACHE, PAGES_CACHE, POSTERS_CACHE];
    expect(new Set(names).size).toBe(names.length);
    expect(DOWNLOADS_CACHE.startsWith('enjoy-')).toBe(true);
  });
});
