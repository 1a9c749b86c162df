import { describe, expect, it } from 'vitest';
import { signedMediaPath, verifyMediaPath } from './media-signing.ts';

const SECRET = 'media-secret';
const NOW = 1_800_000_000;

describe('signed media URLs', () => {
  const url = signedMediaPath(SECRET, 'abc123', 'index.m3u8', NOW + 60);

  it('accepts a fresh URL and the segments under its prefix', () => {
    expect(verifyMediaPath(SECRET, url, NOW)).toMatchObject({
      ok: true,
      mediaKey: 'abc123',
      file: 'index.m3u8',
    });
    const segment = url.replace('index.m3u8', '540p/seg_003.m4s');
    expect(verifyMediaPath(SECRET, `${segment}?x=1`, NOW)).toMatchObject({
      ok: true,
      file: '540p/seg_003.m4s',
    });
  });

  it('refuses an expired URL', () => {
    expect(verifyMediaPath(SECRET, url, NOW + 61)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token used for another episode (foreign)', () => {
    const foreign = url.replace('/e/abc123/', '/e/other9/');
    expect(verifyMediaPath(SECRET, foreign, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a tampered expiry, signature or secret', () => {
    const [, , token] = url.split('/');
    const [exp, sig] = (token ?? '').split('.');
    expect(verifyMediaPath(SECRET, url.replace(`${exp}.`, `${Number(exp) + 3600}.`), NOW).ok).toBe(false);
    expect(verifyMediaPath(SECRET, url.replace(sig ?? '', `${sig?.slice(0, -1)}A`), NOW).ok).toBe(false);
    expect(verifyMediaPath('another-secret', url, NOW).ok).toBe(false);
  });

  it('refuses guessed and traversing paths', () => {
    for (const bad of [
      '/media/e/abc123/index.m3u8',
      '/media/123/e/abc123/index.m3u8',
      url.replace('index.m3u8', '../../secrets.json'),
      url.replace('index.m3u8', '%2e%2e/%2e%2e/secrets.json'),
      url.replace('index.m3u8', '..%2f..%2fsecrets.json'),
      url.replace('index.m3u8', '.hidden'),
      url.replace('index.m3u8', 'a\\b'),
      url.replace('index.m3u8', '%E0%A4%A'),
    ]) {
      expect(verifyMediaPath(SECRET, bad, NOW).ok, bad).toBe(false);
    }
  });
});
