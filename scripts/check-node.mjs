// The Node.js check that runs before anything else (npm install, start, test). Plain JavaScript
// that any Node can parse, so an old one gets this line instead of fifty warnings and a crash.
const REQUIRED = 'Node.js 20.19 or newer (20.19+ or 22.12+)';

/** A one-line refusal for this version, or null when it will do. */
export function nodeVersionProblem(found = process.versions.node) {
  const [major, minor] = found.replace(/^v/, '').split('.').map(Number);
  const ok = major === 20 ? minor >= 19 : major === 22 ? minor >= 12 : major > 22;
  return ok ? null : `School management needs ${REQUIRED}; found Node.js ${found.replace(/^v/, '')}. Install a newer Node.js (https://nodejs.org) and try again.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = nodeVersionProblem(process.env.SCHOOL_NODE_VERSION_FOR_TEST || process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
