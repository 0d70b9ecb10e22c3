import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { compileCatalogues } from './scripts/compile-catalogues-plugin.ts';
import { defineConfig } from 'vitest/config';

const alias = { '@contracts': path.resolve(import.meta.dirname, 'contracts') };

export default defineConfig({
  resolve: { alias },
  test: {
    // Most of a test's time is spent waiting on PostgreSQL and HTTP, not on this process: Vitest's
    // default of one worker per core less one left a 2-core machine running one file at a time.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
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
          // Role queries in jsdom are slow on a busy machine; a screen test is not a timing test.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
