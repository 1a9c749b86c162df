import { describe, expect, it } from 'vitest';
import { offlineMasterPath, offlineMediaPath, parseOfflinePath, stableOfSigned } from './offline-media.ts';

describe('offline media paths', () => {
  it('drops the signature from a signed path and keeps the file', () => {
    expect(stableOfSigned('/media/1764201600.abc_-DEF/e/k01/360p/seg_0001.m4s')).toBe(
      '/media/e/k01/360p/seg_0001.m4s',
    );
    expect(stableOfSigned('/media/1764201600.sig/e/k01/index.m3u8')).toBe(offlineMasterPath('k01'));
    expect(offlineMediaPath('k01', 'subs/en.vtt')).toBe('/media/e/k01/subs/en.vtt');
  });

  it('recognises nothing else', () => {
    expect(stableOfSigned('/media/posters/a.webp')).toBeUndefined();
    expect(stableOfSigned('/media/e/k01/index.m3u8')).toBeUndefined();
    expect(stableOfSigned('/media/1.sig/e/k01/../k02/index.m3u8')).toBeUndefined();
    expect(stableOfSigned('/enjoy-api/video/episode')).toBeUndefined();
  });

  it('parses a stable path, refusing dot segments', () => {
    expect(parseOfflinePath('/media/e/k01/360p/init.mp4')).toEqual({
      mediaKey: 'k01',
      file: '360p/init.mp4',
    });
    expect(parseOfflinePath('/media/e/k01/../x')).toBeUndefined();
    expect(parseOfflinePath('/media/e/k01/')).toBeUndefined();
    expect(parseOfflinePath('/media/1.s/e/k01/index.m3u8')).toBeUndefined();
  });
});
