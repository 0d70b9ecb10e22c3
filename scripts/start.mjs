// `npm start`: the Node check, a build of whatever changed, then the compiled server in THIS
// process. npm 11 runs the script with `sh -c`, and @npmcli/run-script forwards SIGINT and
// SIGTERM to that child and exits with the child's code once it is gone. The script is
// `exec node scripts/start.mjs`, so that child is this very process (a shell in between would
// die of the signal and leave the server orphaned): a service manager's SIGTERM to npm and a
// terminal's Ctrl-C reach the server, and nothing but npm's own small process sits beside it.
import { nodeVersionProblem } from './check-node.mjs';

const problem = nodeVersionProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
const { build } = await import('./build.mjs');
try {
  // `npm start -- --verbose` shows what the build did (chunk sizes, budgets, unchanged parts).
  build({ ifChanged: true, quiet: !process.argv.includes('--verbose') });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
await import('../dist/server/main.js');
