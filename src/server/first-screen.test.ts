import { describe, expect, it } from 'vitest';
import type { HomeData } from '#shared/contract/catalogue.ts';
import { SEARCH_ICON_PATH } from '#shared/icon-paths.ts';
import { FIRST_SCREEN_CSS, firstScreenHtml } from './first-screen.ts';

const drama = {
  drama_id: 7,
  title: 'Tom & "Jerry" <b>',
  poster: '/media/p.jpg?a=1&b=2',
  status: 'ongoing',
  episode_count: 12,
  play_count: 3400,
} as unknown as HomeData['rails'][number]['list'][number];

const home = {
  banners: [{ drama_id: 7, title: '<script>alert(1)</script>', image: '/media/b.jpg' }],
  rails: [{ key: 'hot', title: "Hot 'now'", list: [drama] }],
} as unknown as HomeData;

describe('firstScreenHtml', () => {
  it('escapes every text and attribute, in the given language', () => {
    const html = firstScreenHtml({ language: 3, appName: 'A<B', home });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot; &lt;b&gt;');
    expect(html).toContain('src="/media/p.jpg?a=1&amp;b=2"');
    expect(html).toContain('<h1>A&lt;B</h1>');
    expect(html).toContain('href="/pages/video/play?drama_id=7"');
    expect(html).toContain('12 episodes');
    expect(html).not.toContain('data-testid');
  });

  it("has the title bar's search button: a plain link to the search page, labelled, with its icon", () => {
    const html = firstScreenHtml({ language: 3, appName: '', home });
    const bar = html.slice(html.indexOf('<header class="fs-bar">'), html.indexOf('</header>'));
    expect(bar).toContain(
      '<a class="fs-search" href="/pages/video/search" aria-label="Search dramas">' +
        `<svg viewBox="0 0 48 48" aria-hidden="true"><path d="${SEARCH_ICON_PATH}" fill="currentColor"/></svg></a>`,
    );
    // In the site's language like every other text.
    expect(firstScreenHtml({ language: 2, appName: '', home })).toContain('aria-label="搜尋短劇"');
    // The React bar's box: 36 px, 4 px from the right end (the -8 px margin), centred in 45 px.
    expect(FIRST_SCREEN_CSS).toContain(
      '.fs-search{position:absolute;top:calc(env(safe-area-inset-top) + 4.5px);right:4px;',
    );
  });

  it('is empty without a banner or a rail to show', () => {
    expect(firstScreenHtml({ language: 2, appName: '', home: { banners: [], rails: [] } })).toBe('');
  });
});
