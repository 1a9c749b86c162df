/**
 * Media URLs: public poster URLs and signed, expiring episode URLs, on this server or under
 * MEDIA_BASE_URL (a CDN that forwards the same signed paths).
 */
import { LRUCache } from 'lru-cache';
import type { Config } from '../../env.ts';
import type { StartFiles } from '#shared/contract/catalogue.ts';
import { MEDIA_URL_TTL_S, mediaToken } from './media-signing.ts';
import type { StartFilesLookup } from './start-files.ts';

export interface SignedEpisodeMedia {
  url: string;
  poster: string;
  expires_at: number;
}

export function createMediaService(
  config: Pick<Config, 'mediaSecret' | 'mediaBaseUrl'>,
  now: () => number,
  /** The episodes' start files (start-files.ts). */
  startFiles: StartFilesLookup,
) {
  const base = config.mediaBaseUrl ?? '';
  // Round the expiry to the minute so one user's repeated requests share cacheable URLs.
  const expiry = (): number => Math.ceil((Math.floor(now() / 1000) + MEDIA_URL_TTL_S) / 60) * 60;
  // An episode's token is the same for every request of that minute: one HMAC per episode and
  // minute instead of one per URL (a detail signs its start episode, a feed page each card's).
  const tokens = new LRUCache<string, string>({ max: 20_000 });
  const folderOf = (mediaKey: string, exp: number): string => {
    const key = `${exp}/${mediaKey}`;
    let token = tokens.get(key);
    if (token === undefined) {
      token = mediaToken(config.mediaSecret, mediaKey, exp);
      tokens.set(key, token);
    }
    return `${base}/media/${token}/e/${mediaKey}/`;
  };
  return {
    /** A poster path relative to the media root (posters/<slug>.webp) as a public URL. */
    posterUrl(relative: string): string {
      if (/^https?:\/\//.test(relative)) return relative;
      return `${base}/media/${relative.replace(/^\/+/, '')}`;
    },

    signEpisode(mediaKey: string): SignedEpisodeMedia {
      const exp = expiry();
      const folder = folderOf(mediaKey, exp);
      return { url: `${folder}index.m3u8`, poster: `${folder}poster.webp`, expires_at: exp };
    },

    /** What a player of the episode resumed at `positionMs` asks for first, when known. */
    startFiles(mediaKey: string, positionMs: number, durationMs: number): Promise<StartFiles | undefined> {
      return startFiles.at(mediaKey, positionMs, durationMs);
    },

    /** The signed folder of an episode (a file name appended is its URL), for downloads. */
    signFolder(mediaKey: string): { folder: string; expires_at: number } {
      const exp = expiry();
      return { folder: folderOf(mediaKey, exp), expires_at: exp };
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
