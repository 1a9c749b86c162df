/**
 * The server's one way to write HTML: one escaping function and a tagged template that escapes
 * every interpolation unless it is already HTML (made by `markup` itself, or marked with `raw`
 * for text the server wrote: a style sheet, a static script, rendered Markdown).
 *
 *   markup`<p title="${name}">${name}</p>`            // name escaped, in text and attribute
 *   markup`<ul>${items.map((i) => markup`<li>${i}</li>`)}</ul>`
 *
 * (Not named `markup`: Prettier would reformat such templates as HTML, which changes the bytes
 * sent, among them the text of inline scripts whose CSP hash is computed from their source.)
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text to HTML text or attribute value (double- or single-quoted). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** A piece of HTML: what `markup` returns and what it inserts as is. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

/** What a template may interpolate: text (escaped), numbers, HTML, lists of those; nothing for false/null/undefined. */
export type HtmlValue = string | number | SafeHtml | false | null | undefined | readonly HtmlValue[];

/** Marks text the server wrote itself as HTML (never anything a person typed). */
export function raw(value: string): SafeHtml {
  return new SafeHtml(value);
}

function render(value: HtmlValue): string {
  if (value === false || value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function markup(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** A complete page: doctype, language, viewport, title, one style sheet, the body. */
export function htmlDocument(page: {
  lang: string;
  title: string;
  style: string;
  body: SafeHtml;
  /** The viewport's content, when not the plain phone one. */
  viewport?: string;
  /** Extra elements of <head> (meta tags). */
  head?: SafeHtml;
}): string {
  const viewport = page.viewport ?? 'width=device-width,initial-scale=1';
  return markup`<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><meta name="viewport" content="${viewport}">${page.head}<title>${page.title}</title><style>${raw(page.style)}</style></head><body>${page.body}</body></html>`
    .value;
}
