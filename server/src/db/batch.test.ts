import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/databases';
import { loadConfig } from '../config';
import { batch, batchStatement } from './batch';
import { createPool, query, setPool, transaction } from './pool';

// The request limit lowered through the configuration the app reads, so a one-second sleep is
// "long" for a request; the batch limits stay as configured by default (minutes).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-batch-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SESSION_SECRET: 'test-secret-that-is-long-enough-to-pass-validation',
  BCRYPT_COST: '4',
  REQUEST_STATEMENT_TIMEOUT_MS: '200',
  BATCH_LOCK_TIMEOUT_SECONDS: '0.5',
});
// One connection: whatever a batch set on it must be gone before a request gets it back.
const pool = createPool(testDatabaseUrl(), 1, config.db);
setPool(pool);
afterAll(() => pool.end());

const sleep = 'SELECT pg_sleep(1)';
const cancelled = { code: '57014' };

describe('batch work has its own limits', () => {
  it('cancels a statement that runs past the request limit in a request transaction', async () => {
    await expect(transaction(() => query(sleep))).rejects.toMatchObject(cancelled);
    await expect(query(sleep)).rejects.toMatchObject(cancelled);
  });

  it('lets the same statement finish inside a batch, then hands the connection back with the request limit', async () => {
    await expect(batch('test sleep', () => query(sleep))).resolves.toHaveLength(1);
    const [{ statement_timeout: limit }] = await query<{ statement_timeout: string }>('SHOW statement_timeout');
    expect(limit).toBe('200ms');
    await expect(transaction(() => query(sleep))).rejects.toMatchObject(cancelled);
  });

  it('raises the limits of a request transaction that a batch joins, for the rest of that transaction', async () => {
    await expect(transaction(() => batch('joined', () => query(sleep)))).resolves.toHaveLength(1);
    await expect(transaction(() => query(sleep))).rejects.toMatchObject(cancelled);
  });

  it('runs a statement that cannot be in a transaction (VACUUM) under the batch limits on a connection of its own', async () => {
    await expect(batchStatement(sleep)).resolves.toBeUndefined();
    await expect(query(sleep)).rejects.toMatchObject(cancelled);
  });

  it('gives up waiting for a lock after the batch lock timeout rather than queueing everyone behind it', async () => {
    const holder = createPool(testDatabaseUrl(), 1);
    const held = await holder.connect();
    try {
      await held.query('BEGIN; SELECT pg_advisory_xact_lock(424242)');
      const started = performance.now();
      await expect(batch('lock wait', () => query('SELECT pg_advisory_xact_lock(424242)'))).rejects.toMatchObject({
        code: '55P03',
      });
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await held.query('ROLLBACK');
      held.release();
      await holder.end();
    }
  });
});
