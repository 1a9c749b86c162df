import { describe, expect, it } from 'vitest';
import { precacheGlobs, webManifest } from './sw-manifest.ts';
import {
  isApiRequest,
  isAppNavigation,
  isPosterRequest,
  isSignedMediaRequest,
  isStorableShell,
} from './sw-routes.ts';

const ORIGIN = 'https://drama.example.test';
const url = (path: string, origin = ORIGIN) => new URL(path, origin);
const navigate = { mode: 'navigate', method: 'GET' };
const get = { mode: 'no-cors', method: 'GET' };

const SIGNED = '/media/1767225600.Xy9_abc-DEF/e/m001e01/index.m3u8';
const SIGNED_POSTER = '/media/1767225600.Xy9_abc-DEF/e/m001e01/poster.webp';

describe('the service worker never touches an API response or a signed media URL', () => {
  it('recognises API calls and signed media', () => {
    for (const path of [
      '/enjoy-api/user/index',
      '/enjoy-api/video/home?tag=x',
      '/enjoy-api',
      '/admin/api/feedback',
    ]) {
      expect(isApiRequest(url(path)), path).toBe(true);
    }
    expect(isApiRequest(url('/pages/user/index'))).toBe(false);
    expect(isSignedMediaRequest(url(SIGNED))).toBe(true);
    expect(isSignedMediaRequest(url(SIGNED_POSTER))).toBe(true);
    expect(isSignedMediaRequest(url('/media/posters/a.webp'))).toBe(false);
  });

  it('answers no API call, no signed media and no server page as a navigation', () => {
    for (const path of [
      '/enjoy-api/user/index',
      '/admin/api/feedback',
      SIGNED,
      '/media/posters/a.webp',
      '/article/user?language=3',
      '/pay/gateway/sandbox?order=1',
      '/sandbox-pay/checkout/abc',
      '/sandbox-oauth/tiktok/authorize?client_key=k',
      '/sandbox-oauth/facebook/sdk/dialog/oauth?client_id=a',
      '/uploads/avatars/a.webp',
      '/runtime-config.js',
      '/manifest.webmanifest',
    ]) {
      expect(isAppNavigation(navigate, url(path), ORIGIN), path).toBe(false);
    }
  });

  it('caches no API call and no signed media as a poster', () => {
    for (const path of [
      '/enjoy-api/video/home',
      SIGNED,
      SIGNED_POSTER,
      '/media/posters/',
      '/media/posters/a/b.webp',
    ]) {
      expect(isPosterRequest(get, url(path)), path).toBe(false);
    }
    expect(isPosterRequest({ method: 'POST' }, url('/media/posters/a.webp'))).toBe(false);
  });
});

describe('what it does answer', () => {
  it('takes the app routes network-first, on this origin only', () => {
    for (const path of [
      '/',
      '/pages/user/index',
      '/pages/video/play?drama_id=3',
      '/pages/user/feedback?tab=records',
    ]) {
      expect(isAppNavigation(navigate, url(path), ORIGIN), path).toBe(true);
    }
    expect(isAppNavigation(get, url('/'), ORIGIN)).toBe(false);
    expect(isAppNavigation({ mode: 'navigate', method: 'POST' }, url('/'), ORIGIN)).toBe(false);
    expect(isAppNavigation(navigate, url('/', 'https://www.tiktok.com'), ORIGIN)).toBe(false);
  });

  it('caches public posters, here or on the media CDN', () => {
    expect(isPosterRequest(get, url('/media/posters/love-in-seoul.webp'))).toBe(true);
    expect(isPosterRequest(get, url('/media/posters/x.jpg', 'https://cdn.example.test'))).toBe(true);
  });

  it('keeps only a good HTML page of this origin as the offline shell', () => {
    const html = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    expect(isStorableShell({ ok: true, type: 'basic', headers: html })).toBe(true);
    expect(isStorableShell({ ok: false, type: 'basic', headers: html })).toBe(false);
    expect(isStorableShell({ ok: true, type: 'opaqueredirect', headers: html })).toBe(false);
    expect(
      isStorableShell({
        ok: true,
        type: 'basic',
        headers: new Headers({ 'content-type': 'application/json' }),
      }),
    ).toBe(false);
  });
});

describe('the manifest and the precache', () => {
  it('is installable: standalone at /, pink, with 192 and 512 PNG icons and a maskable one', () => {
    expect(webManifest).toMatchObject({
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#d81b60',
    });
    const icons = webManifest.icons ?? [];
    expect(icons.some((i) => i.sizes === '192x192' && i.type === 'image/png')).toBe(true);
    expect(icons.some((i) => i.sizes === '512x512' && i.type === 'image/png' && i.purpose === 'any')).toBe(
      true,
    );
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  it('precaches no page (the server injects the runtime config into it)', () => {
    expect(precacheGlobs.globPatterns.join(',')).not.toMatch(/html/);
    expect(precacheGlobs.globIgnores).toContain('**/*.html');
  });
});
