import { describe, expect, it } from 'vitest';
import { limitNickname, NICKNAME_MAX, nicknameLength, validateNicknameInput } from './nickname-form.ts';

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
    expect(nicknameLength('ผู้เยี่ยมชม')).toBe([...'ผู้เยี่ยมชม'].length);
  });
});
