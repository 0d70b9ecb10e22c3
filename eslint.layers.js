// The layers of docs/architecture.md, held by the linter: an import that runs the wrong way
// fails `npm run lint`. Each block names the files of one layer and the imports they may not
// make (paths as written in the import, relative to the importing file). Tests sit above every
// layer (they compose the app as start-up does), so they are left out.

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const layer = (files, rules, ignores = []) => ({
  files,
  ignores: [...TESTS, ...ignores],
  rules: { 'no-restricted-imports': ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }] },
});

// Above every layer: only start-up (main.ts) and the tests build the app.
const ROOT = ['^(\\.\\./)+(app|main|compose)$', 'Only main.ts and the tests compose the app (server/src/compose.ts).'];

export const layers = [
  layer(['server/src/core/**'], [['^\\.\\./', 'core/ is the bottom layer: it imports no other part of the server.']]),
  layer(
    ['server/src/{lib,i18n,db}/**'],
    [
      [
        '^\\.\\./(config|http|policies|modules|storage|mail|backup|demo)(/|$)',
        'lib/, i18n/ and db/ stand on core/ alone: they import no layer above them.',
      ],
      ROOT,
    ],
  ),
  layer(
    ['server/src/policies/**'],
    [
      [
        '^\\.\\./(config|http|modules|db|storage|mail|backup|demo)(/|$)',
        'Policies are pure rules over the data they are given: no HTTP, no repo, no database (load it in modules/access.ts).',
      ],
      ['^express$', 'Policies know no request: they take the signed-in user (core/request-context).'],
      ROOT,
    ],
  ),
  layer(
    ['server/src/http/**'],
    [
      [
        '^\\.\\./(policies|modules|storage|mail|backup|demo)(/|$)',
        'http/ is the web edge the modules build on: it imports no module, policy or storage.',
      ],
      ROOT,
    ],
  ),
  layer(
    ['server/src/{storage,mail,backup}/**'],
    [
      [
        '^\\.\\./(policies|modules|demo)(/|$)',
        'storage/, mail/ and backup/ serve the modules: they import none of them.',
      ],
      ROOT,
    ],
  ),
  layer(
    ['server/src/modules/*/**'],
    [
      [
        '^\\.\\./\\.\\./policies/',
        "A module's service calls the policies through modules/access.ts, which hands them their data.",
      ],
      [
        '^\\.\\./[\\w-]+/[\\w-]+\\.routes$',
        "A module never imports another module's routes: modules/index.ts lists them all.",
      ],
      ROOT,
    ],
  ),
  layer(['server/src/modules/*.ts'], [ROOT]),
  layer(
    ['client/src/features/**'],
    [['^(\\.\\./)+app/', 'Features are shown by the app and never import it: take what the app gives as props.']],
  ),
  layer(
    ['client/src/{lib,components,i18n}/**'],
    [['^(\\.\\./)+(app|features)/', 'Shared client code imports no feature and not the app.']],
  ),
];
