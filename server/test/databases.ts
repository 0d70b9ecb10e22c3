import { inject } from 'vitest';

/** The kinds of test database the global setup provides (see global-setup.ts). */
export type DatabaseKind =
  | 'databaseUrl'
  | 'isolatedDatabaseUrl'
  | 'snapshotDatabaseUrl'
  | 'emptyDatabaseUrl'
  | 'emptyFeesDatabaseUrl'
  | 'emptyHomeworkDatabaseUrl'
  | 'bulkDatabaseUrl'
  | 'setupDatabaseUrl'
  | 'promotionsDatabaseUrl';

/**
 * This worker's copy of a test database. Each Vitest worker gets its own copies, so files that
 * run at the same time never see each other's rows (counts, snapshots, whole-school lists) and
 * the suite runs with as many workers as the machine has, alike with one.
 */
export function testDatabaseUrl(kind: DatabaseKind = 'databaseUrl'): string {
  const url = new URL(inject(kind));
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  if (worker > 1) url.pathname = workerDatabaseName(url.pathname.slice(1), worker);
  return url.toString();
}

export const workerDatabaseName = (name: string, worker: number) => (worker > 1 ? `${name}_w${worker}` : name);
