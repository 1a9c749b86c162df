import { describe, expect, it } from 'vitest';
import { CODE_COUNTDOWN_S, LOGIN_EMAIL_MAX } from '#shared/constants.ts';
import { canSubmit, codeProblem, countdownEnd, emailProblem, remainingSeconds } from './email-login.ts';

describe('emailProblem', () => {
  it('asks for an email when the field is empty or blank', () => {
    expect(emailProblem('')).toBe('empty');
    expect(emailProblem('   ')).toBe('empty');
  });

  it('rejects what is not an address', () => {
    for (const bad of [
      'viewer',
      'viewer@',
      '@example.com',
      'viewer@example',
      'a b@example.com',
      '.a@x.io',
      'a..b@x.io',
    ]) {
      expect(emailProblem(bad), bad).toBe('invalid');
    }
  });

  it('accepts a trimmed standard address of at most 64 characters', () => {
    expect(emailProblem('viewer@example.com')).toBeNull();
    expect(emailProblem('  First.Last+tag@mail.example.co  ')).toBeNull();
    const local = 'a'.repeat(LOGIN_EMAIL_MAX - '@example.com'.length);
    expect(emailProblem(`${local}@example.com`)).toBeNull();
    expect(emailProblem(`a${local}@example.com`)).toBe('too_long');
    expect(emailProblem('x'.repeat(LOGIN_EMAIL_MAX + 1))).toBe('too_long');
  });
});

describe('codeProblem and canSubmit', () => {
  it('needs exactly six digits', () => {
    expect(codeProblem('')).toBe('empty');
    expect(codeProblem('12345')).toBe('invalid');
    expect(codeProblem('12345a')).toBe('invalid');
    expect(codeProblem('1234567')).toBe('invalid');
    expect(codeProblem('123456')).toBeNull();
  });

  it('allows login only with a valid email and a six-digit code', () => {
    expect(canSubmit('viewer@example.com', '123456')).toBe(true);
    expect(canSubmit('viewer@example.com', '12345')).toBe(false);
    expect(canSubmit('viewer', '123456')).toBe(false);
    expect(canSubmit('', '')).toBe(false);
  });
});

describe('remainingSeconds', () => {
  const start = 1_700_000_000_000;
  const end = countdownEnd(start);

  it('counts down from 60 and is done when it would show 1', () => {
    expect(end - start).toBe(CODE_COUNTDOWN_S * 1000);
    expect(remainingSeconds(end, start)).toBe(60);
    expect(remainingSeconds(end, start + 1000)).toBe(59);
    expect(remainingSeconds(end, start + 58_000)).toBe(2);
    expect(remainingSeconds(end, start + 59_000)).toBe(0);
    expect(remainingSeconds(end, start + 600_000)).toBe(0);
  });

  it('shows each second once even when the timer fires a little early or late', () => {
    expect(remainingSeconds(end, start + 990)).toBe(59);
    expect(remainingSeconds(end, start + 1010)).toBe(59);
  });

  it('treats no end, garbage or an end beyond a full countdown as done', () => {
    expect(remainingSeconds(null, start)).toBe(0);
    expect(remainingSeconds(Number.NaN, start)).toBe(0);
    expect(remainingSeconds(end + 10_000, start)).toBe(0);
  });
});
