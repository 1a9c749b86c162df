/**
 * The one Markdown renderer of the articles (agreement, privacy, help): the server's public
 * page and the console's preview both use it, so the preview is what viewers get. markdown-it
 * with raw HTML off: any `<` in a text is escaped, and links with unsafe schemes are not made.
 */
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

export function markdownToHtml(text: string): string {
  return markdown.render(text).trim();
}

/** An article's Markdown: the `# ` title line, then the body (undefined without the title). */
export function articleFromMarkdown(text: string): { title: string; html: string } | undefined {
  const [first = '', ...rest] = text.replace(/^\uFEFF/, '').split('\n');
  const title = /^# (.+)$/.exec(first)?.[1]?.trim();
  return title ? { title, html: markdownToHtml(rest.join('\n')) } : undefined;
}
