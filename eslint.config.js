import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layers } from './eslint.layers.js';

const noFetch = { selector: "CallExpression[callee.name='fetch']", message: 'Call the server through client/src/lib/api-client.ts.' };

// A screen path written out where a link or a navigation names it: it belongs in lib/paths.ts.
const screenPath = 'Name the screen from client/src/lib/paths.ts (PATHS), not a string starting with "/".';
const screenPathLiterals = [
  "JSXAttribute[name.name='to'] > Literal[value=/^\\//]",
  "JSXAttribute[name.name='to'] > JSXExpressionContainer > Literal[value=/^\\//]",
  "JSXAttribute[name.name='to'] > JSXExpressionContainer > TemplateLiteral[quasis.0.value.raw=/^\\//]",
  "Property[key.name='to'] > Literal[value=/^\\//]",
  "CallExpression[callee.name='navigate'] > Literal[value=/^\\//]",
  "CallExpression[callee.name='navigate'] > TemplateLiteral[quasis.0.value.raw=/^\\//]",
].map((selector) => ({ selector, message: screenPath }));

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'client/dist', '.data', 'uploads', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noFetch],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/lib/paths.ts', 'client/src/**/*.test.{ts,tsx}', 'client/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', noFetch, ...screenPathLiterals] },
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
