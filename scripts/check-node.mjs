// The Node.js check that runs before anything else (npm install, start, test). Plain JavaScript
// that any Node can parse, so an old one gets this line instead of fifty warnings and a crash.
const REQUIRED = '>= 20.19 (20.19+ or 22.12+)';

/**
 * A one-line refusal for this version, or null when it will do. SCHOOL_NODE_VERSION_FOR_TEST
 * stands in for the running version so the refusal itself can be tested.
 */
export function nodeVersionProblem(found = process.env.SCHOOL_NODE_VERSION_FOR_TEST || process.versions.node) {
  const version = found.replace(/^v/, '');
  const [major, minor] = version.split('.').map(Number);
  const ok = major === 20 ? minor >= 19 : major === 22 ? minor >= 12 : major > 22;
  return ok
    ? null
    : `School management needs Node.js ${REQUIRED}; found Node.js ${version}. Install a newer Node.js and try again.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = nodeVersionProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
