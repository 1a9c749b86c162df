/** The console's entry: the language first (its texts load), then the app. */
import '#shared/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ME_QUERY_KEY } from '#console/features/auth/api/get-me.ts';
import { applyLanguage } from '#console/lib/i18n.ts';
import { initialLanguage } from '#console/lib/language.ts';
import { createQueryClient } from '#console/lib/query-client.ts';
import { Providers } from './app/app.tsx';
import { createConsoleRouter } from './app/router.tsx';

const queryClient = createQueryClient({
  // The session ended under us (expired, signed out elsewhere): the screens show the login page.
  onUnauthorized: () => queryClient.setQueryData(ME_QUERY_KEY, null),
});
const router = createConsoleRouter();

function render(): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

// The texts of the language first (one small chunk); a failed load still shows the console.
void applyLanguage(initialLanguage())
  .catch(() => applyLanguage(3))
  .finally(render);
