import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { acting as actingNow } from './acting-as';
import { getPool, poolLimits } from './connection-pool';
import { batchSettings, readTimeoutFor } from './limits';

const txClient = new AsyncLocalStorage<pg.PoolClient>();
// What must happen once a transaction has committed, before its caller goes on.
const committed = new WeakMap<pg.PoolClient, (() => Promise<void>)[]>();

/** The client of the transaction the current work runs in, if any. */
export const transactionClient = (): pg.PoolClient | undefined => txClient.getStore();

/**
 * Runs fn once the current transaction has committed (at once when there is none: the statement
 * before it has), and before the transaction's caller goes on; never if it rolls back.
 */
export async function afterCommit(fn: () => Promise<void>): Promise<void> {
  const client = txClient.getStore();
  if (!client) return fn();
  committed.get(client)?.push(fn);
}
// Work gathered during a transaction and done once, inside it, just before it commits.
const gathered = new WeakMap<
  pg.PoolClient,
  Map<string, { items: unknown[]; fn: (items: unknown[]) => Promise<void> }>
>();

/**
 * Gathers `items` under `key` and runs fn once with all the items gathered under that key, in
 * the current transaction, just before it commits (at once when there is none): work that many
 * steps of one transaction each call for is done as one set (a year-end promotion's sections).
 * An item gathered in a savepoint later rolled back stays gathered, so fn must only bring its
 * items in line with what the transaction holds, harmless for an item nothing changed.
 */
export async function beforeCommit<T>(key: string, items: T[], fn: (items: T[]) => Promise<void>): Promise<void> {
  const client = txClient.getStore();
  const work = client && gathered.get(client);
  if (!work) return fn(items);
  const entry = work.get(key) ?? { items: [], fn: fn as (items: unknown[]) => Promise<void> };
  entry.items.push(...items);
  work.set(key, entry);
}

async function runGathered(client: pg.PoolClient): Promise<void> {
  const work = gathered.get(client)!;
  // What one gathered step does may gather more (under its own key or another): until none is left.
  for (let next = work.keys().next(); !next.done; next = work.keys().next()) {
    const { items, fn } = work.get(next.value)!;
    work.delete(next.value);
    await fn(items);
  }
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
export const atTopOfWrapper = (client: pg.PoolClient | undefined) =>
  client !== undefined && wrapping.has(client) && !inSavepoint.getStore();
// The clients whose transaction runs under the batch limits, with node-pg's read timeout to match.
const batchReadTimeout = new WeakMap<pg.PoolClient, number>();
/** node-pg's read timeout for a statement of the client's transaction, when it runs under the batch limits. */
export const batchReadTimeoutOf = (client: pg.PoolClient): number | undefined => batchReadTimeout.get(client);

const beganWith = new WeakMap<pg.PoolClient, Map<string, pg.QueryResultRow[]>>();

/** The rows of a ReadAtBegin of the current transaction; undefined when it did not begin with that read. */
export function readAtBegin<R extends pg.QueryResultRow>(key: string): R[] | undefined {
  const client = txClient.getStore();
  return client && (beganWith.get(client)?.get(key) as R[] | undefined);
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
    const acting = actingNow();
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
    gathered.set(client, new Map());
    const result = await txClient.run(client, fn);
    await txClient.run(client, () => runGathered(client));
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
    gathered.delete(client);
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
