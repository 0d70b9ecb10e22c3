import path from 'node:path';
import { runner } from 'node-pg-migrate';
import { log } from '../lib/log';
import { ROOT } from '../lib/root';

export const MIGRATIONS_DIR = path.join(ROOT, 'migrations');

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
