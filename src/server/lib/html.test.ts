import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlDocument, markup, raw } from './html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml('plain 文字 ไทย')).toBe('plain 文字 ไทย');
  });
});

describe('markup', () => {
  it('escapes interpolated text and numbers, in text and attributes', () => {
    const name = '"><script>alert(1)</script>';
    expect(markup`<p title="${name}">${name} ${42}</p>`.value).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; 42</p>',
    );
  });

  it('inserts its own results and raw() as they are, lists joined, nothing for false/null/undefined', () => {
    const items = ['a&b', 'c'].map((i) => markup`<li>${i}</li>`);
    expect(markup`<ul>${items}</ul>${false}${null}${undefined}${raw('<br>')}`.value).toBe(
      '<ul><li>a&amp;b</li><li>c</li></ul><br>',
    );
    expect(String(markup`<b>${'x'}</b>`)).toBe('<b>x</b>');
  });

  it('builds a whole page around a body', () => {
    const page = htmlDocument({ lang: 'th', title: 'A & B', style: 'p{color:red}', body: markup`<p>hi</p>` });
    expect(page).toBe(
      '<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>A &amp; B</title><style>p{color:red}</style></head><body><p>hi</p></body></html>',
    );
  });
});
