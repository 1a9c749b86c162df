import { describe, expect, it } from 'vitest';
import { checkNickname, fitNickname, graphemes, NICKNAME_MAX, NICKNAME_MAX_UNITS } from './user.ts';

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
      expect(graphemes(fitted).length).toBeLessThanOrEqual(NICKNAME_MAX);
    }
    expect(fitNickname('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe('ABCDEFGHIJKLMNOPQRST');
    expect(fitNickname('  Ana\u0007 Putri\n')).toBe('Ana Putri');
    expect(fitNickname(' \u0000 ')).toBe('');
    // Nothing visible, or not text at all: no name (the default one is shown instead).
    expect(fitNickname('\u202e\u200b')).toBe('');
    expect(fitNickname('Ana\ud800')).toBe('Ana');
  });

  it('cuts between characters as people see them, never inside an emoji sequence', () => {
    const family = '👩‍👩‍👧‍👦';
    // The audit's paste: three families, a name with accents, two CJK characters, then more.
    const fitted = fitNickname(`${family.repeat(3)} Ñandú 名字 and then some more`);
    expect(fitted).toBe(`${family.repeat(3)} Ñandú 名字 and the`);
    expect(graphemes(fitted)).toHaveLength(NICKNAME_MAX);
    // Twenty families are 220 code units: as many whole ones as the update request takes.
    const families = fitNickname(family.repeat(NICKNAME_MAX));
    expect(families).toBe(family.repeat(18));
    expect(checkNickname(families)).toEqual({ ok: true, value: families });
  });
});

describe('graphemes', () => {
  it('counts what people see as one character once', () => {
    expect(graphemes('👩‍👩‍👧‍👦')).toHaveLength(1);
    expect(graphemes('e\u0301')).toHaveLength(1);
    expect(graphemes('🇹🇭🇮🇩')).toEqual(['🇹🇭', '🇮🇩']);
    expect(graphemes('👍🏽!')).toEqual(['👍🏽', '!']);
    expect(graphemes('ผู้ใหญ่')).toEqual(['ผู้', 'ใ', 'ห', 'ญ่']);
    expect(graphemes('')).toEqual([]);
  });
});

describe('checkNickname', () => {
  it('allows NICKNAME_MAX characters as people see them, not code points', () => {
    const family = '👩‍👩‍👧‍👦';
    expect(checkNickname(family.repeat(3) + 'a'.repeat(NICKNAME_MAX - 3)).ok).toBe(true);
    expect(checkNickname('ผู้'.repeat(NICKNAME_MAX)).ok).toBe(true);
    expect(checkNickname('a'.repeat(NICKNAME_MAX + 1))).toEqual({ ok: false, problem: 'too_long' });
    // Twenty characters, but more than the request takes: too long all the same.
    expect(checkNickname('e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301'.repeat(20)).ok).toBe(
      false,
    );
    expect(NICKNAME_MAX_UNITS).toBe(200);
  });

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
