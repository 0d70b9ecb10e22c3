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
import { setBcryptCost } from '../src/modules/auth/passwords';

export interface TestContext {
  app: Express;
  config: Config;
  pool: pg.Pool;
}

let shared: pg.Pool | null = null;

/** Builds the real app on the test database; overrides are environment variables. */
export function testApp(env: Record<string, string> = {}, opts: { clientDist?: string; isolated?: boolean; empty?: boolean } = {}): TestContext {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    SESSION_SECRET: 'test-secret-that-is-long-enough-to-pass-validation',
    BCRYPT_COST: '4',
    ...env,
  });
  setBcryptCost(config.bcryptCost);
  if (!shared) {
    shared = createPool(inject(opts.empty ? 'emptyDatabaseUrl' : opts.isolated ? 'isolatedDatabaseUrl' : 'databaseUrl'), 5);
    setPool(shared);
  }
  return { app: buildApp(config, getPool(), opts), config, pool: getPool() };
}

export const agent = (ctx: TestContext) => supertest.agent(ctx.app);
