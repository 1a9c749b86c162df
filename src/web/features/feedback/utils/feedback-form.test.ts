import { describe, expect, it } from 'vitest';
import { checkFeedbackImage, feedbackFieldErrors, validateFeedback } from './feedback-form.ts';

const draft = { type: 'payment', content: 'Charged twice', contact: 'me@example.com' };

describe('validateFeedback', () => {
  it('trims and accepts a complete form', () => {
    expect(validateFeedback({ type: 'other', content: '  hi  ', contact: ' @line ' })).toEqual({
      ok: true,
      value: { type: 'other', content: 'hi', contact: '@line' },
    });
  });

  it("asks to fill in each missing field, in the form's order", () => {
    expect(validateFeedback({ type: '', content: '', contact: '' })).toMatchObject({
      ok: false,
      field: 'type',
      messageKey: 'feedback.type_required',
    });
    expect(validateFeedback({ ...draft, content: '   ' })).toMatchObject({
      field: 'content',
      messageKey: 'feedback.content_required',
    });
    expect(validateFeedback({ ...draft, contact: '' })).toMatchObject({
      field: 'contact',
      messageKey: 'feedback.contact_required',
    });
  });

  it('holds the textarea to 140 characters as people count them', () => {
    expect(validateFeedback({ ...draft, content: '字'.repeat(140) }).ok).toBe(true);
    expect(validateFeedback({ ...draft, content: '🎬'.repeat(140) }).ok).toBe(true);
    expect(validateFeedback({ ...draft, content: 'a'.repeat(141) })).toMatchObject({
      field: 'content',
      messageKey: 'feedback.content_too_long',
      max: 140,
    });
    expect(validateFeedback({ ...draft, contact: 'c'.repeat(101) })).toMatchObject({
      field: 'contact',
      max: 100,
    });
  });

  it('refuses a type outside the dictionary and control characters', () => {
    expect(validateFeedback({ ...draft, type: 'hack' })).toMatchObject({ field: 'type' });
    expect(validateFeedback({ ...draft, content: 'line one\nline two' }).ok).toBe(true);
    expect(validateFeedback({ ...draft, content: 'bell\u0007' })).toMatchObject({
      field: 'content',
      messageKey: 'feedback.invalid_chars',
    });
  });
});

describe('feedbackFieldErrors', () => {
  it('reports every field at once', () => {
    expect(feedbackFieldErrors({ type: '', content: ' ', contact: '' })).toEqual({
      type: { messageKey: 'feedback.type_required', max: 0 },
      content: { messageKey: 'feedback.content_required', max: 140 },
      contact: { messageKey: 'feedback.contact_required', max: 100 },
    });
    expect(feedbackFieldErrors(draft)).toEqual({});
  });
});

describe('checkFeedbackImage', () => {
  const MB = 1024 * 1024;
  it('takes JPEG, PNG and WebP up to 10 MB, judged by the suffix when no type is declared', () => {
    expect(checkFeedbackImage({ name: 'a.jpg', type: 'image/jpeg', size: 10 * MB })).toBeNull();
    expect(checkFeedbackImage({ name: 'a', type: 'image/webp', size: 1 })).toBeNull();
    expect(checkFeedbackImage({ name: 'shot.PNG', type: '', size: 1 })).toBeNull();
    expect(checkFeedbackImage({ name: 'a.png', type: 'image/png', size: 10 * MB + 1 })).toBe('too_large');
    expect(checkFeedbackImage({ name: 'a.gif', type: 'image/gif', size: 1 })).toBe('format');
    expect(checkFeedbackImage({ name: 'a.heic', type: '', size: 1 })).toBe('format');
    expect(checkFeedbackImage({ name: 'noext', type: '', size: 1 })).toBe('format');
  });
});
