import { readdirSync } from 'node:fs';
import path from 'node:path';
import { runner } from 'node-pg-migrate';
import { log } from '../lib/log';
import { ROOT } from '../lib/root';

export const MIGRATIONS_DIR = path.join(ROOT, 'migrations');

/** The migrations this code expects, in order (their names as node-pg-migrate records them). */
export function migrationNames(): string[] {
  return readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).map((f) => f.replace(/\.sql$/, '')).sort();
}

// Applies every pending SQL migration in order, each recorded in the pgmigrations table.
export async function migrate(databaseUrl: string): Promise<string[]> {
  const applied = await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'pgmigrations',
    checkOrder: true,
    log: () => undefined,
  });
  const names = applied.map((m) => m.name);
  if (names.length) log.info(`Applied migrations: ${names.join(', ')}`);
  return names;
}
