import { describe, expect, it } from 'vitest';
import { checkNickname, fitNickname, NICKNAME_MAX } from './user.ts';

describe('fitNickname', () => {
  it('makes a name from elsewhere one the settings can save unchanged', () => {
    const names = [
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789wxyz',
      '  Ana\u0007 Putri\n',
      'สมชาย ใจดี'.repeat(4),
      '👩‍👩‍👧 family '.repeat(5),
    ];
    for (const name of names) {
      const fitted = fitNickname(name);
      expect(checkNickname(fitted), name).toEqual({ ok: true, value: fitted });
      expect([...fitted].length).toBeLessThanOrEqual(NICKNAME_MAX);
    }
    expect(fitNickname('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe('ABCDEFGHIJKLMNOPQRST');
    expect(fitNickname('  Ana\u0007 Putri\n')).toBe('Ana Putri');
    expect(fitNickname(' \u0000 ')).toBe('');
  });
});
