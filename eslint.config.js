import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'playwright-report', 'test-results', 'bench/out'] },
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
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The shared layer is isomorphic: no DOM, no node:*, no React, no Drizzle (STYLE layout).
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'react',
            'react-dom',
            'drizzle-orm',
            'drizzle-orm/*',
            '#server/*',
            '#web/*',
            '#db/*',
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '#server/*', '#db/*', 'drizzle-orm', 'fastify'] },
      ],
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
    files: ['src/web/lib/confirm.ts', 'src/web/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
