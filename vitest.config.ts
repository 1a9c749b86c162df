/**
 * Two projects:
 *   unit — every src/**\/*.test.ts(x) except the API tests, and the scripts' own tests
 *          (scripts/**\/*.test.ts); node by default. Vitest 4 dropped environmentMatchGlobs,
 *          so each *.test.tsx file opens with the docblock `// @vitest-environment jsdom` (the
 *          only way left to pick an environment per file inside one project).
 *   api  — src/server/**\/*.api.test.ts against a real database, in forks; each test app has a
 *          database of its own, so files run side by side.
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
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/server/**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          // jsdom files: Testing Library waits longer on a busy machine (src/testing/setup-dom.ts).
          setupFiles: ['src/testing/setup-dom.ts'],
          // Three forks on two cores: the files wait on timers, databases and the main process's
          // transforms, and a third fork fills that (unit alone: 264 s with two, 170 s with three).
          maxWorkers: 3,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.api.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 3,
          // The files share one process and its loaded modules (each builds its own apps on its
          // own databases): importing the whole server once per fork instead of once per file.
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
