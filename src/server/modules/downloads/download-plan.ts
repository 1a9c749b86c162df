/**
 * What one episode's offline copy is made of, from its master playlist (pure): the rendition
 * chosen for size (the smallest rung, by BANDWIDTH), the subtitle playlists, and the offline
 * master that lists only those. URIs stay relative, so the stored playlists resolve to the
 * stored files (src/shared/offline-media.ts).
 */
import { parseMediaPlaylist, resolveBeside } from '#shared/hls-start.ts';
import { isSafeRelativeUri } from '../media/pipeline/playlist.ts';
import { splitAttributes } from '../media/subtitles/subtitle-master.ts';

export interface Variant {
  uri: string;
  bandwidth: number;
  width: number;
  height: number;
}

export interface MasterPlan {
  variant: Variant;
  /** The subtitle media playlists' URIs with their language. */
  subtitles: { language: string; uri: string }[];
  /** The master with only `variant` (and every subtitle track). */
  offlineMaster: string;
}

const STREAM_INF = '#EXT-X-STREAM-INF:';
const MEDIA = '#EXT-X-MEDIA:';

function attribute(attrs: readonly string[], name: string): string | undefined {
  const found = attrs.find((a) => a.startsWith(`${name}=`));
  return found?.slice(name.length + 1).replace(/^"|"$/g, '');
}

/** The plan of a master playlist, or undefined when it has no usable variant. */
export function planMaster(master: string): MasterPlan | undefined {
  const lines = master.split(/\r\n|\r|\n/).map((l) => l.trim());
  const variants: (Variant & { at: number })[] = [];
  const subtitles: MasterPlan['subtitles'] = [];
  lines.forEach((line, at) => {
    if (line.startsWith(STREAM_INF)) {
      const attrs = splitAttributes(line.slice(STREAM_INF.length));
      const uri = lines.slice(at + 1).find((l) => l !== '' && !l.startsWith('#'));
      const [w, h] = (attribute(attrs, 'RESOLUTION') ?? '0x0').split('x').map(Number);
      if (uri && isSafeRelativeUri(uri)) {
        variants.push({
          uri,
          at,
          bandwidth: Number(attribute(attrs, 'BANDWIDTH') ?? 0) || 0,
          width: w || 0,
          height: h || 0,
        });
      }
    } else if (line.startsWith(MEDIA)) {
      const attrs = splitAttributes(line.slice(MEDIA.length));
      const uri = attribute(attrs, 'URI');
      const language = attribute(attrs, 'LANGUAGE');
      if (attrs.includes('TYPE=SUBTITLES') && uri && language && isSafeRelativeUri(uri)) {
        subtitles.push({ language, uri });
      }
    }
  });
  const chosen = [...variants].sort((a, b) => a.bandwidth - b.bandwidth || a.height - b.height)[0];
  if (!chosen) return undefined;
  // Every other variant's STREAM-INF line and its URI line leave the offline master.
  const dropped = new Set<number>();
  for (const v of variants) {
    if (v === chosen) continue;
    dropped.add(v.at);
    const uriAt = lines.findIndex((l, i) => i > v.at && l !== '' && !l.startsWith('#'));
    if (uriAt >= 0) dropped.add(uriAt);
  }
  const kept = lines.filter((line, i) => !dropped.has(i));
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  const { at: _at, ...variant } = chosen;
  return { variant, subtitles, offlineMaster: `${kept.join('\n')}\n` };
}

/** The files a media playlist needs beside itself: its init segment (fMP4) and its segments. */
export function mediaPlaylistFiles(playlistPath: string, text: string): string[] | undefined {
  const parsed = parseMediaPlaylist(text);
  const uris = [...(parsed.map ? [parsed.map] : []), ...parsed.segments.map((s) => s.uri)];
  if (uris.length === 0 || !uris.every(isSafeRelativeUri)) return undefined;
  return uris.map((uri) => resolveBeside(playlistPath, uri.split(/[?#]/)[0] ?? uri));
}
