/**
 * The app of the OAuth tests: the real Facebook and TikTok adapters talking HTTP to a fake
 * provider on 127.0.0.1 (DESIGN.md section 1: no mocked functions), the catalogue fixture
 * seeded; and the calls the tests share. A test file calls useOAuthApp() once at its top:
 * `t` and `fake` are set before its tests run.
 */
import { afterAll, beforeAll } from 'vitest';
import { userInfoData, type UserInfoData } from '#shared/contract/user.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { writeCatalogueFixture } from '../../testing/catalogue-fixture.ts';
import {
  startFakeOAuthProvider,
  type FakeOAuthProvider,
  providerEnv,
  TEST_FACEBOOK,
  TEST_TIKTOK,
} from '../../testing/fake-oauth-provider.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';

export const FB = TEST_FACEBOOK;
export const TT = TEST_TIKTOK;
const PUBLIC_URL = 'https://drama.example';
export const CALLBACK = `${PUBLIC_URL}/pages/login/callback`;

export let fake: FakeOAuthProvider;
export let t: TestApp;
const clock = Date.now();

export function useOAuthApp(): void {
  beforeAll(async () => {
    fake = await startFakeOAuthProvider({ facebook: FB, tiktok: TT });
    t = await buildTestApp({
      now: () => clock,
      env: providerEnv(fake, PUBLIC_URL),
    });
    await seedCatalogue(t.database.db, writeCatalogueFixture(t.config.mediaRoot), clock);
  });
  afterAll(async () => {
    await Promise.all([t.close(), fake.close()]);
  });
}

export async function info(token: string, app: TestApp = t): Promise<UserInfoData> {
  return userInfoData.parse((await app.api.post('/user/index', undefined, { token })).body.data);
}

export function method(data: UserInfoData, type: 'facebook' | 'tiktok' | 'email') {
  return data.data_list.flatMap((group) => group.list).find((entry) => entry.type === type);
}

export const facebookBind = (token: string, accessToken: string, language = 3) =>
  t.api.post('/user/facebook-bind', { access_token: accessToken }, { token, language });
export const tiktokBind = (token: string, code: string, language = 3) =>
  t.api.post('/user/tiktok-bind', { code }, { token, language });
