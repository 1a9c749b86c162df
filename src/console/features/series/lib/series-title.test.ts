import { describe, expect, it } from 'vitest';
import { seriesTitleIn } from './series-title.ts';

const series = {
  title: 'The True Heiress Returns',
  texts: {
    en: { title: 'The True Heiress Returns', synopsis: '' },
    th: { title: 'ทายาทตัวจริงกลับมา', synopsis: '' },
    'zh-Hans': { title: '真千金归来', synopsis: '' },
  },
};

describe("a series' title in the console", () => {
  it('is in the interface language first, then English, then any', () => {
    expect(seriesTitleIn(series, 'th')).toBe('ทายาทตัวจริงกลับมา');
    expect(seriesTitleIn(series, 'zh-Hans')).toBe('真千金归来');
    expect(seriesTitleIn(series, 'zh-Hant')).toBe('The True Heiress Returns');
    expect(seriesTitleIn({ title: 'slug', texts: { id: { title: 'Pewaris', synopsis: '' } } }, 'th')).toBe(
      'Pewaris',
    );
    expect(seriesTitleIn({ title: 'slug', texts: { th: { title: '  ', synopsis: 'x' } } }, 'th')).toBe(
      'slug',
    );
  });
});
