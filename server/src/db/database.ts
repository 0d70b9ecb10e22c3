import path from 'node:path';
import type { Config } from '../config';
import { startEmbeddedPostgres } from './embedded';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

// DATABASE_URL wins; otherwise a real PostgreSQL is started inside the data folder.
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  const db = await startEmbeddedPostgres({
    dir: path.join(config.dataDir, 'postgres'),
    database: 'school',
    persistent: true,
  });
  return { url: db.url, embedded: true, stop: db.stop };
}
