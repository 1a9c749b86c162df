import { describe, expect, it } from 'vitest';
import {
  fitNicknameInput,
  limitNickname,
  NICKNAME_MAX,
  nicknameLength,
  validateNicknameInput,
} from './nickname-form.ts';

describe('validateNicknameInput (settings nickname form)', () => {
  it.each(['', '   ', '\t\n'])('asks to fill in the nickname for %j', (value) => {
    expect(validateNicknameInput(value)).toEqual({ ok: false, messageKey: 'setting.nickname_required' });
  });

  it('trims the nickname', () => {
    expect(validateNicknameInput('  Drama Fan ')).toEqual({ ok: true, value: 'Drama Fan' });
  });

  it(`allows at most ${NICKNAME_MAX} characters, counted as people see them`, () => {
    expect(validateNicknameInput('a'.repeat(NICKNAME_MAX)).ok).toBe(true);
    expect(validateNicknameInput('😀'.repeat(NICKNAME_MAX)).ok).toBe(true);
    expect(validateNicknameInput(`  ${'a'.repeat(NICKNAME_MAX)}  `).ok).toBe(true);
    expect(validateNicknameInput('a'.repeat(NICKNAME_MAX + 1))).toEqual({
      ok: false,
      messageKey: 'setting.nickname_too_long',
    });
  });

  it('refuses control characters', () => {
    expect(validateNicknameInput('a\u0007b')).toEqual({ ok: false, messageKey: 'setting.nickname_invalid' });
  });
});

describe('limitNickname (the field stops at the limit)', () => {
  it('leaves a nickname within the limit as typed', () => {
    expect(limitNickname(' Drama Fan ')).toBe(' Drama Fan ');
    expect(limitNickname('a'.repeat(NICKNAME_MAX))).toBe('a'.repeat(NICKNAME_MAX));
  });

  it('cuts what goes beyond, counting an emoji or a Thai letter as the server does', () => {
    expect(limitNickname('a'.repeat(NICKNAME_MAX + 5))).toBe('a'.repeat(NICKNAME_MAX));
    const emoji = '😀'.repeat(NICKNAME_MAX + 1);
    expect(nicknameLength(limitNickname(emoji))).toBe(NICKNAME_MAX);
    expect(validateNicknameInput(limitNickname(emoji)).ok).toBe(true);
  });

  it('counts and cuts characters as people see them, never half an emoji (audit: a family cut in two)', () => {
    const family = '👩‍👩‍👧‍👦';
    expect(nicknameLength(family)).toBe(1);
    expect(nicknameLength('ผู้ใหญ่')).toBe(4); // ผู้ ใ ห ญ่: the marks ride on their letters
    expect(nicknameLength('Ñandú')).toBe(5);
    expect(nicknameLength('e\u0301')).toBe(1);
    expect(nicknameLength('🇹🇭🇮🇩')).toBe(2);

    const pasted = `${family.repeat(3)} Ñandú 名字${'x'.repeat(20)}`;
    const { value, cut } = fitNicknameInput(pasted);
    expect(cut).toBe(true);
    expect(value).toBe(`${family.repeat(3)} Ñandú 名字${'x'.repeat(NICKNAME_MAX - 12)}`);
    expect(nicknameLength(value)).toBe(NICKNAME_MAX);
    expect(validateNicknameInput(value).ok).toBe(true);
    // Twenty families: each whole, and the last one too.
    const families = fitNicknameInput(family.repeat(NICKNAME_MAX + 2)).value;
    expect(families.endsWith(family)).toBe(true);
    expect(nicknameLength(families)).toBeLessThanOrEqual(NICKNAME_MAX);
    expect(validateNicknameInput(families).ok).toBe(true);
  });

  it('says whether anything was left out', () => {
    expect(fitNicknameInput('Drama Fan')).toEqual({ value: 'Drama Fan', cut: false });
    expect(fitNicknameInput('a'.repeat(NICKNAME_MAX + 1))).toEqual({
      value: 'a'.repeat(NICKNAME_MAX),
      cut: true,
    });
  });
});
