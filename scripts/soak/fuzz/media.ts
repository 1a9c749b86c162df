/** Media: signed media paths (valid, expired, tampered, traversals), nginx's auth_request,
 * posters and avatars. */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { signedMediaPath } from '../../../src/server/modules/media/media-signing.ts';
import { MEDIA_SECRET, nowS } from '../http.ts';
import { common, headerSafe, pathSafe, pickInstance } from './headers.ts';
import type { CaseFn, Target } from './target.ts';

const MEDIA_FILES = [
  'index.m3u8',
  '360p/index.m3u8',
  '360p/init.mp4',
  '360p/seg_000.m4s',
  'poster.webp',
  '360p/seg_999.m4s',
  '720p/index.m3u8',
];
const RANGES = [
  'bytes=0-99',
  'bytes=100-',
  'bytes=-500',
  'bytes=0-0,5-9',
  'bytes=999999-',
  'bytes=abc',
  'items=0-1',
  'bytes=5-1',
];

export function mediaTarget(): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      key: fc.nat(),
      file: fc.constantFrom(...MEDIA_FILES),
      kind: fc.oneof(
        { arbitrary: fc.constant('valid'), weight: 6 },
        {
          arbitrary: fc.constantFrom(
            'expired',
            'tampered',
            'otherKey',
            'traversal',
            'encoded',
            'backslash',
            'nul',
            'garbage',
            'noToken',
            'farFuture',
          ),
          weight: 4,
        },
      ),
      range: fc.option(fc.constantFrom(...RANGES), { nil: undefined, freq: 3 }),
      junk: fc.string({ maxLength: 40 }),
    })
    .map((s): CaseFn => (ctx) => {
      const keys = ctx.mediaKeys;
      const key = keys[s.key % keys.length] ?? 'nokey';
      const other = keys[(s.key + 1) % keys.length] ?? 'nokey';
      const exp = nowS() + 3600;
      let path: string;
      switch (s.kind) {
        case 'expired':
          path = signedMediaPath(MEDIA_SECRET, key, s.file, nowS() - 10);
          break;
        case 'tampered':
          path = signedMediaPath(MEDIA_SECRET, key, s.file, exp).replace(/\.(.)/, '.A');
          break;
        case 'otherKey':
          path = signedMediaPath(MEDIA_SECRET, other, s.file, exp).replace(`/e/${other}/`, `/e/${key}/`);
          break;
        case 'traversal':
          path = signedMediaPath(MEDIA_SECRET, key, `../../${other}/${s.file}`, exp);
          break;
        case 'encoded':
          path = signedMediaPath(MEDIA_SECRET, key, `%2e%2e/%2e%2e/secrets.json`, exp);
          break;
        case 'backslash':
          path = signedMediaPath(MEDIA_SECRET, key, `..\\..\\${s.file}`, exp);
          break;
        case 'nul':
          path = signedMediaPath(MEDIA_SECRET, key, `${s.file}%00.m3u8`, exp);
          break;
        case 'garbage':
          path = `/media/${pathSafe(s.junk)}/e/${key}/${s.file}`;
          break;
        case 'noToken':
          path = `/media/e/${key}/${s.file}`;
          break;
        case 'farFuture':
          path = signedMediaPath(MEDIA_SECRET, key, s.file, 99_999_999_999_999);
          break;
        default:
          path = signedMediaPath(MEDIA_SECRET, key, s.file, exp);
      }
      const headers: Record<string, string> = {};
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      if (s.range) headers.range = s.range;
      return {
        method: 'GET',
        path: pathSafe(path),
        headers,
        instance: pickInstance(ctx, s.c),
        envelope: false,
      };
    });
  return { name: 'GET /media/<token>/e/<key>/<file> (signed media)', arbitrary };
}

export function mediaAuthTarget(): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      key: fc.nat(),
      valid: fc.boolean(),
      junk: fc.string({ maxLength: 100 }),
      none: fc.boolean(),
    })
    .map((s): CaseFn => (ctx) => {
      const key = ctx.mediaKeys[s.key % ctx.mediaKeys.length] ?? 'k';
      const uri = s.valid
        ? signedMediaPath(MEDIA_SECRET, key, 'index.m3u8', nowS() + 60)
        : `/media/${s.junk}`;
      const headers: Record<string, string> = {};
      if (!s.none || s.valid) headers['x-original-uri'] = headerSafe(uri);
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      return {
        method: 'GET',
        path: '/media-auth',
        headers,
        instance: pickInstance(ctx, s.c),
        envelope: false,
      };
    });
  return { name: 'GET /media-auth (nginx auth_request)', arbitrary };
}

export function posterTarget(): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      pick: fc.nat(),
      kind: fc.constantFrom('valid', 'valid', 'valid', 'missing', 'junk', 'traversal'),
      junk: fc.string({ maxLength: 60 }),
    })
    .map((s): CaseFn => (ctx) => {
      const poster = ctx.posters[s.pick % ctx.posters.length] ?? 'none.webp';
      const file =
        s.kind === 'valid'
          ? poster
          : s.kind === 'missing'
            ? `missing-${s.pick}.webp`
            : s.kind === 'traversal'
              ? '..%2f..%2fsecrets.json'
              : pathSafe(s.junk);
      const headers: Record<string, string> = {};
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      return {
        method: 'GET',
        path: `/media/posters/${file}`,
        headers,
        instance: pickInstance(ctx, s.c),
        envelope: false,
      };
    });
  return { name: 'GET /media/posters/:file', arbitrary };
}

export function avatarTarget(): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      pick: fc.nat(),
      kind: fc.constantFrom('valid', 'valid', 'missing', 'junk'),
      junk: fc.string({ maxLength: 80 }),
    })
    .map((s): CaseFn => (ctx) => {
      const pooled = ctx.pools.pick('avatarUrl', s.pick);
      const valid =
        typeof pooled?.value === 'string' ? pooled.value : `/uploads/avatars/${'0'.repeat(64)}.webp`;
      const path =
        s.kind === 'valid'
          ? valid
          : s.kind === 'missing'
            ? `/uploads/avatars/${createHash('sha256').update(String(s.pick)).digest('hex')}.webp`
            : `/uploads/avatars/${pathSafe(s.junk)}`;
      const headers: Record<string, string> = {};
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      return { method: 'GET', path, headers, instance: pickInstance(ctx, s.c), envelope: false };
    });
  return { name: 'GET /uploads/avatars/:file', arbitrary };
}
