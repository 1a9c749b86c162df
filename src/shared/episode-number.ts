/**
 * The episode number an operator meant by a file's name (issue 17: "episodes numbered from the
 * file names"), for the console's upload list and the server alike. Pure; no I/O.
 *
 * Read in this order, first match wins:
 *   1. season and episode: `drama_s01e07.mp4`, `Show.S2.E10.mov` → the episode (7, 10);
 *   2. Chinese: `第3集`, `第十二集`, `第 5 话`, `第12回` → 3, 12, 5, 12;
 *   3. Thai: `ตอนที่ 4`, `ตอน 4` → 4;
 *   4. a marker: `ep01`, `EP 5`, `Eps.6`, `Episode-3`, `E12 final` → 1, 5, 6, 3, 12;
 *   5. the name is only a number: `12.mp4`, `012.mov` → 12;
 *   6. one number at the start or the end: `07 - the return.mp4`, `my drama 07.mp4` → 7.
 * Resolutions and sizes (`1080p`, `4k`, `1920x1080`) are never episode numbers; 0 and numbers
 * past MAX_EPISODE_NUMBER are not either. Anything else → undefined (the operator types it).
 */

export const MAX_EPISODE_NUMBER = 9999;

const CHINESE_DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const CHINESE_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** 十二 → 12, 二十 → 20, 一百零五 → 105, 三 → 3; undefined for anything it cannot read. */
export function chineseNumeral(text: string): number | undefined {
  if (text === '') return undefined;
  let total = 0;
  let digit: number | undefined;
  for (const char of text) {
    const d = CHINESE_DIGITS[char];
    const unit = CHINESE_UNITS[char];
    if (d !== undefined) {
      digit = d;
    } else if (unit !== undefined) {
      // 十 alone at the start means 一十 (10).
      total += (digit ?? 1) * unit;
      digit = undefined;
    } else {
      return undefined;
    }
  }
  return total + (digit ?? 0);
}

function accepted(value: number | undefined): number | undefined {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= MAX_EPISODE_NUMBER
    ? value
    : undefined;
}

/** Digits not glued to a resolution or a size: 1080p, 4k, 1920x1080, 60fps. */
const NOT_A_SIZE = '(?![0-9]|\\s*(?:p|k|fps|x\\s*[0-9]|bit)(?![a-z]))';

const PATTERNS: readonly RegExp[] = [
  new RegExp(`(?:^|[^a-z])s[0-9]{1,3}[\\s._-]*e[\\s._-]*([0-9]{1,4})${NOT_A_SIZE}`),
  new RegExp(`ตอน(?:ที่)?\\s*([0-9]{1,4})${NOT_A_SIZE}`),
  new RegExp(`(?:^|[^a-z])(?:episode|eps|ep|e)[\\s._#-]*([0-9]{1,4})${NOT_A_SIZE}`),
  /^[\s._-]*([0-9]{1,4})[\s._-]*$/,
];

const CHINESE = /第\s*([0-9]{1,4}|[零〇一二两兩三四五六七八九十百千]{1,8})\s*[集话話回]/;
const LEADING = new RegExp(`^[\\s._#-]*([0-9]{1,4})${NOT_A_SIZE}(?=[\\s._-]|$)`);
const TRAILING = new RegExp(`(?:^|[\\s._#-])([0-9]{1,4})${NOT_A_SIZE}[\\s._-]*$`);

/** The file's name without folders and without its last extension, lower-cased, NFKC. */
function stem(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).normalize('NFKC').toLowerCase();
}

export function episodeNumberFrom(filename: string): number | undefined {
  const name = stem(filename);
  if (name === '') return undefined;
  const [seasonEpisode, thai, marker, bare] = PATTERNS;
  for (const pattern of [seasonEpisode, thai]) {
    const found = pattern?.exec(name)?.[1];
    if (found) return accepted(Number(found));
  }
  const chinese = CHINESE.exec(name)?.[1];
  if (chinese) return accepted(/^[0-9]+$/.test(chinese) ? Number(chinese) : chineseNumeral(chinese));
  for (const pattern of [marker, bare]) {
    const found = pattern?.exec(name)?.[1];
    if (found) return accepted(Number(found));
  }
  // One number at the start or the end, when the name has no other number to compete with it.
  const numbers = name.match(/[0-9]+/g) ?? [];
  if (numbers.length !== 1) return undefined;
  const edge = LEADING.exec(name)?.[1] ?? TRAILING.exec(name)?.[1];
  return edge ? accepted(Number(edge)) : undefined;
}
