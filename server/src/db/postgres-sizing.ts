import { z } from 'zod';
import type { PostgresSizing } from '../core/config';

/**
 * The embedded PostgreSQL sized for the smallest machine a school rents (1 GB, see
 * docs/small-machine.md) instead of PostgreSQL's defaults (128 MB of shared buffers, 100
 * connections, a 4 GB cache assumed). The operating system's page cache still holds the
 * database files, so small shared buffers cost a copy from it, not a disk read.
 */
export const SMALL_MACHINE: Required<Omit<PostgresSizing, 'maxConnections'>> = {
  sharedBuffers: '32MB',
  workMem: '4MB',
  maintenanceWorkMem: '32MB',
  effectiveCacheSize: '384MB',
};

/**
 * Connections each serving process's pool may open: enough to keep two cores' PostgreSQL busy
 * (the read scenarios answered as many requests with 5 as with 10). Each backend holds its
 * prepared statements' plans and the catalog it has read, about 13 MB after the register and
 * grid saves, so every connection not needed is memory a 1 GB machine does not have.
 */
export const DEFAULT_POOL_SIZE = 6;

// Beside the serving processes: npm run backup, migrate or seed, a psql, the cluster's primary.
const TOOL_CONNECTIONS = 6;

const memory = z
  .string()
  .trim()
  .regex(/^\d+(kB|MB|GB)$/, 'must be a size in kB, MB or GB, e.g. 32MB');

/** The PG_* and DB_POOL_SIZE settings, merged into the configuration's schema. */
export const postgresEnv = {
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_SIZE),
  PG_SHARED_BUFFERS: memory.default(SMALL_MACHINE.sharedBuffers),
  PG_WORK_MEM: memory.default(SMALL_MACHINE.workMem),
  PG_MAINTENANCE_WORK_MEM: memory.default(SMALL_MACHINE.maintenanceWorkMem),
  PG_EFFECTIVE_CACHE_SIZE: memory.default(SMALL_MACHINE.effectiveCacheSize),
  PG_MAX_CONNECTIONS: z.coerce.number().int().min(5).max(1000).optional(),
};

const postgresEnvSchema = z.object(postgresEnv);
type PostgresEnv = z.infer<typeof postgresEnvSchema>;

export function postgresSizing(e: PostgresEnv): PostgresSizing {
  return {
    sharedBuffers: e.PG_SHARED_BUFFERS,
    workMem: e.PG_WORK_MEM,
    maintenanceWorkMem: e.PG_MAINTENANCE_WORK_MEM,
    effectiveCacheSize: e.PG_EFFECTIVE_CACHE_SIZE,
    maxConnections: e.PG_MAX_CONNECTIONS,
  };
}

/** Each serving process's pool and its session-change listener, and room for the tools. */
export const connectionsFor = (poolSize: number, processes: number): number =>
  processes * (poolSize + 1) + TOOL_CONNECTIONS;

/** The sizing as `postgres -c` arguments; max_connections from the pools when not given. */
export function postgresArgs(s: PostgresSizing, poolSize: number, processes: number): string[] {
  const settings = {
    shared_buffers: s.sharedBuffers,
    work_mem: s.workMem,
    maintenance_work_mem: s.maintenanceWorkMem,
    effective_cache_size: s.effectiveCacheSize,
    max_connections: String(s.maxConnections ?? connectionsFor(poolSize, processes)),
    // The lock table holds max_locks_per_transaction x max_connections locks in all. With the few
    // connections above, PostgreSQL's 64 left room for about 1,100 at once, and an import of
    // 5,000 students ran out of it ("out of shared memory"). The table costs a few hundred
    // bytes per lock of shared memory.
    max_locks_per_transaction: '256',
  };
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/** The same arguments straight from an environment (the benchmark sizes its PostgreSQL as the app would). */
export function postgresArgsFromEnv(env: NodeJS.ProcessEnv, processes: number): string[] {
  const e = postgresEnvSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v)));
  return postgresArgs(postgresSizing(e), e.DB_POOL_SIZE, processes);
}
