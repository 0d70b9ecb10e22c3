import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ConfigError } from '../core/config';
import { openDatabase } from './database';
import { connectionsFor, postgresArgs } from './postgres-sizing';

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const configWith = (env: Record<string, string> = {}) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'school-sizing-'));
  folders.push(dir);
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    SESSION_SECRET: 'test-secret-that-is-long-enough-to-pass-validation',
    BCRYPT_COST: '4',
    ...env,
  });
};

// initdb and a start of PostgreSQL, which on a busy 2-core machine take well over the default 30 s.
const STARTS = 180_000;

const NAMES = [
  'shared_buffers',
  'work_mem',
  'maintenance_work_mem',
  'effective_cache_size',
  'max_connections',
  'max_locks_per_transaction',
];

/** What the embedded PostgreSQL that the app opens with this configuration says it runs with. */
async function settingsOf(config: ReturnType<typeof loadConfig>, processes?: number): Promise<Record<string, string>> {
  const db = await openDatabase(config, { processes });
  try {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const shown: Record<string, string> = {};
      for (const name of NAMES)
        shown[name] = (await client.query<Record<string, string>>(`SHOW ${name}`)).rows[0][name];
      return shown;
    } finally {
      await client.end();
    }
  } finally {
    await db.stop();
  }
}

describe('the embedded PostgreSQL is sized for a small machine', () => {
  it(
    'starts with small buffers and as many connections as the serving pool and its listener need, and room for the tools',
    async () => {
      const config = configWith();
      expect(config.dbPoolSize).toBe(6);
      expect(await settingsOf(config)).toEqual({
        shared_buffers: '32MB',
        work_mem: '4MB',
        maintenance_work_mem: '32MB',
        effective_cache_size: '384MB',
        max_connections: String(connectionsFor(6, 1)),
        // With 13 connections PostgreSQL's own 64 left a lock table too small for an import of
        // 5,000 students (bench:import answered 503, "out of shared memory").
        max_locks_per_transaction: '256',
      });
      expect(connectionsFor(6, 1)).toBe(13);
    },
    STARTS,
  );

  it(
    'takes every size from the environment, and the connections from the pool size and the serving processes',
    async () => {
      const config = configWith({
        DB_POOL_SIZE: '4',
        PG_SHARED_BUFFERS: '48MB',
        PG_WORK_MEM: '2MB',
        PG_MAINTENANCE_WORK_MEM: '16MB',
        PG_EFFECTIVE_CACHE_SIZE: '1GB',
      });
      expect(config.dbPoolSize).toBe(4);
      expect(await settingsOf(config, 3)).toEqual({
        shared_buffers: '48MB',
        work_mem: '2MB',
        maintenance_work_mem: '16MB',
        effective_cache_size: '1GB',
        max_connections: String(3 * (4 + 1) + connectionsFor(0, 0)),
        max_locks_per_transaction: '256',
      });
      const fixed = configWith({ PG_MAX_CONNECTIONS: '40' });
      expect(postgresArgs(fixed.postgres, fixed.dbPoolSize, 8)).toContain('max_connections=40');
    },
    STARTS,
  );

  it('refuses a size PostgreSQL would not read, naming the setting', () => {
    expect(() => configWith({ PG_WORK_MEM: 'lots' })).toThrow(ConfigError);
    expect(() => configWith({ PG_WORK_MEM: 'lots' })).toThrow(/PG_WORK_MEM: must be a size in kB, MB or GB/);
    expect(() => configWith({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE/);
  });
});
