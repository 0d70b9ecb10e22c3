import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layers, wiring } from './eslint.layers.js';

const noFetch = {
  selector: "CallExpression[callee.name='fetch']",
  message: 'Call the server through client/src/lib/api-client.ts.',
};

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

// A server text is a catalogue key (contracts/i18n/messages/server.*.json) with its arguments,
// `msg(key, values)`, written in the caller's language when the answer leaves: an English
// sentence in a thrown error or an answer's error/message would reach Odia and Hindi readers
// untranslated. A key is dotted words without spaces ("error.invalidLogin").
const NOT_A_KEY = '/^(?![a-z][A-Za-z0-9]*(\\.[A-Za-z0-9]+)+$)/';
const TEXT_RULE =
  "Server texts are catalogue keys: msg('some.key', { ...values }), with the English in contracts/i18n/messages/server.en.json.";
const SERVER_TEXTS = [
  { selector: `NewExpression[callee.name='AppError'] > Literal:nth-child(2)[value=${NOT_A_KEY}]`, message: TEXT_RULE },
  { selector: "NewExpression[callee.name='AppError'] > TemplateLiteral:nth-child(2)", message: TEXT_RULE },
  {
    selector: `ObjectExpression > Property[key.name=/^(error|message)$/] > Literal.value[value=/\\s/]`,
    message: TEXT_RULE,
  },
  { selector: 'ObjectExpression > Property[key.name=/^(error|message)$/] > TemplateLiteral.value', message: TEXT_RULE },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'client/dist',
      '.data',
      'uploads',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
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
    files: ['server/src/**/*.ts'],
    // config.ts speaks to the operator at start-up, in English, before any request.
    ignores: ['server/src/**/*.test.ts', 'server/src/config.ts'],
    rules: { 'no-restricted-syntax': ['error', noFetch, ...SERVER_TEXTS] },
  },
  {
    // The service worker stands between the page's calls and the network: it forwards them.
    files: [
      'client/src/lib/api-client.ts',
      'client/src/lib/api-upload.ts',
      'client/src/sw.ts',
      'e2e/**',
      'scripts/**',
      'bench/**',
      'reliability/**',
      'server/test/process/**',
    ],
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
  ...wiring,
);
