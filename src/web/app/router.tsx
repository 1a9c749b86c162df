/**
 * The data router: every route of config/paths.ts. Home is part of the entry bundle so the
 * first page needs no extra round trip; every other page is its own lazily loaded chunk.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Splash } from '#web/components/splash.tsx';
import { paths } from '#web/config/paths.ts';
import { bindRouter } from '#web/lib/navigation.ts';
import { Component as Home } from '#web/routes/home.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { RouteError } from './route-error.tsx';

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: Splash,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors of a page show inside the shell, with the title and tab bars still usable.
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: Home },
          { path: paths.homeAlias.path, Component: Home },
          { path: paths.loginCallback.path, lazy: () => import('#web/routes/pages/login/callback.tsx') },
          { path: paths.friend.path, lazy: () => import('#web/routes/pages/friend/index.tsx') },
          { path: paths.videoPlay.path, lazy: () => import('#web/routes/pages/video/play.tsx') },
          { path: paths.rankList.path, lazy: () => import('#web/routes/pages/video/rank-list.tsx') },
          { path: paths.search.path, lazy: () => import('#web/routes/pages/video/search.tsx') },
          { path: paths.viewHis.path, lazy: () => import('#web/routes/pages/video/view-his.tsx') },
          { path: paths.recommend.path, lazy: () => import('#web/routes/pages/video/recommend.tsx') },
          { path: paths.mine.path, lazy: () => import('#web/routes/pages/user/index.tsx') },
          { path: paths.setting.path, lazy: () => import('#web/routes/pages/user/setting.tsx') },
          { path: paths.faceUpload.path, lazy: () => import('#web/routes/pages/user/face-upload.tsx') },
          { path: paths.storeRecord.path, lazy: () => import('#web/routes/pages/user/store-record.tsx') },
          { path: paths.feedback.path, lazy: () => import('#web/routes/pages/user/feedback.tsx') },
          { path: paths.chooseLocation.path, lazy: () => import('#web/routes/choose-location.tsx') },
          { path: paths.openLocation.path, lazy: () => import('#web/routes/open-location.tsx') },
          { path: '*', lazy: () => import('#web/routes/not-found.tsx') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
bindRouter(router);
