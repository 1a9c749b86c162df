import { describe, expect, it } from 'vitest';
import { formatSize, formatSpeed } from './format-size.ts';

describe('sizes and speeds', () => {
  it('writes megabytes below a gigabyte, gigabytes above', () => {
    expect(formatSize(12_540_000, 3)).toBe('12.5 MB');
    expect(formatSize(1_234_000_000, 3)).toBe('1.23 GB');
  });

  it('writes a small file in kilobytes or bytes, never "0 MB"', () => {
    expect(formatSize(5, 3)).toBe('5 bytes');
    expect(formatSize(1, 3)).toBe('1 byte');
    expect(formatSize(2048, 3)).toBe('2 kB');
    expect(formatSize(150_000, 3)).toBe('150 kB');
    expect(formatSize(5, 1)).not.toContain('MB');
    expect(formatSize(5, 4)).not.toContain('MB');
  });

  it('writes a speed per second, in the language', () => {
    expect(formatSpeed(3_400_000, 3)).toBe('3.4 MB/s');
    expect(formatSpeed(3_400_000, 5)).toMatch(/^3,4 MB\/d/);
  });
});
