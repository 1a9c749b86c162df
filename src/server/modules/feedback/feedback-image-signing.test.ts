import { describe, expect, it } from 'vitest';
import { FEEDBACK_IMAGE_URL_TTL_S, feedbackImageUrlExpiry } from '#shared/contract/feedback.ts';
import {
  feedbackImageExpiry,
  signedFeedbackImagePath,
  verifyFeedbackImage,
} from './feedback-image-signing.ts';

const SECRET = 'media-secret';
const ID = '0123456789abcdef0123456789abcdef';
const EXP = 1_800_003_600;

/** The path's two segments after /uploads/feedback/, as the route receives them. */
function segments(path: string): [string, string] {
  const [, , , token = '', file = ''] = path.split('/');
  return [token, file];
}

describe('signed feedback picture addresses', () => {
  const path = signedFeedbackImagePath(SECRET, ID, EXP);

  it('signs `${exp}\\nfeedback/${id}` with HMAC-SHA256 in base64url (an openssl vector)', () => {
    expect(path).toBe(`/uploads/feedback/${EXP}.0Jovls05T7okXCmSckmKLvj7LHcNbMQz7eLZIsL-jdw/${ID}.webp`);
  });

  it('names its expiry where the apps read it (feedbackImageUrlExpiry)', () => {
    expect(feedbackImageUrlExpiry(path)).toBe(EXP);
    expect(feedbackImageUrlExpiry(`https://cdn.example${path}`)).toBe(EXP);
    expect(feedbackImageUrlExpiry(`/uploads/avatars/${'a'.repeat(64)}.webp`)).toBeUndefined();
  });

  it('opens its picture until it expires, that second included', () => {
    const [token, file] = segments(path);
    expect(verifyFeedbackImage(SECRET, token, file, EXP - 3600)).toEqual({ ok: true, id: ID, exp: EXP });
    expect(verifyFeedbackImage(SECRET, token, file, EXP)).toMatchObject({ ok: true });
    expect(verifyFeedbackImage(SECRET, token, file, EXP + 1)).toEqual({ ok: false, reason: 'expired' });
  });

  it('opens no other picture, no other expiry, and nothing under another secret', () => {
    const [token, file] = segments(path);
    const other = `${'f'.repeat(32)}.webp`;
    expect(verifyFeedbackImage(SECRET, token, other, EXP)).toEqual({ ok: false, reason: 'bad-signature' });
    const later = token.replace(String(EXP), String(EXP + 3600));
    expect(verifyFeedbackImage(SECRET, later, file, EXP)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyFeedbackImage('another', token, file, EXP)).toEqual({ ok: false, reason: 'bad-signature' });
    const flipped = token.slice(0, -1) + (token.endsWith('w') ? 'x' : 'w');
    expect(verifyFeedbackImage(SECRET, flipped, file, EXP)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it.each([
    ['no dot', 'abc', 'malformed'],
    ['no expiry', '.abc', 'malformed'],
    ['a negative expiry', '-5.abc', 'malformed'],
    ['no signature', `${EXP}.`, 'malformed'],
  ])('refuses a token with %s', (_name, token, reason) => {
    expect(verifyFeedbackImage(SECRET, token, `${ID}.webp`, EXP)).toEqual({ ok: false, reason });
  });

  it.each([`${ID}.png`, `${ID.toUpperCase()}.webp`, `${ID}0.webp`, '../secrets.webp', ID])(
    'knows no picture named %s',
    (file) => {
      const [token] = segments(path);
      expect(verifyFeedbackImage(SECRET, token, file, EXP)).toEqual({ ok: false, reason: 'unknown' });
    },
  );

  it('signs for at least the TTL, rounded up to five minutes so near answers share an address', () => {
    const now = 1_800_000_001;
    const exp = feedbackImageExpiry(now);
    expect(exp - now).toBeGreaterThanOrEqual(FEEDBACK_IMAGE_URL_TTL_S);
    expect(exp - now).toBeLessThan(FEEDBACK_IMAGE_URL_TTL_S + 300);
    expect(exp % 300).toBe(0);
    expect(feedbackImageExpiry(now + 100)).toBe(exp);
  });
});
