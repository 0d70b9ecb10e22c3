import pg from 'pg';
import { log } from '../lib/log';
import { DEFAULT_DB_LIMITS, readTimeoutFor } from './limits';
import { type DbLimits } from '../core/config';

// Dates stay 'YYYY-MM-DD' strings end to end: a DATE column has no time zone to shift.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
// bigint ids and COUNT(*) fit easily in a JS number here; NUMERIC (money) stays a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

let pool: pg.Pool | null = null;

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
