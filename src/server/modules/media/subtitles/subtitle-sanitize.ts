/**
 * Cue text as we serve it: plain text and WebVTT's simple tags `<b>`, `<i>`, `<u>` (balanced,
 * without classes), nothing else. Every other tag goes (its text stays, as SubRip's `<font>`
 * wants), `<script>` and `<style>` go with their content, SubRip's `{\an8}`-style overrides go,
 * entities are read and `&`, `<`, `>` written escaped again. The cue text is a string a player
 * turns into DOM nodes: nothing in it may become markup it did not mean.
 */

const KEPT_TAGS = new Set(['b', 'i', 'u']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      // Control characters are taken out afterwards; a surrogate or a number past Unicode is dropped.
      return code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

export function escapeCueText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A tag: `<name…>` or `</name…>`, or a WebVTT timestamp tag `<00:01.000>`; `1 < 2 > 0` is text. */
const TAG = /<(\/?)([a-z][a-z0-9]*|\d+:\d{2}(?::\d{2})?\.\d{3}(?=>))([^<>]*)>/gi;
const DROPPED_WITH_CONTENT = /<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const ASS_OVERRIDE = /\{\\[^{}]*\}/g;
/** Characters no cue should carry: C0 controls but tab and line feed, DEL, C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export interface SanitizedCue {
  /** Cue text for a WebVTT file: escaped plain text with balanced `<b>`, `<i>`, `<u>`. */
  vtt: string;
  /** The same without tags or escapes, as a viewer reads it (its length is what is limited). */
  plain: string;
}

export function sanitizeCueText(raw: string): SanitizedCue {
  const source = raw.replace(DROPPED_WITH_CONTENT, '').replace(ASS_OVERRIDE, '').replace(CONTROL, '');
  const open: string[] = [];
  let vtt = '';
  let plain = '';
  const addText = (text: string) => {
    const decoded = decodeEntities(text).replace(CONTROL, '');
    vtt += escapeCueText(decoded);
    plain += decoded;
  };
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    addText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    // `<i.loud>` is `<i>` with a class; `<b >` is `<b>`; `<bogus>` and `<br/>` are not kept.
    const rest = match[3] ?? '';
    if (!KEPT_TAGS.has(name) || (rest !== '' && !/^(?:\.[\w-]+)*\s*$/.test(rest))) continue;
    if (!closing) {
      open.push(name);
      vtt += `<${name}>`;
    } else if (open.includes(name)) {
      // Close what was opened inside it first, so the tags nest.
      while (open.length > 0) {
        const top = open.pop();
        vtt += `</${top}>`;
        if (top === name) break;
      }
    }
  }
  addText(source.slice(last));
  while (open.length > 0) vtt += `</${open.pop()}>`;
  return { vtt: tidyLines(vtt), plain: tidyLines(plain) };
}

/** Trailing spaces off each line, no blank lines (a blank line would end the cue). */
function tidyLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .join('\n');
}
