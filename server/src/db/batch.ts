import pg from 'pg';
import { log } from '../lib/log';
import { batchSettings, DEFAULT_DB_LIMITS, readTimeoutFor } from './limits';
import { type DbLimits } from '../core/config';
import { getPool, poolLimits, transaction, withReadTimeout } from './pool';

/**
 * The one way to run batch work (seeding, import, promotion, restore): fn in a transaction
 * under batch work's limits (BATCH_STATEMENT_TIMEOUT_MINUTES, BATCH_LOCK_TIMEOUT_SECONDS)
 * instead of a request's. Work that writes many rows calls it once per chunk, so that no one
 * transaction holds its locks, or the server's memory, for the whole job.
 */
export async function batch<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await transaction(fn, { batch: true });
  log.debug('batch step done', { label, ms: Math.round(performance.now() - started) });
  return result;
}

/**
 * One statement that PostgreSQL runs only outside a transaction (VACUUM), under the batch
 * limits on a connection of its own, which is closed afterwards: its session settings never
 * reach a request.
 */
export async function batchStatement(sql: string): Promise<void> {
  const pool = getPool();
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    const limits = poolLimits(pool);
    await client.query(batchSettings(limits, 'SESSION').join('; '));
    await client.query(withReadTimeout({ text: sql }, readTimeoutFor(limits.batchStatementMs)));
  } catch (err) {
    failed = err as Error;
    throw err;
  } finally {
    client.release(failed ?? true);
  }
}

/** Progress lines of a job done in steps: "attendance 4/60 class sections (12.3 s)". */
export function progress(
  what: string,
  total: number,
  unit: string,
  print: (line: string) => void,
): (done: number) => void {
  const started = performance.now();
  let lastPrinted = -Infinity;
  return (done) => {
    const now = performance.now();
    // The first step, then one line about every 5 s, and always the last.
    if (done < total && now - lastPrinted < 5_000) return;
    lastPrinted = now;
    print(`  ${what} ${done}/${total} ${unit} (${((now - started) / 1000).toFixed(1)} s)`);
  };
}

/**
 * A connection of its own under batch work's limits, for the tools that stream whole tables
 * with COPY (backup, restore) and so cannot go through the pool's transactions.
 */
export async function batchClient(databaseUrl: string, limits: DbLimits = DEFAULT_DB_LIMITS): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(batchSettings(limits, 'SESSION').join('; '));
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }
  return client;
}
