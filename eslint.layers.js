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

// One composition root (server/src/compose.ts) builds what the settings decide and hands it to
// what uses it. A module that keeps a setting in a module-level variable, set by an exported
// set*/configure* function, is a second way: whoever forgets to call it (a test, a bench, a
// second app in one process) runs on another process's setting. The rule finds such a function
// assigning a module-level `let`, or filling a module-level collection.
const SETTER = /^(set|configure)[A-Z]/;
const FILLING = new Set(['add', 'set', 'clear', 'push', 'delete', 'splice', 'unshift']);
const moduleVariable = (context, node, identifier) => {
  let scope = context.sourceCode.getScope(node);
  for (; scope; scope = scope.upper) {
    const variable = scope.set.get(identifier.name);
    if (variable) return scope.type === 'module' ? variable : null;
  }
  return null;
};
const isLet = (variable) => variable.defs.some((d) => d.type === 'Variable' && d.parent.kind === 'let');
const noModuleSetters = {
  meta: {
    type: 'problem',
    // The setters let through, each name with the reason it is still a setter.
    schema: [{ type: 'object', additionalProperties: { type: 'string', minLength: 10 } }],
    messages: {
      setter:
        "'{{name}}' stores a setting in the module-level '{{variable}}': make it a factory that server/src/compose.ts calls with the config, and pass what it builds to what uses it.",
    },
  },
  create(context) {
    const allowed = context.options[0] ?? {};
    const setters = [];
    const exportedSetter = (fn) => {
      const name = fn.id?.name ?? (fn.parent.type === 'VariableDeclarator' ? fn.parent.id.name : undefined);
      if (!name || !SETTER.test(name) || Object.hasOwn(allowed, name)) return undefined;
      const declaration = fn.type === 'FunctionDeclaration' ? fn.parent : fn.parent.parent.parent;
      return declaration?.type === 'ExportNamedDeclaration' ? name : undefined;
    };
    const enter = (fn) => setters.push(exportedSetter(fn));
    const leave = () => setters.pop();
    // An assignment counts for a `let`; filling a collection counts whatever declares it.
    const report = (node, identifier, assigns) => {
      const name = setters.findLast((s) => s !== undefined);
      if (!name || identifier?.type !== 'Identifier') return;
      const variable = moduleVariable(context, node, identifier);
      if (variable && (!assigns || isLet(variable)))
        context.report({ node, messageId: 'setter', data: { name, variable: identifier.name } });
    };
    return {
      FunctionDeclaration: enter,
      'FunctionDeclaration:exit': leave,
      FunctionExpression: enter,
      'FunctionExpression:exit': leave,
      ArrowFunctionExpression: enter,
      'ArrowFunctionExpression:exit': leave,
      AssignmentExpression: (node) => report(node, node.left, true),
      UpdateExpression: (node) => report(node, node.argument, true),
      'CallExpression > MemberExpression.callee': (member) => {
        if (member.property.type === 'Identifier' && FILLING.has(member.property.name))
          report(member, member.object, false);
      },
    };
  },
};

// The setters let through, each with why it is still a setter rather than a part compose.ts hands on.
const STILL_SETTERS = {
  setPool:
    "one pool per process, set by compose.ts from the pool its entry created: the 90-odd files that query reach it through query()/transaction() as they reach the current transaction's client, and a process never serves from two pools at once; passing it to each would add an argument to every repository call and change nothing (a test that points the data layer at another database for a while, health.test.ts, sets it back)",
};

export const wiring = [
  {
    files: ['server/src/**/*.ts'],
    ignores: TESTS,
    plugins: { wiring: { rules: { 'no-module-setters': noModuleSetters } } },
    rules: { 'wiring/no-module-setters': ['error', STILL_SETTERS] },
  },
];
