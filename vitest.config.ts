import path from 'node:path';
import react from '@vitejs/plugin-react';
import { compileCatalogues } from './scripts/compile-catalogues-plugin.ts';
import { defineConfig } from 'vitest/config';

const alias = { '@contracts': path.resolve(import.meta.dirname, 'contracts') };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default (one worker per core less one). Two workers on a 2-core machine cut the run
    // from about 30 to 16 minutes but two suites that count shared rows, or time a crowd of
    // sign-ins, failed beside others; VITEST_MAX_WORKERS=2 runs it that way until they are fixed.
    reporters: ['default', './scripts/slowest-files-reporter.ts'],
    ...(process.env.VITEST_MAX_WORKERS ? { maxWorkers: Number(process.env.VITEST_MAX_WORKERS) } : {}),
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
