import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { log } from '../lib/log';
import { batchSettings, DEFAULT_DB_LIMITS, readTimeoutFor } from './limits';
import { type DbLimits } from '../core/config';

// Dates stay 'YYYY-MM-DD' strings end to end: a DATE column has no time zone to shift.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
// bigint ids and COUNT(*) fit easily in a JS number here; NUMERIC (money) stays a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

type Queryable = pg.Pool | pg.PoolClient;

let pool: pg.Pool | null = null;

type QueryObserver = (sql: string, params: unknown[]) => void;
let observer: QueryObserver | null = null;

/** Lets a test see every statement the repositories run (the index test EXPLAINs them all). */
export function observeQueries(fn: QueryObserver | null): void {
  observer = fn;
}
const txClient = new AsyncLocalStorage<pg.PoolClient>();
// What must happen once a transaction has committed, before its caller goes on.
const committed = new WeakMap<pg.PoolClient, (() => Promise<void>)[]>();

/**
 * Runs fn once the current transaction has committed (at once when there is none: the statement
 * before it has), and before the transaction's caller goes on; never if it rolls back.
 */
export async function afterCommit(fn: () => Promise<void>): Promise<void> {
  const client = txClient.getStore();
  if (!client) return fn();
  committed.get(client)?.push(fn);
}
// What must be undone outside the database if the current transaction's changes are not kept.
const undone = new WeakMap<pg.PoolClient, (() => Promise<void>)[]>();

/**
 * Runs fn if the changes made so far in the current transaction are rolled back (its own
 * rollback, or the savepoint it ran in: see requestTransaction): a file stored for a row that
 * never commits is removed. Outside a transaction there is nothing to undo.
 */
export async function afterRollback(fn: () => Promise<void>): Promise<void> {
  const client = txClient.getStore();
  if (client) undone.get(client)?.push(fn);
}

// Transactions a request opened around its whole write (requestTransaction). Each transaction
// the handler begins at the top of it is a savepoint instead, so a refusal keeps exactly what
// the same request without the wrapper would have kept.
const wrapping = new WeakSet<pg.PoolClient>();
const inSavepoint = new AsyncLocalStorage<true>();
const atTopOfWrapper = (client: pg.PoolClient | undefined) =>
  client !== undefined && wrapping.has(client) && !inSavepoint.getStore();
// The clients whose transaction runs under the batch limits, with node-pg's read timeout to match.
const batchReadTimeout = new WeakMap<pg.PoolClient, number>();

/**
 * A condition every transaction of a request must find true before it acts: `sql` (built with
 * the client's own literal quoting) is sent in the same round trip as BEGIN and must give a
 * row, or the transaction is rolled back with `refused()`. The row locks it may take last until
 * the transaction ends, so whatever would make it false waits for the write, or comes first.
 */
export interface Precondition {
  sql: (literal: (value: string) => string) => string;
  refused: () => Error;
  /** Set once a transaction of the request has found it true. */
  held: boolean;
}

/**
 * A read a request's transactions need and can make before anything else (the acting teacher's
 * teaching): sent in the round trip that begins each transaction, its rows kept for it
 * (readAtBegin). `sql` builds one statement with the client's own literal quoting.
 */
export interface ReadAtBegin {
  key: string;
  sql: (literal: (value: string) => string) => string;
}

interface Acting {
  loginId: string;
  precondition?: Precondition;
  reads?: ReadAtBegin[];
}
const actor = new AsyncLocalStorage<Acting>();

/**
 * Runs fn on behalf of a signed-in user (the route layer wraps every signed-in request). Every
 * transaction it starts tells PostgreSQL who is acting, with set_config('app.user', ..., true),
 * and the history triggers record that user with each change.
 */
export function actingAs<T>(loginId: string, fn: () => T, precondition?: Precondition, reads?: ReadAtBegin[]): T {
  return actor.run({ loginId, precondition, reads }, fn);
}

const beganWith = new WeakMap<pg.PoolClient, Map<string, pg.QueryResultRow[]>>();

/** The rows of a ReadAtBegin of the current transaction; undefined when it did not begin with that read. */
export function readAtBegin<R extends pg.QueryResultRow>(key: string): R[] | undefined {
  const client = txClient.getStore();
  return client && (beganWith.get(client)?.get(key) as R[] | undefined);
}

// A plain SELECT changes nothing; anything else run for a user outside a transaction gets one
// of its own, so the history triggers always see who made the change.
const isPlainRead = (sql: string) => /^\s*SELECT\b/i.test(sql);

const onCheckedOutError = (err: Error) => log.error('database connection lost while in use', { message: err.message });

// Every pool's connections that are still open: pool.end() resolves as soon as it has *asked*
// each client to end, and a PostgreSQL stopped right after cut the ones still closing
// ("terminating connection due to administrator command" during an ordered shutdown).
const openClients = new WeakMap<pg.Pool, Set<pg.PoolClient>>();

/** Ends the pool and waits until every one of its connections is really closed. */
export async function closePool(p: pg.Pool): Promise<void> {
  await p.end();
  const open = [...(openClients.get(p) ?? [])];
  await Promise.all(open.map((c) => new Promise((resolve) => c.once('end', resolve))));
}

const limitsOf = new WeakMap<pg.Pool, DbLimits>();
/** The limits a pool was made with (a request's on every connection, batch work's on demand). */
export const poolLimits = (p: pg.Pool): DbLimits => limitsOf.get(p) ?? DEFAULT_DB_LIMITS;

export function createPool(connectionString: string, max = 10, limits: DbLimits = DEFAULT_DB_LIMITS): pg.Pool {
  const p = new pg.Pool({
    connectionString,
    max,
    // A request waiting on a database that is away fails fast (503) instead of hanging.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    // Every connection starts with a request's limit; batch() raises it for its own transaction.
    statement_timeout: limits.requestStatementMs,
    query_timeout: readTimeoutFor(limits.requestStatementMs),
  });
  limitsOf.set(p, limits);
  // Without this listener an idle client's error (database restarted) would crash the process.
  p.on('error', (err) => log.error('database pool error', { message: err.message }));
  // pg-pool takes its own listener off a client it hands out. When the database went away,
  // the message that ends a connection could reach a client in the instant between being handed
  // to a waiting request and that request's code running (the same read that finished the
  // previous query), and the unlistened 'error' killed the server: found by the database-restart
  // scenario of `npm run test:reliability`. This listener stays for the whole checkout; the
  // broken client's next query fails (503) and pg-pool discards it on release.
  p.on('acquire', (client) => client.on('error', onCheckedOutError));
  p.on('release', (_err, client) => client.off('error', onCheckedOutError));
  const open = new Set<pg.PoolClient>();
  openClients.set(p, open);
  p.on('connect', (client) => {
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  return p;
}

export function setPool(p: pg.Pool): void {
  pool = p;
}

export function getPool(): pg.Pool {
  if (!pool) throw new Error('Database pool used before it was set');
  return pool;
}

function current(): Queryable {
  return txClient.getStore() ?? getPool();
}

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
  const open = txClient.getStore();
  if ((!open || atTopOfWrapper(open)) && actor.getStore() && !isPlainRead(sql))
    return transaction(() => query<R>(sql, params));
  observer?.(sql, params);
  const config = prepared(sql, params);
  const client = txClient.getStore();
  const batchRead = client && batchReadTimeout.get(client);
  const result = await current().query<R>(batchRead ? withReadTimeout(config, batchRead) : config);
  return result.rows;
}

export async function queryOne<R extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<R | undefined> {
  const rows = await query<R>(sql, params);
  return rows[0];
}

/**
 * Runs fn in one transaction; every query() inside it, however deep, uses the same client.
 * `batch` gives the transaction batch work's limits instead of a request's (use db/batch.ts);
 * joining a transaction already open, it raises that one's limits until it ends.
 */
export async function transaction<T>(fn: () => Promise<T>, opts: { batch?: boolean } = {}): Promise<T> {
  const limits = poolLimits(getPool());
  const open = txClient.getStore();
  if (open && atTopOfWrapper(open)) return savepoint(open, fn, opts);
  if (open) {
    if (opts.batch && !batchReadTimeout.has(open)) {
      await open.query(batchSettings(limits, 'LOCAL').join('; '));
      batchReadTimeout.set(open, readTimeoutFor(limits.batchStatementMs));
    }
    return fn();
  }
  const client = await getPool().connect();
  let broken: Error | undefined;
  let after: (() => Promise<void>)[] | undefined;
  let undo: (() => Promise<void>)[] | undefined;
  try {
    const acting = actor.getStore();
    const pre = acting?.precondition;
    // One round trip: the user, the limits and the request's precondition travel with BEGIN.
    const statements = ['BEGIN'];
    if (opts.batch) {
      statements.push(...batchSettings(limits, 'LOCAL'));
      batchReadTimeout.set(client, readTimeoutFor(limits.batchStatementMs));
    }
    if (acting) statements.push(`SELECT set_config('app.user', ${client.escapeLiteral(acting.loginId)}, true)`);
    if (pre) statements.push(pre.sql((v) => client.escapeLiteral(v)));
    const reads = acting?.reads ?? [];
    for (const r of reads) statements.push(r.sql((v) => client.escapeLiteral(v)));
    const began = (await client.query(statements.join('; '))) as pg.QueryResult | pg.QueryResult[];
    const results = Array.isArray(began) ? began : [began];
    if (pre) {
      if (results[statements.length - reads.length - 1].rowCount === 0) throw pre.refused();
      pre.held = true;
    }
    if (reads.length)
      beganWith.set(client, new Map(reads.map((r, i) => [r.key, results[statements.length - reads.length + i].rows])));
    committed.set(client, []);
    undone.set(client, []);
    const result = await txClient.run(client, fn);
    await client.query('COMMIT');
    after = committed.get(client);
    return result;
  } catch (err) {
    // A client that cannot even roll back is discarded, not handed to the next request.
    await client.query('ROLLBACK').catch((rollbackErr: Error) => {
      broken = rollbackErr;
    });
    undo = undone.get(client);
    throw err;
  } finally {
    beganWith.delete(client);
    wrapping.delete(client);
    undone.delete(client);
    batchReadTimeout.delete(client);
    committed.delete(client);
    client.release(broken);
    // With the connection back in the pool: what follows the commit may wait on others.
    for (const then of after ?? []) await then();
    for (const then of undo ?? []) await then();
  }
}

/**
 * One transaction around a whole request (one that carries an Idempotency-Key): what the
 * handler writes and the answer kept with the key commit together. The handler's own
 * transactions (and the writes query() would wrap) become savepoints of it: one that fails
 * is rolled back alone, as it would have been on its own, and its after-commit work dropped.
 */
export function requestTransaction<T>(fn: () => Promise<T>): Promise<T> {
  return transaction(() => {
    wrapping.add(txClient.getStore()!);
    return fn();
  });
}

async function savepoint<T>(client: pg.PoolClient, fn: () => Promise<T>, opts: { batch?: boolean }): Promise<T> {
  const after = committed.get(client)!;
  const undo = undone.get(client)!;
  const [afterMark, undoMark] = [after.length, undo.length];
  await client.query('SAVEPOINT handler_write');
  try {
    const result = await inSavepoint.run(true, () => transaction(fn, opts));
    await client.query('RELEASE SAVEPOINT handler_write');
    return result;
  } catch (err) {
    // A connection that cannot roll back fails the request's COMMIT, which rolls back the rest.
    await client.query('ROLLBACK TO SAVEPOINT handler_write').catch(() => undefined);
    after.length = afterMark;
    for (const then of undo.splice(undoMark)) await then();
    throw err;
  }
}

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
  observer?.(sql, params);
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
