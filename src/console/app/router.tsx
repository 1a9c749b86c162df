/** The console's routes (config/paths.ts), under the /console base. */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CONSOLE_BASE, paths, rolesOf, type MenuKey } from '#console/config/paths.ts';
import { Component as AccountPage } from '#console/routes/account.tsx';
import { Component as ArticlesPage } from '#console/routes/articles.tsx';
import { Component as AuditPage } from '#console/routes/audit.tsx';
import { Component as ChannelsPage } from '#console/routes/channels.tsx';
import { Component as CurationPage } from '#console/routes/curation.tsx';
import { Component as FeedbackPage } from '#console/routes/feedback.tsx';
import { Component as HomePage } from '#console/routes/home.tsx';
import { Component as JobsPage } from '#console/routes/jobs.tsx';
import { Component as LoginPage } from '#console/routes/login.tsx';
import { Component as NotFoundPage } from '#console/routes/not-found.tsx';
import { Component as OperatorsPage } from '#console/routes/operators.tsx';
import { Component as PeoplePage } from '#console/routes/people.tsx';
import { Component as PersonPage } from '#console/routes/person.tsx';
import { Component as OrderPage } from '#console/routes/order.tsx';
import { Component as OrdersPage } from '#console/routes/orders.tsx';
import { Component as PackagesPage } from '#console/routes/packages.tsx';
import { Component as SeriesEditorPage } from '#console/routes/series-editor.tsx';
import { Component as SeriesPage } from '#console/routes/series.tsx';
import { Component as SettingsPage } from '#console/routes/settings.tsx';
import { Component as SetupPage } from '#console/routes/setup.tsx';
import { Spin } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import { RequireOperator, RequireRole } from './require-operator.tsx';
import { RouteError } from './route-error.tsx';
import { Shell } from './shell.tsx';

// The dashboard and its chart library: a chunk of its own, loaded when the screen opens.
const LazyDashboard = lazy(() =>
  import('#console/routes/dashboard.tsx').then((m) => ({ default: m.Component })),
);
function DashboardPage() {
  return (
    <Suspense fallback={<Spin />}>
      <LazyDashboard />
    </Suspense>
  );
}

function gated(key: MenuKey, Page: ComponentType, path: string = paths[key]): RouteObject {
  return {
    path,
    element: (
      <RequireRole roles={rolesOf(key)}>
        <Page />
      </RequireRole>
    ),
  };
}

export const routes: RouteObject[] = [
  { path: paths.login, Component: LoginPage, ErrorBoundary: RouteError },
  { path: paths.setup, Component: SetupPage, ErrorBoundary: RouteError },
  {
    path: paths.home,
    ErrorBoundary: RouteError,
    element: (
      <RequireOperator>
        <Shell />
      </RequireOperator>
    ),
    children: [
      { index: true, Component: HomePage },
      gated('dashboard', DashboardPage),
      gated('series', SeriesPage),
      gated('series', SeriesEditorPage, paths.seriesNew),
      gated('series', SeriesEditorPage, paths.seriesEdit),
      gated('jobs', JobsPage),
      gated('curation', CurationPage),
      gated('feedback', FeedbackPage),
      gated('people', PeoplePage),
      gated('people', PersonPage, paths.person),
      gated('orders', OrdersPage),
      gated('orders', OrderPage, paths.order),
      gated('articles', ArticlesPage),
      gated('packages', PackagesPage),
      gated('channels', ChannelsPage),
      gated('settings', SettingsPage),
      gated('audit', AuditPage),
      gated('operators', OperatorsPage),
      { path: paths.account, Component: AccountPage },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createConsoleRouter() {
  return createBrowserRouter(routes, { basename: CONSOLE_BASE });
}
