import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dramaPage } from '#shared/contract/catalogue.ts';
import { dramaTranslations } from '#db/schema/catalogue.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { seedFixtureDramas } from '../../testing/fixture-dramas.ts';

let t: TestApp;
let dramaA: number;
let dramaB: number;

async function found(keyword: string): Promise<number[]> {
  const res = await t.api.get('/video/search', { keyword });
  return dramaPage.parse(res.body.data).list.map((d) => d.drama_id);
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ dramaA, dramaB } = await seedFixtureDramas(t));
  // An English title with an apostrophe, as the sample catalogue has.
  const title = 'The CEO’s Secret Bride';
  await t.database.db
    .update(dramaTranslations)
    .set({ title, titleSearch: title.toLowerCase() })
    .where(and(eq(dramaTranslations.dramaId, dramaA), eq(dramaTranslations.locale, 'en')));
});
afterAll(async () => {
  await t.close();
});

describe('search', () => {
  it('finds a title by every word, in any order, whatever the case and punctuation', async () => {
    for (const keyword of [
      'ceo secret bride',
      'Bride, Secret',
      "CEO's bride",
      'ceos',
      'THE   ceo’s   SECRET-bride!',
    ]) {
      expect(await found(keyword), keyword).toEqual([dramaA]);
    }
  });

  it('needs every word in the same title', async () => {
    expect(await found('secret queen')).toEqual([]);
    expect(await found('ceo bride queen')).toEqual([]);
    expect(await found('the')).toEqual(expect.arrayContaining([dramaA, dramaB]));
  });

  it('still finds words inside unspaced Thai and Chinese titles, and by several words in Indonesian', async () => {
    expect(await found('สาวลับ')).toEqual([dramaA]);
    expect(await found('新娘')).toEqual([dramaA]);
    expect(await found('歸來')).toEqual([dramaB]);
    expect(await found('rahasia pengantin')).toEqual([dramaA]);
    expect(await found('kembali ratu')).toEqual([dramaB]);
  });

  it('takes LIKE wildcards literally and finds nothing for marks alone', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found("' ’")).toEqual([]);
  });
});
