import { log } from '../lib/log';
import { getPool, query } from './pool';

// The counters kept by migration 016's triggers: a counter's value is the sum of its rows, one
// row per statement that changed it until they are folded together.

/** Rows a counter may gather before a read folds them into one. */
const FOLD_AFTER = 64;

// Folding deletes a counter's rows and inserts their sum in one statement. Two folds at once
// cannot count a row twice: the second skips the rows the first deleted. A change not yet
// committed is not seen, so it stays a row of its own.
const FOLD = `WITH gone AS (DELETE FROM row_counts WHERE counter = $1 RETURNING n)
  INSERT INTO row_counts (counter, n) SELECT $1, sum(n) FROM gone HAVING count(*) > 0`;

const folding = new Set<string>();

function fold(counter: string): void {
  if (folding.has(counter)) return;
  folding.add(counter);
  // On the pool itself: outside whatever request read it, and never in its transaction.
  getPool()
    .query(FOLD, [counter])
    .catch((err: Error) => log.error('row count fold failed', { counter, message: err.message }))
    .finally(() => folding.delete(counter));
}

export const rowCounts = {
  /** The exact number of rows a counter stands for (in this transaction's view, like a count). */
  async of(counter: string): Promise<number> {
    return (await rowCounts.many([counter]))[counter];
  },

  /** Several counters in one read. */
  async many<C extends string>(counters: readonly C[]): Promise<Record<C, number>> {
    const rows = await query<{ counter: C; n: number; parts: number }>(
      'SELECT counter, sum(n)::int AS n, count(*)::int AS parts FROM row_counts WHERE counter = ANY($1::text[]) GROUP BY counter',
      [counters],
    );
    const out = Object.fromEntries(counters.map((c) => [c, 0])) as Record<C, number>;
    for (const r of rows) {
      out[r.counter] = r.n;
      if (r.parts > FOLD_AFTER) fold(r.counter);
    }
    return out;
  },
};
