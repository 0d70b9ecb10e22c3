import type pg from 'pg';
import { acting } from './acting-as';
import { getPool } from './connection-pool';
import { atTopOfWrapper, batchReadTimeoutOf, transaction, transactionClient } from './transaction';

type QueryObserver = (sql: string, params: unknown[]) => void;
let observer: QueryObserver | null = null;

/** Lets a test see every statement the repositories run (the index test EXPLAINs them all). */
export function observeQueries(fn: QueryObserver | null): void {
  observer = fn;
}
/** Shows the statement to the test observing them, if one is. */
export const observed = (sql: string, params: unknown[]): void => observer?.(sql, params);

// A plain SELECT changes nothing; anything else run for a user outside a transaction gets one
// of its own, so the history triggers always see who made the change.
const isPlainRead = (sql: string) => /^\s*SELECT\b/i.test(sql);

// A parameterized statement is parsed and planned once per connection, then only bound and run:
// named, node-pg prepares it on a connection's first use. Statement texts are a fixed set (the
// values travel as parameters); past PREPARED_MAX distinct texts the rest go unnamed, so no
// text built at run time can grow a connection's statement cache without bound.
const PREPARED_MAX = 400;
const statementNames = new Map<string, string>();
function prepared(sql: string, values: unknown[]): pg.QueryConfig {
  if (!values.length) return { text: sql, values };
  let name = statementNames.get(sql);
  if (!name && statementNames.size < PREPARED_MAX) statementNames.set(sql, (name = `s${statementNames.size}`));
  return name ? { name, text: sql, values } : { text: sql, values };
}

/** A statement with node-pg's read timeout of its own (node-pg reads it; its types do not list it). */
export const withReadTimeout = (config: pg.QueryConfig, ms: number): pg.QueryConfig =>
  ({ ...config, query_timeout: ms }) as pg.QueryConfig;

export async function query<R extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<R[]> {
  const open = transactionClient();
  if ((!open || atTopOfWrapper(open)) && acting() && !isPlainRead(sql)) return transaction(() => query<R>(sql, params));
  observed(sql, params);
  const config = prepared(sql, params);
  const client = transactionClient();
  const batchRead = client && batchReadTimeoutOf(client);
  const result = await (client ?? getPool()).query<R>(batchRead ? withReadTimeout(config, batchRead) : config);
  return result.rows;
}

export async function queryOne<R extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<R | undefined> {
  const rows = await query<R>(sql, params);
  return rows[0];
}
