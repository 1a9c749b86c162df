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
    // Nothing visible, or not text at all: no name (the default one is shown instead).
    expect(fitNickname('\u202e\u200b')).toBe('');
    expect(fitNickname('Ana\ud800')).toBe('Ana');
  });
});

describe('checkNickname', () => {
  it('takes a name people can see, with the joiners and marks some need', () => {
    for (const name of ['Ana', '👩‍👩‍👧', 'می\u200cخواهم', '\u200fنور']) {
      expect(checkNickname(name), name).toEqual({ ok: true, value: name });
    }
  });

  it('calls a name of only invisible characters missing, and one that is not well-formed invalid', () => {
    for (const name of ['', '   ', '\u202e\u200b', '\u200b\u3000\ufeff', '\u00ad\u2066\u2069']) {
      expect(checkNickname(name), JSON.stringify(name)).toEqual({ ok: false, problem: 'required' });
    }
    for (const name of ['\ud800', 'Ana\udc00', '\udc00\ud800']) {
      expect(checkNickname(name), JSON.stringify(name)).toEqual({ ok: false, problem: 'invalid' });
    }
  });
});
