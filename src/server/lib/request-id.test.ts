import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it('keeps a sane incoming id', () => {
    expect(requestIdOf({ headers: { 'x-request-id': 'lb-1a2B.3:c_4-5' } })).toBe('lb-1a2B.3:c_4-5');
  });

  it('generates a UUID when none comes', () => {
    expect(requestIdOf({ headers: {} })).toMatch(UUID);
  });

  it.each([
    ['empty', ''],
    ['too long', 'a'.repeat(65)],
    ['spaces', 'two words'],
    ['markup', '<script>'],
    ['a line break', 'a\nb'],
  ])('replaces an id with %s', (_name, value) => {
    expect(requestIdOf({ headers: { 'x-request-id': value } })).toMatch(UUID);
  });

  it('replaces a repeated header', () => {
    expect(requestIdOf({ headers: { 'x-request-id': ['a', 'b'] as unknown as string } })).toMatch(UUID);
  });
});
