/** The console's entry: the language first (its texts load), then the app. */
import '#shared/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { applyLanguage } from '#console/lib/i18n.ts';
import { initialLanguage } from '#console/lib/language.ts';
import { Providers } from './app/app.tsx';
import { createConsoleRouter } from './app/router.tsx';
import { createConsoleQueryClient } from './app/session.ts';

// What a 901 or a 903 under the screens does: app/session.ts.
const queryClient = createConsoleQueryClient();
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
