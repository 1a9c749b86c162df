import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';

// ---- Import boundaries (STYLE house rules 1 and 2, issue 16) --------------------------------
//
// Each zone names the files it covers and the imports they may not make (no-restricted-imports
// patterns: gitignore-style groups, or a regex over the import as written). One more boundary is
// one more entry in `zones`. No-restricted-imports options do not merge across config blocks: a
// later zone replaces an earlier one's patterns for the files both cover, so a narrower zone
// spreads the wider one's patterns into its own (as the feature zones do with webMayNot).
// src/lint-boundaries.test.ts shows each zone refusing a bad import and allowing a good one.

// A pattern starting with "#" would be a gitignore comment (it matched nothing before this
// issue): the package.json aliases (#server/*, ...) are refused by regex.

/**
 * The operator console (src/console) is its own app: it imports src/shared and itself, never the
 * viewer app (src/web), and the viewer app never imports it (a separate bundle, issue 17).
 */
const consoleMayNot = [
  {
    group: ['node:*', 'drizzle-orm', 'drizzle-orm/*', 'fastify', 'antd-mobile', 'antd-mobile/*'],
    message: "Server-side packages and the viewer app's components stay out of the console.",
  },
  {
    regex: '^(?:#(?:server|db|web)/|(?:\\.\\./)+(?:server|db|web)(?:/|$))',
    message: 'The console imports only src/shared and itself (never src/web, src/server or src/db).',
  },
];
const webMayNotConsole = {
  regex: '^(?:#console/|(?:\\.\\./)+console(?:/|$))',
  message: 'The viewer app never imports the operator console (its own bundle).',
};

/** The layers web code never reaches: the server, the database, Node. */
const webMayNot = [
  {
    group: ['node:*', 'drizzle-orm', 'drizzle-orm/*', 'fastify'],
    message: 'Server-side packages stay out of the web app.',
  },
  { regex: '^#(?:server|db)/', message: 'The web app imports nothing of the server or the database.' },
  webMayNotConsole,
];

/** src/shared is isomorphic: no DOM, no node:*, no React, no Drizzle, nothing of server, web or db. */
const sharedMayNot = [
  {
    group: ['node:*', 'react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*'],
    message: 'src/shared is isomorphic.',
  },
  {
    regex: '^(?:#(?:server|web|db|console)/|(?:\\.\\./)+(?:server|web|db|console)(?:/|$))',
    message: 'src/shared imports nothing from src/server, src/web, src/console or src/db (STYLE rule 2).',
  },
];

/** The feature folders of an app (src/web or src/console). */
function featuresOf(app) {
  return readdirSync(new URL(`./src/${app}/features/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
const webFeatures = featuresOf('web');
const consoleFeatures = featuresOf('console');

/**
 * A feature imports no other feature of its app, by alias or by a relative path climbing into it
 * (routes/ and app/ compose features; features use lib/, components/, hooks/, stores/). A
 * relative path is read as written: a feature's own subfolder named like another feature would
 * be refused too.
 */
function otherFeatures(app, features, feature) {
  const others = features.filter((name) => name !== feature).join('|');
  return {
    regex: `^(?:#${app}/features/|(?:\\.\\./)+(?:features/)?)(?:${others})(?:/|$)`,
    message: `A ${app} feature does not import another feature (STYLE rule 1): compose them in a route, or move what both need to lib/, components/, hooks/ or stores/.`,
  };
}

/**
 * SQL lives in repositories (issue 16): the server's services, routes, plugins and adapters
 * reach the database through the unit of work (src/server/unit-of-work.ts), never Drizzle.
 * Tests and the test helpers may read and arrange rows directly.
 */
const serverMayNot = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    message:
      'Only a *.repository.ts file writes SQL with Drizzle: add a repository method and reach it through the unit of work.',
  },
];

const zones = [
  {
    name: 'server-sql-in-repositories',
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts', 'src/server/testing/**'],
    patterns: serverMayNot,
  },
  { name: 'shared', files: ['src/shared/**/*.ts'], patterns: sharedMayNot },
  { name: 'web', files: ['src/web/**/*.{ts,tsx}'], patterns: webMayNot },
  { name: 'console', files: ['src/console/**/*.{ts,tsx}'], patterns: consoleMayNot },
  ...webFeatures.map((feature) => ({
    name: `web-feature-${feature}`,
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    patterns: [...webMayNot, otherFeatures('web', webFeatures, feature)],
  })),
  ...consoleFeatures.map((feature) => ({
    name: `console-feature-${feature}`,
    files: [`src/console/features/${feature}/**/*.{ts,tsx}`],
    patterns: [...consoleMayNot, otherFeatures('console', consoleFeatures, feature)],
  })),
];

const boundaryConfigs = zones.map(({ name, files, ignores, patterns }) => ({
  name: `boundaries/${name}`,
  files,
  ...(ignores ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { patterns }] },
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      '.data-*',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      'bench/out',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...boundaryConfigs,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      // Dialogs and sheets close on the phone's Back (lib/sheet-history.ts): lib/confirm.ts wraps this one.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Dialog'][callee.property.name='confirm']",
          message: 'Use confirmDialog from #web/lib/confirm.ts (Back closes it).',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/plugins/rate-limit.ts'],
    rules: {
      // app.rateLimit() counts by the address alone unless given a key: handlers would share it.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='rateLimit']",
          message: 'Use namedRateLimit from plugins/rate-limit.ts (its own counter).',
        },
      ],
    },
  },
  {
    files: ['src/web/lib/confirm.ts', 'src/web/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
