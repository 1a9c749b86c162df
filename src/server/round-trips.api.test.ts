/**
 * The reads every viewer makes on every screen cost one or two database round trips
 * (issue 16), the session lookup included, once what does not depend on the user is cached.
 * A logger on the database handle counts the statements sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailData } from '#shared/contract/catalogue.ts';
import { buildTestApp, deviceToken, type TestApp } from './testing/build-test-app.ts';
import { seedFixtureDramas } from './testing/fixture-dramas.ts';
import { openTestDatabase } from './testing/test-database.ts';

let t: TestApp;
let token: string;
let dramaId: number;
const statements: string[] = [];

beforeAll(async () => {
  const database = await openTestDatabase({ logger: { logQuery: (query) => statements.push(query) } });
  // A clock that stands still: what is cached for a time (the drama's episodes, the pay popup's
  // offers) stays warm between the two calls however slow the machine.
  const frozen = Date.now();
  // The buffers of viewer events and watch positions are written by real-time timers, whose
  // statement could otherwise land inside a call being counted (no round trip of that call):
  // no events, and positions written only when the app closes.
  t = await buildTestApp({ database, now: () => frozen, env: { EVENTS: 'off', PROGRESS_FLUSH_MS: '60000' } });
  ({ dramaA: dramaId } = await seedFixtureDramas(t));
  token = await deviceToken(t.api, 'round-trip-device-01');
});
afterAll(async () => {
  await t.close();
});

/** Statements one call sends, after a first call has warmed what may be cached. */
async function roundTrips(path: string, body: unknown): Promise<string[]> {
  const first = await t.api.post(path, body, { token });
  expect(first.body.code).toBe(200);
  statements.length = 0;
  const again = await t.api.post(path, body, { token });
  expect(again.body.code).toBe(200);
  return [...statements];
}

describe('round trips per call', () => {
  it.each([
    ['/user/index', () => undefined, 1],
    ['/video/detail', () => ({ drama_id: dramaId }), 1],
    // The viewer's part, then the history write of opening an episode.
    ['/video/episode', () => ({ drama_id: dramaId, number: 1 }), 2],
    // Every first episode of the fixture is free: no viewer query at all.
    ['/video/recommend', () => ({}), 0],
    // Balances and VIP, each its own query so far; packages and channels from the offer cache.
    ['/pay/center', () => ({}), 2],
  ])('%s', async (path, body, expected) => {
    const sent = await roundTrips(path, body());
    expect(sent, sent.join('\n')).toHaveLength(expected);
  });

  it('/video/detail with its prices and what the viewer spent on the series (issue 19)', async () => {
    const sent = await roundTrips('/video/detail', { drama_id: dramaId });
    expect(sent).toHaveLength(1);
    const data = detailData.parse(
      (await t.api.post('/video/detail', { drama_id: dramaId }, { token })).body.data,
    );
    expect(data.spent).toEqual({ gold: 0, coin: 0 });
    expect(data.drama.series_coins).toBeGreaterThan(0);
    expect(data.drama.series_cents).toBeGreaterThan(0);
  });
});
