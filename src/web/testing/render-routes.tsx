/**
 * Renders route components in a memory router bound to the app's navigation helper, with a
 * fresh TanStack Query client (no retries), for the route tests.
 */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { bindRouter } from '#web/lib/navigation.ts';

export function renderRoutes(routes: { path: string; Component: ComponentType }[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  bindRouter(router);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
