import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

const origin = 'https://drama.example.com';

describe('the return path after a payment', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/pages/user/storeRecord?x=1', origin)).toBe('/pages/user/storeRecord?x=1');
    expect(safeReturnPath('/pages/video/play?drama_id=3&ep=2#top', origin)).toBe(
      '/pages/video/play?drama_id=3&ep=2#top',
    );
  });

  it('makes an address of this site a path', () => {
    expect(safeReturnPath('https://drama.example.com/pages/user/index?a=b', origin)).toBe(
      '/pages/user/index?a=b',
    );
  });

  it.each([
    ['another site', 'https://evil.example/pages'],
    ['another port', 'https://drama.example.com:8443/pages'],
    ['a protocol-relative address', '//evil.example'],
    ['a tab a browser drops', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['a carriage return and a header', '/\r\nSet-Cookie: a=b'],
    ['a backslash', '/\\evil.example'],
    ['a path that resolves to //', '/.//evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['nothing', ''],
    ['no value', undefined],
  ])('sends %s home', (_what, value) => {
    expect(safeReturnPath(value, origin)).toBe('/');
  });
});
