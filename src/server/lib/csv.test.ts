import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses formulas, leaves numbers and empties plain', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-1+1')).toBe("'-1+1");
    expect(csvField(-12)).toBe('-12');
    expect(csvField(0.25)).toBe('0.25');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('writes a BOM, a header and CRLF rows in the columns order', () => {
    const csv = toCsv(['b', 'a'], [{ a: '甜蜜', b: 1 }]);
    expect(csv).toBe('\uFEFFb,a\r\n1,甜蜜\r\n');
  });
});
