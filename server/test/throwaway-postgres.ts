/**
 * Settings for a PostgreSQL that lives for one test run and is deleted after it (the integration
 * tests' and the browser tests' own): it never has to survive a crash of the machine, so commits
 * do not wait for the disk. On a shared machine a flush can take tens of milliseconds, and the
 * tests commit many thousands of times. A crash of PostgreSQL alone still recovers (the WAL is
 * written, only not flushed). The server's real databases keep PostgreSQL's safe defaults.
 */
export const THROWAWAY_POSTGRES_SETTINGS = [
  '-c',
  'fsync=off',
  '-c',
  'synchronous_commit=off',
  '-c',
  'full_page_writes=off',
];
