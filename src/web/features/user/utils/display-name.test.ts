import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

describe('displayName (personal centre)', () => {
  it("drops the uid from a guest's default nickname, in any language, since the uid shows below", () => {
    expect(displayName('Guest 10000001', 10000001, 'Guest')).toBe('Guest');
    expect(displayName('ผู้เยี่ยมชม 10000001', 10000001, 'x')).toBe('ผู้เยี่ยมชม');
    expect(displayName('訪客 10000001', 10000001, 'x')).toBe('訪客');
    expect(displayName('Tamu 10000001', 10000001, 'x')).toBe('Tamu');
  });

  it('keeps any other name whole', () => {
    expect(displayName('Drama Fan', 10000001, 'Guest')).toBe('Drama Fan');
    expect(displayName('Fan10000001', 10000001, 'Guest')).toBe('Fan10000001');
    expect(displayName('Guest 10000002', 10000001, 'Guest')).toBe('Guest 10000002');
    expect(displayName('10000001', 10000001, 'Guest')).toBe('10000001');
    expect(displayName('Guest 10000001', null, 'Guest')).toBe('Guest 10000001');
  });

  it('falls back when there is no nickname yet', () => {
    expect(displayName('', null, 'Guest')).toBe('Guest');
    expect(displayName('  ', 5, 'Guest')).toBe('Guest');
  });
});
