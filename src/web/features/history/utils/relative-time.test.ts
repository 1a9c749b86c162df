import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const NOW = Date.UTC(2026, 4, 20, 12, 0, 0);
const ago = (seconds: number): number => NOW / 1000 - seconds;

describe('relativeTime', () => {
  it('says "just now" under five minutes (and for a clock ahead of ours)', () => {
    expect(relativeTime(ago(0), NOW, 'en', 'Just now')).toBe('Just now');
    expect(relativeTime(ago(4 * 60 + 59), NOW, 'en', 'Just now')).toBe('Just now');
    expect(relativeTime(ago(-120), NOW, 'en', 'Just now')).toBe('Just now');
  });

  it('counts minutes, then hours, then days', () => {
    expect(relativeTime(ago(5 * 60), NOW, 'en', 'Just now')).toBe('5 minutes ago');
    expect(relativeTime(ago(59 * 60), NOW, 'en', 'Just now')).toBe('59 minutes ago');
    expect(relativeTime(ago(3600), NOW, 'en', 'Just now')).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3600), NOW, 'en', 'Just now')).toBe('23 hours ago');
    expect(relativeTime(ago(24 * 3600), NOW, 'en', 'Just now')).toBe('yesterday');
    expect(relativeTime(ago(29 * 86400), NOW, 'en', 'Just now')).toBe('29 days ago');
  });

  it('writes the date from 30 days on', () => {
    expect(relativeTime(ago(30 * 86400), NOW, 'en', 'Just now')).toBe('Apr 20, 2026');
  });

  it('speaks the interface language', () => {
    expect(relativeTime(ago(3 * 3600), NOW, 'zh-Hant', '剛剛')).toBe('3 小時前');
    expect(relativeTime(ago(10 * 60), NOW, 'zh-Hans', '刚刚')).toBe('10分钟前');
    expect(relativeTime(ago(3 * 86400), NOW, 'id', 'Baru saja')).toBe('3 hari yang lalu');
  });
});
