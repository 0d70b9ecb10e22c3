import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import type pg from 'pg';
import supertest from 'supertest';
import { testDatabaseUrl } from './databases';
import { loadConfig } from '../src/config';
import { type Config } from '../src/core/config';
import { compose } from '../src/compose';
import type { Parts } from '../src/modules/parts';
import { createPool, getPool, setPool } from '../src/db/pool';
import { TEST_ENV } from './test-env';

export interface TestContext {
  app: Express;
  config: Config;
  pool: pg.Pool;
  /** What the app was composed with, for a test that builds another app on it or runs a part itself. */
  parts: Parts;
}

// One pool per database kind, made on first use: a worker that runs several files one after the
// other (without isolation) gives each file the database it names, not the first file's.
const pools = new Map<string, pg.Pool>();

const DATABASES = {
  shared: 'databaseUrl',
  isolated: 'isolatedDatabaseUrl',
  snapshot: 'snapshotDatabaseUrl',
  empty: 'emptyDatabaseUrl',
  emptyForFees: 'emptyFeesDatabaseUrl',
  emptyForHomework: 'emptyHomeworkDatabaseUrl',
  bulk: 'bulkDatabaseUrl',
  setup: 'setupDatabaseUrl',
  promotions: 'promotionsDatabaseUrl',
} as const;

/**
 * Builds the real app on a test database; overrides are environment variables. 'isolated' is
 * the database of the suites that write at random; 'snapshot' one that no other suite touches
 * (a single suite compares before/after snapshots of it); 'empty' one with no rows at all
 * ('emptyForFees' and 'emptyForHomework' two more, as the demo fills an empty school only);
 * 'bulk' one for suites that load tens of thousands of rows; 'setup' the school setup suite's own;
 * 'promotions' one for the suites that promote whole sections.
 */
export function testApp(
  env: Record<string, string> = {},
  opts: { clientDist?: string; database?: keyof typeof DATABASES } = {},
): TestContext {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-app-'));
  const config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    ...env,
  });
  const kind = DATABASES[opts.database ?? 'shared'];
  let mine = pools.get(kind);
  if (!mine) {
    mine = createPool(testDatabaseUrl(kind), 5, config.db);
    pools.set(kind, mine);
  }
  setPool(mine);
  // The pool in use: a suite may have swapped in another for a while (see health.test.ts).
  const pool = getPool();
  const composed = compose(config, pool);
  return { app: composed.app(opts), config, pool, parts: composed.parts };
}

export const agent = (ctx: TestContext) => supertest.agent(ctx.app);
