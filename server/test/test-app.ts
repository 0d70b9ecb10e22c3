import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import type pg from 'pg';
import supertest from 'supertest';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createPool, getPool, setPool } from '../src/db/pool';
import { setBcryptCost, setHashLimits } from '../src/modules/auth/passwords';

export interface TestContext {
  app: Express;
  config: Config;
  pool: pg.Pool;
}

let shared: pg.Pool | null = null;

const DATABASES = { shared: 'databaseUrl', isolated: 'isolatedDatabaseUrl', snapshot: 'snapshotDatabaseUrl', empty: 'emptyDatabaseUrl', bulk: 'bulkDatabaseUrl', setup: 'setupDatabaseUrl' } as const;

/**
 * Builds the real app on a test database; overrides are environment variables. 'isolated' is
 * the database of the suites that write at random; 'snapshot' one that no other suite touches
 * (a single suite compares before/after snapshots of it); 'empty' one with no rows at all;
 * 'bulk' one for suites that load tens of thousands of rows; 'setup' the school setup suite's own.
 */
export function testApp(env: Record<string, string> = {}, opts: { clientDist?: string; database?: keyof typeof DATABASES } = {}): TestContext {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    SESSION_SECRET: 'test-secret-that-is-long-enough-to-pass-validation',
    BCRYPT_COST: '4',
    // Every test file signs in from 127.0.0.1 and the throttles count in the shared database:
    // the limits across IDs are for the tests that ask for them (from addresses of their own).
    LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
    HASHES_PER_ADDRESS: '1000',
    ACCOUNT_MAX_PER_ADDRESS: '1000000',
    ACCOUNT_MAX_PER_ID: '1000000',
    ...env,
  });
  setBcryptCost(config.bcryptCost);
  setHashLimits({ perAddress: config.hashesPerAddress, queue: config.hashQueueLength });
  if (!shared) {
    shared = createPool(inject(DATABASES[opts.database ?? 'shared']), 5, config.db);
    setPool(shared);
  }
  return { app: buildApp(config, getPool(), opts), config, pool: getPool() };
}

export const agent = (ctx: TestContext) => supertest.agent(ctx.app);
