import type pg from 'pg';
import { getPool } from './connection-pool';
import { observed } from './query';

/**
 * The rows of one query in batches, read through a server-side cursor in a read-only
 * transaction on a connection of its own, so a long answer is never one array in memory. The
 * connection goes back to the pool when the loop over it ends, however it ends (a break or a
 * throw in the consumer included); a consumer that stops reading for a minute loses it.
 */
export async function* cursorBatches<R extends pg.QueryResultRow>(
  sql: string,
  params: unknown[],
  batchSize = 500,
): AsyncGenerator<R[]> {
  observed(sql, params);
  const client = await getPool().connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN READ ONLY');
    await client.query("SET LOCAL idle_in_transaction_session_timeout = '60s'");
    await client.query(`DECLARE batch_cursor NO SCROLL CURSOR FOR ${sql}`, params);
    for (;;) {
      const { rows } = await client.query<R>(`FETCH ${batchSize} FROM batch_cursor`);
      if (rows.length) yield rows;
      if (rows.length < batchSize) break;
    }
    await client.query('COMMIT');
  } finally {
    // After an early stop the transaction is still open: end it before the pool has the client.
    await client.query('ROLLBACK').catch((err: Error) => {
      broken = err;
    });
    client.release(broken);
  }
}
