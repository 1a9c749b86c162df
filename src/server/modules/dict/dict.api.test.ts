import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictData } from '#shared/contract/dict.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.database.db, moneyCatalogue(1));
});
afterAll(async () => {
  await t.close();
});

describe('GET /comm/dictType/{types}', () => {
  it('answers each type keyed by name, entries named both ways, in the request language', async () => {
    const res = await t.api.get('/comm/dictType/feedback_type,drama_genre', {}, { language: 2 });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const data = dictData.parse(res.body.data);
    expect(Object.keys(data)).toEqual(['feedback_type', 'drama_genre']);
    expect(data.feedback_type?.map((e) => e.value)).toEqual([
      'playback',
      'payment',
      'account',
      'suggestion',
      'other',
    ]);
    expect(data.feedback_type?.[0]).toEqual({
      dictLabel: '播放問題',
      dictValue: 'playback',
      label: '播放問題',
      value: 'playback',
    });
    expect(data.drama_genre).toEqual([
      { dictLabel: '金錢', dictValue: 'money', label: '金錢', value: 'money' },
    ]);
  });

  it('serves the batch path too, answers unknown types with an empty list, and caches per language', async () => {
    const res = await t.api.get('/comm/dictType/type-batch/feedback_type,nope', {}, { language: 3 });
    expect(res.body.code).toBe(200);
    const data = dictData.parse(res.body.data);
    expect(data.nope).toEqual([]);
    expect(data.feedback_type?.map((e) => e.label)).toContain('Payment problem');
    expect(res.raw.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.raw.headers.vary).toBe('language');
    expect(res.raw.headers.etag).toBeTruthy();

    // Another type list is another answer (the shared cache is keyed by the path too).
    const genres = dictData.parse(
      (await t.api.get('/comm/dictType/drama_genre', {}, { language: 3 })).body.data,
    );
    expect(Object.keys(genres)).toEqual(['drama_genre']);
    expect(genres.drama_genre?.[0]?.label).toBe('Money');

    const again = await t.api.get(
      '/comm/dictType/type-batch/feedback_type,nope',
      {},
      { language: 3, headers: { 'if-none-match': String(res.raw.headers.etag) } },
    );
    expect(again.status).toBe(304);
  });

  it('refuses malformed type names with 601', async () => {
    const res = await t.api.get('/comm/dictType/%3Cscript%3E');
    expect(res.body.code).toBe(601);
  });
});
