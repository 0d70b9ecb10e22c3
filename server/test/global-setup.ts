import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

// One throwaway PostgreSQL for the whole run (or TEST_DATABASE_URL when given).
export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  let stop = async () => undefined as void;
  let dir: string | undefined;
  if (!url) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'school-test-'));
    chmodSync(dir, 0o755);
    const db = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), database: 'school_test', persistent: false });
    url = db.url;
    stop = db.stop;
  }
  await migrate(url);
  project.provide('databaseUrl', url);
  return async () => {
    await stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
