import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layers } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'client/dist', '.data', 'uploads', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='fetch']", message: 'Call the server through client/src/lib/api-client.ts.' },
      ],
    },
  },
  {
    files: ['client/src/lib/api-client.ts', 'client/src/lib/api-upload.ts', 'e2e/**', 'scripts/**', 'bench/**', 'reliability/**', 'server/test/process/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Playwright fixtures must destructure their (empty) dependencies.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['client/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...layers,
);
