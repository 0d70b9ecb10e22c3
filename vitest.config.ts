import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { compileCatalogues } from './scripts/compile-catalogues-plugin.ts';
import { defineConfig } from 'vitest/config';

const alias = { '@contracts': path.resolve(import.meta.dirname, 'contracts') };

export default defineConfig({
  resolve: { alias },
  test: {
    // At least two workers, also on a 2-core machine (Vitest's own default there is one): each
    // worker has its own copy of every test database (server/test/databases.ts), so files running
    // at once never see each other's rows; a full run took 12 min this way against about 30.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, os.availableParallelism() - 1)),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // A worker runs its files one after the other in one module graph, instead of importing
          // the whole server afresh for each file: that import was about half the stage's time
          // (248 s of 503 s summed over the workers). Each file still builds its own app on the
          // database it names (server/test/test-app.ts), and nothing is mocked.
          isolate: false,
          setupFiles: ['server/test/per-file.ts'],
          env: { NODE_ENV: 'test' },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [compileCatalogues(), react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/src/**/*.test.tsx', 'client/src/**/*.test.ts'],
          setupFiles: ['client/src/test/setup.ts'],
          // One module graph and one jsdom per worker, as on the server side: setting up jsdom and
          // importing React afresh for each of 52 files took 220 s of CPU against 46 s this way.
          // Each test still renders into an emptied document with its own query client
          // (client/src/test/setup.ts clears what a test leaves behind).
          isolate: false,
          // Role queries in jsdom are slow on a busy machine; a screen test is not a timing test.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
