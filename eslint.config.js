import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NO_FETCH = { selector: "CallExpression[callee.name='fetch']", message: 'Call the server through client/src/lib/api-client.ts.' };
// A server text is a catalogue key (contracts/i18n/messages/server.*.json) with its arguments,
// `msg(key, values)`, written in the caller's language when the answer leaves: an English
// sentence in a thrown error or an answer's error/message would reach Odia and Hindi readers
// untranslated. A key is dotted words without spaces ("error.invalidLogin").
const NOT_A_KEY = '/^(?![a-z][A-Za-z0-9]*(\\.[A-Za-z0-9]+)+$)/';
const TEXT_RULE = 'Server texts are catalogue keys: msg(\'some.key\', { ...values }), with the English in contracts/i18n/messages/server.en.json.';
const SERVER_TEXTS = [
  { selector: `NewExpression[callee.name='AppError'] > Literal:nth-child(2)[value=${NOT_A_KEY}]`, message: TEXT_RULE },
  { selector: "NewExpression[callee.name='AppError'] > TemplateLiteral:nth-child(2)", message: TEXT_RULE },
  { selector: `ObjectExpression > Property[key.name=/^(error|message)$/] > Literal.value[value=/\\s/]`, message: TEXT_RULE },
  { selector: 'ObjectExpression > Property[key.name=/^(error|message)$/] > TemplateLiteral.value', message: TEXT_RULE },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'client/dist', '.data', 'uploads', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NO_FETCH],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    // config.ts speaks to the operator at start-up, in English, before any request.
    ignores: ['server/src/**/*.test.ts', 'server/src/config.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_FETCH, ...SERVER_TEXTS] },
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
);
