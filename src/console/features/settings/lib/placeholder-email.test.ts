import { describe, expect, it } from 'vitest';
import { isPlaceholderEmail } from './placeholder-email.ts';

describe('isPlaceholderEmail', () => {
  it("flags the install's default and other reserved example domains", () => {
    expect(isPlaceholderEmail('support@enjoydrama.example')).toBe(true);
    expect(isPlaceholderEmail(' Help@Example.COM ')).toBe(true);
    expect(isPlaceholderEmail('a@mail.example.org')).toBe(true);
    expect(isPlaceholderEmail('a@shop.test')).toBe(true);
  });

  it('leaves a real address alone', () => {
    expect(isPlaceholderEmail('support@enjoydrama.com')).toBe(false);
    expect(isPlaceholderEmail('help@notexample.com')).toBe(false);
    expect(isPlaceholderEmail('help@example.co.th')).toBe(false);
  });
});
