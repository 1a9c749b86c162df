/**
 * HLS playlists: checking a playlist's URIs stay relative, and writing the master playlist
 * (reading one: src/shared/hls-start.ts). Each EXT-X-STREAM-INF carries RESOLUTION,
 * FRAME-RATE and CODECS (H.264 profile and level from the rendition's init segment, AAC-LC),
 * so a player picks a rendition and sets up its decoder without fetching any media first.
 */
import type { Rendition } from './ladder.ts';
import type { Fps } from './probe.ts';

/** A URI a playlist may contain: relative, inside its folder tree, no scheme, no `..`. */
export function isSafeRelativeUri(uri: string): boolean {
  if (uri === '' || uri.startsWith('/') || uri.includes('\\') || /^[a-z][a-z0-9+.-]*:/i.test(uri))
    return false;
  return uri.split(/[/?#]/).every((part) => part !== '..' && part !== '.');
}

/** The RFC 6381 codec string of the H.264 track in an init segment, from its avcC box. */
export function avcCodecString(init: Buffer): string | undefined {
  const at = init.indexOf('avcC');
  if (at < 0 || at + 8 > init.length) return undefined;
  const hex = (b: number | undefined): string => (b ?? 0).toString(16).padStart(2, '0');
  return `avc1.${hex(init[at + 5])}${hex(init[at + 6])}${hex(init[at + 7])}`;
}

export function masterPlaylist(
  renditions: readonly (Rendition & { averageBandwidth?: number; codecs: string })[],
  fps: Fps,
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of renditions) {
    const attrs = [
      `BANDWIDTH=${r.bandwidth}`,
      ...(r.averageBandwidth ? [`AVERAGE-BANDWIDTH=${r.averageBandwidth}`] : []),
      `RESOLUTION=${r.width}x${r.height}`,
      `FRAME-RATE=${(fps.num / fps.den).toFixed(3)}`,
      `CODECS="${r.codecs}"`,
    ];
    lines.push(`#EXT-X-STREAM-INF:${attrs.join(',')}`, `${r.name}/index.m3u8`);
  }
  return `${lines.join('\n')}\n`;
}
