/**
 * What an API client may ask of auto-unlock, refused in words before anything moves: a daily cap
 * the app does not mean (0 would leave the switch on and refuse every automatic unlock with
 * 703), and an automatic unlock of more than one episode (it was quietly made one).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dramas, episodes } from '#db/schema/catalogue.ts';
import { SERVER_MESSAGES } from '../../i18n/messages.ts';
import { AUTO_UNLOCK_CAP_MAX, AUTO_UNLOCK_CAP_MIN, unlockData } from '#shared/contract/wallet.ts';
import { LOCALES } from '#shared/languages.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { grant, ledgerMismatches } from '../../testing/money.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';

let t: TestApp;
let device = 0;
/** The app's clock: moved past the duplicate-submit window instead of sleeping. */
let clock = Date.parse('2026-11-10T12:00:00Z');

async function newUser(): Promise<{ token: string; uid: number }> {
  const token = await deviceToken(t.api, `auto-rules-${String(++device).padStart(6, '0')}`);
  const uid = ((await t.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
  return { token, uid };
}

async function episodeId(number: number): Promise<number> {
  const [row] = await t.database.db
    .select({ id: episodes.id })
    .from(episodes)
    .innerJoin(dramas, eq(dramas.id, episodes.dramaId))
    .where(and(eq(dramas.slug, 'money-001'), eq(episodes.number, number)));
  if (!row) throw new Error(`no episode ${number}`);
  return row.id;
}

async function call(path: string, body: unknown, token: string, language = 3) {
  clock += 1100;
  return (await t.api.post(path, body, { token, language })).body as {
    code: number;
    msg: string;
    data: unknown;
  };
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  await seedCatalogue(t.database.db, moneyCatalogue(1));
});
afterEach(async () => {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

describe("auto-unlock's daily cap", () => {
  it('refuses 0 and more than the most, saying the range, and keeps the cap there was', async () => {
    const u = await newUser();
    expect(await call('/wallet/auto-unlock', { enabled: 1, daily_cap: 0 }, u.token)).toEqual({
      code: 601,
      msg: 'The auto-unlock daily limit must be 1 to 100,000 coins',
      data: null,
    });
    const over = await call(
      '/wallet/auto-unlock',
      { enabled: 1, daily_cap: AUTO_UNLOCK_CAP_MAX + 1 },
      u.token,
      5,
    );
    expect(over).toMatchObject({ code: 601, msg: 'Batas harian buka otomatis harus 1 sampai 100.000 koin' });
    // Nothing was saved: still off, at the default cap.
    const kept = await call('/wallet/auto-unlock', { enabled: 0 }, u.token);
    expect(kept).toMatchObject({ code: 200, data: { enabled: 0, daily_cap: 300 } });
    // The least and the most are taken.
    for (const cap of [AUTO_UNLOCK_CAP_MIN, AUTO_UNLOCK_CAP_MAX]) {
      expect(await call('/wallet/auto-unlock', { enabled: 1, daily_cap: cap }, u.token)).toMatchObject({
        code: 200,
        data: { enabled: 1, daily_cap: cap },
      });
    }
  });

  it('says the range in every language', () => {
    for (const locale of LOCALES) {
      expect(SERVER_MESSAGES[locale].auto_unlock_cap_range, locale).toMatch(/\b1\b.*100[,.]000/);
    }
  });
});

describe('an automatic unlock', () => {
  it.each(['next10', 'rest'])(
    'is one episode: scope %s with auto 1 is refused, nothing charged',
    async (scope) => {
      const u = await newUser();
      await grant(t.database.db, u.uid, { gold: 500 });
      await call('/wallet/auto-unlock', { enabled: 1, daily_cap: 1000 }, u.token);
      const ep3 = await episodeId(3);
      const refused = await call('/video/unlock', { episode_id: ep3, scope, auto: 1 }, u.token, 2);
      expect(refused).toEqual({ code: 601, msg: '自動解鎖每次只能解鎖一集', data: null });
      // The same request as the app sends it (scope one, or none) unlocks the one episode.
      const one = await call('/video/unlock', { episode_id: ep3, auto: 1 }, u.token);
      expect(unlockData.parse(one.data)).toMatchObject({ unlocked_numbers: [3], spent_gold: 10 });
      // A batch the viewer chose (auto 0) is a batch still.
      const batch = await call('/video/unlock', { episode_id: await episodeId(4), scope, auto: 0 }, u.token);
      expect(unlockData.parse(batch.data).unlocked_numbers.length).toBeGreaterThan(1);
    },
  );
});
