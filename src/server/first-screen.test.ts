import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeData } from '#shared/contract/catalogue.ts';
import { SEARCH_ICON_PATH } from '#shared/icon-paths.ts';
// A test may look across the two sides (the web writes the hint the page's script reads).
import { writeContinueHint } from '#web/features/history/utils/continue-hint.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { CONTINUE_ROOM_SCRIPT, FIRST_SCREEN_CSS, firstScreenHtml } from './first-screen.ts';

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
    // The one script is the page's own (Continue watching's room), before the screen.
    expect(html.startsWith(`<script>${CONTINUE_ROOM_SCRIPT}</script><div class="fs-shell">`)).toBe(true);
    expect(html.slice(CONTINUE_ROOM_SCRIPT.length)).not.toContain('<script>');
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

/** A Web Storage of the test's own, shared by the web's code and the page's script. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Runs the page's script on that storage: whether it marked <html> for the room. */
function marksRoom(storage: Storage): boolean {
  const attributes = new Map<string, string>();
  const documentElement = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  runInNewContext(CONTINUE_ROOM_SCRIPT, { localStorage: storage, document: { documentElement } });
  return attributes.has('data-continue');
}

describe("Continue watching's room in the first screen", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is in the page before the banner, hidden unless the page is marked', () => {
    const html = firstScreenHtml({ language: 3, appName: '', home });
    const room = '<section class="fs-cw" aria-hidden="true"><div>Continue watching</div><ul>';
    expect(html).toContain(`<main class="fs-main">${room}`);
    expect(html.indexOf(room)).toBeLessThan(html.indexOf('class="fs-banner"'));
    expect(html.match(/<li><i><\/i><span><b><\/b><b><\/b><\/span><\/li>/g)).toHaveLength(2);
    expect(firstScreenHtml({ language: 2, appName: '', home })).toContain('<div>繼續觀看</div>');
    expect(FIRST_SCREEN_CSS).toContain('.fs-cw{display:none;');
    expect(FIRST_SCREEN_CSS).toContain('html[data-continue] .fs-cw{display:block}');
  });

  it("marks the page when the web's hint names the stored session, and only then", () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const token = 'a1b2c3d4e5f6-token-é';
    storage.setItem(STORAGE_KEYS.token, token);
    expect(marksRoom(storage), 'no hint').toBe(false);

    writeContinueHint(token, true);
    expect(marksRoom(storage), "this session's hint").toBe(true);

    // Another session on this device (a login, another account) does not inherit the room.
    writeContinueHint('another-token', true);
    expect(marksRoom(storage), "another session's hint").toBe(false);

    writeContinueHint(token, true);
    storage.removeItem(STORAGE_KEYS.token);
    expect(marksRoom(storage), 'no session').toBe(false);

    storage.setItem(STORAGE_KEYS.token, token);
    writeContinueHint(token, false);
    expect(marksRoom(storage), 'history emptied').toBe(false);
  });

  it('agrees with the web for many tokens', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    for (let i = 0; i < 200; i++) {
      const token = `${i}-${(i * 2654435761).toString(36)}-\u4e2d${String.fromCharCode(i * 331)}`;
      storage.setItem(STORAGE_KEYS.token, token);
      writeContinueHint(token, true);
      expect(marksRoom(storage), token).toBe(true);
    }
  });

  it('leaves the page as it is when storage is refused', () => {
    const refused = memoryStorage();
    refused.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(marksRoom(refused)).toBe(false);
  });
});
