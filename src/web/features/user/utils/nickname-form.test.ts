import { describe, expect, it } from 'vitest';
import { NICKNAME_MAX, validateNicknameInput } from './nickname-form.ts';

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
