/**
 * The environment of every test app, in the test process (test-app.ts) and in the server
 * processes a test starts (app-process.ts): same secret, so a cookie from one opens the others.
 */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  SESSION_SECRET: 'test-secret-that-is-long-enough-to-pass-validation',
  BCRYPT_COST: '4',
  // The request lines go with the app's own (silent unless LOG_IN_TESTS), where a test captures them.
  REQUEST_LOG: 'stdout',
  // Every test file signs in from 127.0.0.1 and the throttles count in the shared database:
  // the limits across IDs are for the tests that ask for them (from addresses of their own).
  LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
  HASHES_PER_ADDRESS: '1000',
  ACCOUNT_MAX_PER_ADDRESS: '1000000',
  ACCOUNT_MAX_PER_ID: '1000000',
};
