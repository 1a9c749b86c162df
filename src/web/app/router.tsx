/**
 * The routes: every route of config/paths.ts, in React Router's declarative mode (decision
 * 0013: the data router's loaders, actions and fetchers, unused here, were a fifth of the first
 * page's JS). Home is part of the entry bundle so the first page needs no extra round trip;
 * every other page is its own lazily loaded chunk. Navigations run in transitions, so the page
 * on screen stays until the next one has loaded. A page of the login table opens for a guest
 * as its entry does (login-gate.tsx).
 */
import { lazy, useLayoutEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { bindRouter } from '#web/lib/navigation.ts';
import { Component as Home } from '#web/routes/home.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { guardedElement } from './login-gate.tsx';

type PageModule = Promise<{ Component: ComponentType }>;

function page(load: () => PageModule): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

/** Each lazily loaded page, by its path. */
const pages: readonly [string, LazyExoticComponent<ComponentType>][] = [
  [paths.loginCallback.path, page(() => import('#web/routes/pages/login/callback.tsx'))],
  [paths.friend.path, page(() => import('#web/routes/pages/friend/index.tsx'))],
  [paths.videoPlay.path, page(() => import('#web/routes/pages/video/play.tsx'))],
  [paths.rankList.path, page(() => import('#web/routes/pages/video/rank-list.tsx'))],
  [paths.search.path, page(() => import('#web/routes/pages/video/search.tsx'))],
  [paths.viewHis.path, page(() => import('#web/routes/pages/video/view-his.tsx'))],
  [paths.recommend.path, page(() => import('#web/routes/pages/video/recommend.tsx'))],
  [paths.mine.path, page(() => import('#web/routes/pages/user/index.tsx'))],
  [paths.setting.path, page(() => import('#web/routes/pages/user/setting.tsx'))],
  [paths.faceUpload.path, page(() => import('#web/routes/pages/user/face-upload.tsx'))],
  [paths.storeRecord.path, page(() => import('#web/routes/pages/user/store-record.tsx'))],
  [paths.feedback.path, page(() => import('#web/routes/pages/user/feedback.tsx'))],
  [paths.rewards.path, page(() => import('#web/routes/pages/user/rewards.tsx'))],
  [paths.downloads.path, page(() => import('#web/routes/pages/user/downloads.tsx'))],
  [paths.downloadPlay.path, page(() => import('#web/routes/pages/user/download-play.tsx'))],
  [paths.walletRules.path, page(() => import('#web/routes/pages/user/wallet-rules.tsx'))],
  [paths.following.path, page(() => import('#web/routes/pages/user/following.tsx'))],
  [paths.notices.path, page(() => import('#web/routes/pages/user/notices.tsx'))],
  [paths.chooseLocation.path, page(() => import('#web/routes/choose-location.tsx'))],
  [paths.openLocation.path, page(() => import('#web/routes/open-location.tsx'))],
];
const NotFound = page(() => import('#web/routes/not-found.tsx'));

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
