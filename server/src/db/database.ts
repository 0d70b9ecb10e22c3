import path from 'node:path';
import pg from 'pg';
import { ConfigError } from '../core/config';
import { type Config } from '../core/config';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './embedded';
import { postgresArgs } from './postgres-sizing';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

const reason = (err: unknown) => (err instanceof Error && err.message ? err.message : String(err));

/** Proves DATABASE_URL answers before anything runs on it, so a failure names the setting. */
async function reach(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    const where = new URL(url);
    throw new ConfigError(
      `Cannot reach the database at DATABASE_URL (${where.hostname}:${where.port || 5432}${where.pathname}): ${reason(err)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * DATABASE_URL wins; otherwise a real PostgreSQL is started inside the data folder, sized by
 * config.postgres for `processes` serving processes (WORKERS by default). With `shareRunning`
 * (tools such as the backup), the one a running app serves there is used as is.
 */
export async function openDatabase(
  config: Config,
  opts: { shareRunning?: boolean; processes?: number } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    await reach(config.databaseUrl);
    return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  }
  const dir = path.join(config.dataDir, 'postgres');
  const running = opts.shareRunning ? runningEmbeddedUrl(dir, 'school') : undefined;
  if (running) return { url: running, embedded: true, stop: async () => undefined };
  try {
    const db = await startEmbeddedPostgres({
      dir,
      database: 'school',
      persistent: true,
      settings: postgresArgs(config.postgres, config.dbPoolSize, opts.processes ?? config.workers),
    });
    return { url: db.url, embedded: true, stop: db.stop };
  } catch (err) {
    throw new ConfigError(`Cannot start the embedded PostgreSQL in DATA_DIR (${dir}): ${reason(err)}`);
  }
}
