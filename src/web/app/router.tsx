/**
 * The routes: every route of config/paths.ts, in React Router's declarative mode (decision
 * 0013: the data router's loaders, actions and fetchers, unused here, were a fifth of the first
 * page's JS). Home is part of the entry bundle so the first page needs no extra round trip;
 * every other page is its own lazily loaded chunk, fetched again when the network returns if it
 * failed offline (lib/load-when-online.ts). Navigations run in transitions, so the page
 * on screen stays until the next one has loaded. A page of the login table opens for a guest
 * as its entry does (login-gate.tsx).
 */
import { useLayoutEffect, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { bindRouter } from '#web/lib/navigation.ts';
import { Component as Home } from '#web/routes/home.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { lazyPage } from './lazy-page.tsx';
import { guardedElement } from './login-gate.tsx';

/** Each lazily loaded page, by its path. */
const pages: readonly [string, ComponentType][] = [
  [paths.loginCallback.path, lazyPage(() => import('#web/routes/pages/login/callback.tsx'))],
  [paths.friend.path, lazyPage(() => import('#web/routes/pages/friend/index.tsx'))],
  [paths.videoPlay.path, lazyPage(() => import('#web/routes/pages/video/play.tsx'))],
  [paths.rankList.path, lazyPage(() => import('#web/routes/pages/video/rank-list.tsx'))],
  [paths.search.path, lazyPage(() => import('#web/routes/pages/video/search.tsx'))],
  [paths.viewHis.path, lazyPage(() => import('#web/routes/pages/video/view-his.tsx'))],
  [paths.recommend.path, lazyPage(() => import('#web/routes/pages/video/recommend.tsx'))],
  [paths.mine.path, lazyPage(() => import('#web/routes/pages/user/index.tsx'))],
  [paths.setting.path, lazyPage(() => import('#web/routes/pages/user/setting.tsx'))],
  [paths.faceUpload.path, lazyPage(() => import('#web/routes/pages/user/face-upload.tsx'))],
  [paths.storeRecord.path, lazyPage(() => import('#web/routes/pages/user/store-record.tsx'))],
  [paths.feedback.path, lazyPage(() => import('#web/routes/pages/user/feedback.tsx'))],
  [paths.rewards.path, lazyPage(() => import('#web/routes/pages/user/rewards.tsx'))],
  [paths.downloads.path, lazyPage(() => import('#web/routes/pages/user/downloads.tsx'))],
  [paths.downloadPlay.path, lazyPage(() => import('#web/routes/pages/user/download-play.tsx'))],
  [paths.walletRules.path, lazyPage(() => import('#web/routes/pages/user/wallet-rules.tsx'))],
  [paths.following.path, lazyPage(() => import('#web/routes/pages/user/following.tsx'))],
  [paths.notices.path, lazyPage(() => import('#web/routes/pages/user/notices.tsx'))],
  [paths.chooseLocation.path, lazyPage(() => import('#web/routes/choose-location.tsx'))],
  [paths.openLocation.path, lazyPage(() => import('#web/routes/open-location.tsx'))],
];
const NotFound = lazyPage(() => import('#web/routes/not-found.tsx'));

/**
 * Gives the navigation helper (lib/navigation.ts) the router's navigate and the address.
 * The browser's address is the router's: BrowserRouter writes history before it renders.
 */
function NavigationBinding() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    bindRouter({
      state: {
        get location() {
          return { pathname: window.location.pathname, search: window.location.search };
        },
      },
      navigate: async (to: number | string, options?: { replace?: boolean }) => {
        await (typeof to === 'number' ? navigate(to) : navigate(to, options));
      },
    });
  }, [navigate]);
  return null;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigationBinding />
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<Home />} />
          <Route path={paths.homeAlias.path} element={<Home />} />
          {pages.map(([path, Page]) => (
            <Route key={path} path={path} element={guardedElement(path, <Page />)} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
