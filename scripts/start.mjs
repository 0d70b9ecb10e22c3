// `npm start`: the Node check, a build of whatever changed, then the compiled server in THIS
// process. npm's shell execs this single command, so a service manager's SIGTERM and a
// terminal's Ctrl-C reach the server itself, and nothing else stays resident beside it.
import { nodeVersionProblem } from './check-node.mjs';

const problem = nodeVersionProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
const { build } = await import('./build.mjs');
try {
  build({ ifChanged: true });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
await import('../dist/server/main.js');
