/**
 * The content type and Cache-Control of a media file by its name: the same whether the app
 * serves it (media.routes.ts) or a CDN or nginx serves the bucket's copy (S3 object headers).
 */
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/mp4',
  '.mp4': 'video/mp4',
  '.ts': 'video/mp2t',
  // Subtitle tracks (../subtitles/subtitle.service.ts): subs/<language>.vtt beside their playlist.
  '.vtt': 'text/vtt; charset=utf-8',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};

/** The type a media file is served with; undefined: not a file we serve. */
export function mediaTypeOf(file: string): string | undefined {
  return TYPES[path.extname(file)];
}

/** Posters are public (their names change with their content). */
export const POSTER_CACHE_CONTROL = 'public, max-age=86400';

export function cacheControlOf(file: string): string {
  const ext = path.extname(file);
  if (ext === '.m4s' || ext === '.mp4' || ext === '.ts') return 'public, max-age=31536000, immutable';
  // Playlists and posters under a signed path: cacheable by this browser until the URL expires.
  return 'private, max-age=3600';
}
