import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { applyLanguage } from './i18n.ts';

describe('plural forms', () => {
  it('English says "1 episode" and "12 episodes"; a language without plural forms keeps its one message', async () => {
    await applyLanguage(3);
    expect(i18next.t('drama.episodes', { count: 1 })).toBe('1 episode');
    expect(i18next.t('drama.episodes', { count: 12 })).toBe('12 episodes');
    expect(i18next.t('unlock.success', { count: 1 })).toBe('Episode unlocked');
    expect(i18next.t('unlock.success', { count: 3 })).toBe('3 episodes unlocked');
    await applyLanguage(2);
    expect(i18next.t('drama.episodes', { count: 1 })).toBe('共1集');
  });
});
