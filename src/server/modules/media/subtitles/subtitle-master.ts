/**
 * An episode's master playlist with its subtitle tracks: one
 * `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",…` line per language before the first variant,
 * and `SUBTITLES="subs"` on every `#EXT-X-STREAM-INF`. The rewrite replaces whatever subtitle
 * tracks the master had, so running it twice changes nothing; no tracks gives the plain master.
 */
import { LANGUAGES, type Locale } from '#shared/languages.ts';
import { isSafeRelativeUri } from '../pipeline/playlist.ts';

export const SUBTITLE_GROUP_ID = 'subs';

export interface SubtitleTrack {
  /** Our locale code, a BCP 47 tag as it is: zh-Hant, zh-Hans, en, th, id. */
  language: Locale;
  /** The language's own name (src/shared/languages.ts), what a player's menu shows. */
  name: string;
  /** The track's media playlist, relative to the master. */
  uri: string;
}

/** A track for `language` at `uri`, named in its own language. */
export function subtitleTrack(language: Locale, uri: string): SubtitleTrack {
  const entry = LANGUAGES.find((l) => l.locale === language);
  if (!entry) throw new Error(`subtitle track: unknown language "${String(language)}"`);
  return { language, name: entry.name, uri };
}

/** A quoted-string attribute value may hold neither a double quote nor a line break (RFC 8216 4.2). */
function quotable(value: string): boolean {
  return value !== '' && !/["\r\n]/.test(value);
}

function checkTracks(tracks: readonly SubtitleTrack[]): void {
  const seen = new Set<string>();
  for (const t of tracks) {
    if (!LANGUAGES.some((l) => l.locale === t.language))
      throw new Error(`subtitle track: unknown language "${t.language}"`);
    if (seen.has(t.language)) throw new Error(`subtitle track: two tracks for ${t.language}`);
    seen.add(t.language);
    if (!quotable(t.name)) throw new Error(`subtitle track ${t.language}: unusable name`);
    if (!quotable(t.uri) || /\s/.test(t.uri) || !isSafeRelativeUri(t.uri)) {
      throw new Error(`subtitle track ${t.language}: the URI must be relative: ${t.uri}`);
    }
  }
}

/** An attribute list split at the commas outside quoted strings. */
export function splitAttributes(list: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of list) {
    if (ch === '"') quoted = !quoted;
    if (ch === ',' && !quoted) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out.filter((a) => a.trim() !== '');
}

const MEDIA = '#EXT-X-MEDIA:';
const STREAM_INF = '#EXT-X-STREAM-INF:';

function isSubtitleMedia(line: string): boolean {
  return line.startsWith(MEDIA) && splitAttributes(line.slice(MEDIA.length)).includes('TYPE=SUBTITLES');
}

function mediaLine(t: SubtitleTrack): string {
  const attrs = [
    'TYPE=SUBTITLES',
    `GROUP-ID="${SUBTITLE_GROUP_ID}"`,
    `NAME="${t.name}"`,
    `LANGUAGE="${t.language}"`,
    'DEFAULT=NO',
    'AUTOSELECT=YES',
    'FORCED=NO',
    `URI="${t.uri}"`,
  ];
  return `${MEDIA}${attrs.join(',')}`;
}

/** `master` with exactly `tracks` as its subtitle renditions (throws on a bad track). */
export function withSubtitleTracks(master: string, tracks: readonly SubtitleTrack[]): string {
  checkTracks(tracks);
  const lines = master
    .split(/\r\n|\r|\n/)
    .filter((line) => !isSubtitleMedia(line))
    .map((line) => {
      if (!line.startsWith(STREAM_INF)) return line;
      const attrs = splitAttributes(line.slice(STREAM_INF.length)).filter((a) => !a.startsWith('SUBTITLES='));
      if (tracks.length > 0) attrs.push(`SUBTITLES="${SUBTITLE_GROUP_ID}"`);
      return `${STREAM_INF}${attrs.join(',')}`;
    });
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (tracks.length > 0) {
    const first = lines.findIndex((line) => line.startsWith(STREAM_INF));
    if (first < 0) throw new Error('subtitle tracks: not a master playlist (no #EXT-X-STREAM-INF)');
    lines.splice(first, 0, ...tracks.map(mediaLine));
  }
  return `${lines.join('\n')}\n`;
}
