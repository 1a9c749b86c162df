import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { paths } from '#web/config/paths.ts';
import type * as PathsModule from '#web/config/paths.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { back, bindRouter, navigateTo, reLaunch, redirectTo, switchTab } from './navigation.ts';

/**
 * No page of the app needs login today (guests buy, so guests see their records too); the
 * check itself is exercised on a members-only page declared here.
 */
const MEMBERS_ONLY = '/pages/test/members-only';
vi.mock('#web/config/paths.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PathsModule>();
  return {
    ...original,
    requiresLogin: (pathname: string) => pathname === MEMBERS_ONLY || original.requiresLogin(pathname),
  };
});

function makeRouter(initial = '/') {
  const router = createMemoryRouter([{ path: '*', Component: () => null }], { initialEntries: [initial] });
  bindRouter(router);
  return router;
}

const here = (router: ReturnType<typeof makeRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  useSession.setState({ hadLogin: false });
  useLoginPopup.setState({ visible: false, requested: false });
});

describe('navigation helper', () => {
  it('navigateTo pushes the page with its query', async () => {
    const router = makeRouter();
    expect(await navigateTo(paths.videoPlay.path, { id: 12, ep: 3, skip: undefined })).toBe(true);
    expect(here(router)).toBe('/pages/video/play?id=12&ep=3');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('ignores a request for the current page (same pathname and query)', async () => {
    const router = makeRouter('/pages/video/play?id=12');
    const key = router.state.location.key;
    expect(await navigateTo('/pages/video/play', { id: 12 })).toBe(false);
    expect(await redirectTo('/pages/video/play?id=12')).toBe(false);
    expect(router.state.location.key).toBe(key);

    // Another query is another page.
    expect(await navigateTo('/pages/video/play', { id: 13 })).toBe(true);
    expect(here(router)).toBe('/pages/video/play?id=13');
  });

  it('treats a trailing slash as the same page', async () => {
    const router = makeRouter('/pages/user/index/');
    const key = router.state.location.key;
    expect(await switchTab(paths.mine.path)).toBe(false);
    expect(router.state.location.key).toBe(key);
  });

  it('redirectTo, switchTab and reLaunch replace the current entry', async () => {
    const router = makeRouter();
    await redirectTo(paths.rankList.path);
    expect(router.state.historyAction).toBe('REPLACE');
    await switchTab(paths.recommend.path);
    expect(here(router)).toBe(paths.recommend.path);
    expect(router.state.historyAction).toBe('REPLACE');
    await reLaunch(paths.home.path, { from: 'test' });
    expect(here(router)).toBe('/?from=test');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  describe("tabs, as an app's bottom navigation", () => {
    it('Back on another tab returns to home, and home is the first entry', async () => {
      const router = makeRouter();
      await switchTab(paths.viewHis.path);
      expect(router.state.historyAction).toBe('PUSH');
      await switchTab(paths.recommend.path);
      await switchTab(paths.mine.path);
      expect(here(router)).toBe(paths.mine.path);
      // The phone's Back.
      await router.navigate(-1);
      expect(here(router)).toBe('/');
      // Nothing of the app below home: the next Back leaves.
      await router.navigate(-1);
      expect(here(router)).toBe('/');
    });

    it('the home tab goes back to home instead of stacking another home', async () => {
      const router = makeRouter();
      const homeKey = router.state.location.key;
      await switchTab(paths.viewHis.path);
      await switchTab(paths.home.path);
      expect(here(router)).toBe('/');
      expect(router.state.historyAction).toBe('POP');
      expect(router.state.location.key).toBe(homeKey);
    });

    it('Back inside a tab still returns to its pages, then to home', async () => {
      const router = makeRouter();
      await switchTab(paths.viewHis.path);
      await navigateTo(paths.videoPlay.path, { drama_id: 3, ep: 2 });
      await navigateTo(paths.videoPlay.path, { drama_id: 3, ep: 3 });
      await back();
      expect(here(router)).toBe('/pages/video/play?drama_id=3&ep=2');
      await back();
      expect(here(router)).toBe(paths.viewHis.path);
      await back();
      expect(here(router)).toBe('/');
    });

    it('a tab chosen over a page opened from home keeps home one Back away', async () => {
      const router = makeRouter();
      await navigateTo(paths.videoPlay.path, { drama_id: 3 });
      await switchTab(paths.mine.path);
      expect(router.state.historyAction).toBe('REPLACE');
      await switchTab(paths.home.path);
      expect(here(router)).toBe('/');
      expect(router.state.historyAction).toBe('POP');
    });

    it('a tab opened away from home (a link into the app) replaces its entry', async () => {
      const router = makeRouter(paths.mine.path);
      await switchTab(paths.viewHis.path);
      expect(router.state.historyAction).toBe('REPLACE');
      await switchTab(paths.home.path);
      expect(here(router)).toBe('/');
      expect(router.state.historyAction).toBe('REPLACE');
    });
  });

  it('back(delta) goes back that many pages', async () => {
    const router = makeRouter();
    await navigateTo(paths.rankList.path);
    await navigateTo(paths.videoPlay.path, { id: 1 });
    await navigateTo(paths.videoPlay.path, { id: 2 });
    await back();
    expect(here(router)).toBe('/pages/video/play?id=1');
    await back(2);
    expect(here(router)).toBe('/');
  });

  describe('permission check', () => {
    const loginOnly = [MEMBERS_ONLY];

    it.each(loginOnly)('a guest asking for %s gets the login popup instead', async (path) => {
      const router = makeRouter();
      expect(await navigateTo(path)).toBe(false);
      expect(here(router)).toBe('/');
      expect(useLoginPopup.getState().visible).toBe(true);
    });

    it.each(loginOnly)('a logged-in user reaches %s', async (path) => {
      useSession.setState({ hadLogin: true });
      const router = makeRouter();
      expect(await navigateTo(path)).toBe(true);
      expect(here(router)).toBe(path);
      expect(useLoginPopup.getState().visible).toBe(false);
    });

    it('every other path is allowed for a guest', async () => {
      const router = makeRouter('/choose-location');
      const open = [
        paths.home.path,
        paths.homeAlias.path,
        paths.loginCallback.path,
        paths.videoPlay.path,
        paths.rankList.path,
        paths.viewHis.path,
        paths.recommend.path,
        paths.mine.path,
        // Guests change their nickname and avatar too.
        paths.setting.path,
        paths.faceUpload.path,
        // Guests can pay, so they see their top-up records.
        paths.storeRecord.path,
        paths.chooseLocation.path,
        paths.openLocation.path,
        '/some/unknown/page',
      ];
      for (const path of open) {
        await navigateTo(path);
        expect(here(router)).toBe(path);
      }
      expect(useLoginPopup.getState().visible).toBe(false);
    });

    it('also guards redirectTo and a query on a guarded path', async () => {
      const router = makeRouter();
      expect(await redirectTo(`${MEMBERS_ONLY}?page=2`)).toBe(false);
      expect(here(router)).toBe('/');
      expect(useLoginPopup.getState().visible).toBe(true);
    });
  });
});
