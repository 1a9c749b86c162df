/**
 * Two projects:
 *   unit — every src/**\/*.test.ts(x) except the API tests; node by default. Vitest 4 dropped
 *          environmentMatchGlobs, so each *.test.tsx file opens with the docblock
 *          `// @vitest-environment jsdom` (the only way left to pick an environment per file
 *          inside one project).
 *   api  — src/server/**\/*.api.test.ts against a real database: one file at a time, in forks.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { TUS_BROWSER_ALIAS } from './vite.console.config.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        // The console's tests run tus-js-client's browser build, as the console bundles it.
        resolve: { alias: [TUS_BROWSER_ALIAS] },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/server/**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.api.test.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          // The files share one process and its loaded modules (each builds its own apps on its
          // own databases): importing the whole server once instead of 68 times.
          isolate: false,
          // One migrated database for the run; each test app starts from a copy of it.
          globalSetup: ['src/server/testing/api-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
