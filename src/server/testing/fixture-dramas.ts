/**
 * The fixture catalogue (catalogue-fixture.ts) seeded into an API test's app, and its two
 * dramas found by their sizes: A has 6 episodes, B has 3.
 */
import { dramaPage } from '#shared/contract/catalogue.ts';
import { seedCatalogue } from '../modules/catalogue/catalogue-seed.repository.ts';
import type { TestApp } from './build-test-app.ts';
import { writeCatalogueFixture } from './catalogue-fixture.ts';

export async function seedFixtureDramas(
  t: TestApp,
  at: number = Date.now(),
): Promise<{ dramaA: number; dramaB: number }> {
  await seedCatalogue(t.database.db, writeCatalogueFixture(t.config.mediaRoot), at);
  const list = dramaPage.parse((await t.api.get('/video/list', { page: '1', page_size: '10' })).body.data);
  const sized = (count: number) => list.list.find((d) => d.episode_count === count)?.drama_id ?? 0;
  return { dramaA: sized(6), dramaB: sized(3) };
}
