import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numeric } from './numeric.ts';

describe('numeric', () => {
  const id = numeric(z.number().int().positive());

  it('takes numbers and decimal strings', () => {
    expect(id.parse(12)).toBe(12);
    expect(id.parse('12')).toBe(12);
    expect(numeric(z.number()).parse('-1.5')).toBe(-1.5);
  });

  it.each([true, [1], null, '', ' 1', '0x10', '1e3', '1,5', {}])('refuses %j', (value) => {
    expect(id.safeParse(value).success).toBe(false);
  });

  it('keeps the inner default and optional', () => {
    expect(numeric(z.number().default(1)).parse(undefined)).toBe(1);
    expect(numeric(z.number().optional()).parse(undefined)).toBeUndefined();
  });
});
