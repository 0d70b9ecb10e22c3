import { readdirSync } from 'node:fs';
import path from 'node:path';
import { runner } from 'node-pg-migrate';
import { log } from '../lib/log';
import { ROOT } from '../lib/root';

export const MIGRATIONS_DIR = path.join(ROOT, 'migrations');

/** The migrations this code expects, in order (their names as node-pg-migrate records them). */
export function migrationNames(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.replace(/\.sql$/, ''))
    .sort();
}

// Applies every pending SQL migration in order, each recorded in the pgmigrations table.
// `upTo` stops after that migration (a restore rebuilds the schema its backup was taken at).
export async function migrate(databaseUrl: string, upTo?: string): Promise<string[]> {
  const names = migrationNames();
  if (upTo !== undefined && !names.includes(upTo))
    throw new Error(`Unknown migration ${upTo}: this version has ${names.at(-1)} as its last`);
  const applied = await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    ...(upTo !== undefined ? { count: names.indexOf(upTo) + 1 } : {}),
    migrationsTable: 'pgmigrations',
    checkOrder: true,
    log: () => undefined,
  });
  const done = applied.map((m) => m.name);
  // npm start says it in a plain line (start-notes.ts); the JSON log keeps the names for debugging.
  if (done.length) log.debug(`Applied migrations: ${done.join(', ')}`);
  return done;
}
