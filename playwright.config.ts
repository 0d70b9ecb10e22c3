import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './e2e/chromium';
import { e2eRun } from './e2e/support/run';

const executablePath = findTestChromium();
if (!executablePath) {
  console.error(
    'No Chromium found for the browser tests: install it (Debian/Ubuntu: apt-get install chromium-headless-shell, or chromium) or set CHROMIUM_PATH to a Chrome/Chromium binary.',
  );
  process.exit(1);
}

// A free port unless E2E_PORT is given; one private folder per run.
const { port: PORT } = e2eRun();

const ALONE = ['**/admin-people.spec.ts'];
// A new school's first-run setup: it needs the school as the server made it, before any other file
// adds teaching or records to the sections its template would drop.
const FIRST = ['**/school-setup.spec.ts'];
// These give the school a current year for a while (the fee files', a year for pupils'
// subject choices). The other files read exams, fee lists and registers with no such year, so
// these run after them, one at a time.
const OWN_YEAR = ['**/fee-office.spec.ts', '**/pupil-fees.spec.ts', '**/subject-choices.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // A browser per core, at least two and at most four (E2E_WORKERS sets another number): a browser
  // test mostly waits for the page, the server and PostgreSQL, so two keep a 2-core machine busy
  // where one left it half idle; past four, the one server and its pool would be what waits.
  workers: Number(process.env.E2E_WORKERS ?? Math.min(4, Math.max(2, os.availableParallelism()))),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // No trace by default: recording one (a screencast and a DOM snapshot at every step) took 40 %
    // of the browser stage's CPU, kept only for the rare failure. E2E_TRACE=retain-on-failure
    // records them again when a failure needs one; a screenshot of a failure costs nothing until then.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'first', testMatch: FIRST, workers: 1 },
    // Files run side by side: each arranges its own people and sections.
    { name: 'side by side', testIgnore: [...ALONE, ...FIRST, ...OWN_YEAR], dependencies: ['first'] },
    { name: 'own year', testMatch: OWN_YEAR, dependencies: ['side by side'], workers: 1 },
    // These count the whole school (the dashboard's totals), so they run after the others, alone.
    { name: 'alone', testMatch: ALONE, dependencies: ['own year'], workers: 1 },
  ],
  globalTeardown: './e2e/support/run.ts',
  webServer: {
    command: `tsx e2e/support/server.ts`,
    url: `http://localhost:${PORT}/api/login/status`,
    // TMPDIR too: tsx keeps its compile cache there, and the run's folder is removed at the end.
    env: { E2E_PORT: String(PORT), E2E_RUN_DIR: process.env.E2E_RUN_DIR!, TMPDIR: process.env.E2E_RUN_DIR! },
    timeout: 120_000,
    reuseExistingServer: false,
    // The server stops its PostgreSQL (in a process group of its own) on SIGTERM; the default
    // SIGKILL would leave that PostgreSQL running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
