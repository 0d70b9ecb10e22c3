import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { migrate } from '../server/src/db/migrate';
import { postgresArgsFromEnv } from '../server/src/db/postgres-sizing';
import { createPool, setPool } from '../server/src/db/pool';
import { seedDemo } from '../server/src/demo/seed';
import { passwordHashing } from '../server/src/modules/auth/passwords';
import { seedCache } from './seed-cache';

export interface SeededDatabase {
  url: string;
  uploadDir: string;
  dir: string;
  seedSeconds: number;
  /** The PostgreSQL server process (its backends are its children). */
  postmasterPid(): number;
  stop(): Promise<void>;
}

export async function seededDatabase(students: number): Promise<SeededDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `school-bench-${students}-`));
  chmodSync(dir, 0o755);
  const cache = seedCache(students);
  const keptSeconds = cache?.restore(dir);
  // Sized as `npm start` sizes it (PG_* settings), with room for the ceiling's pool beside the server's.
  const db = await startEmbeddedPostgres({
    dir: path.join(dir, 'pg'),
    database: 'school',
    persistent: true,
    settings: postgresArgsFromEnv(process.env, 2),
  });
  const uploadDir = path.join(dir, 'uploads');
  // A kept copy made before newer migrations gets them now.
  await migrate(db.url);
  let seedSeconds = keptSeconds;
  if (seedSeconds === undefined) {
    const pool = createPool(db.url);
    setPool(pool);
    // The demo logins at the default BCRYPT_COST, as `npm run seed:demo` makes them.
    const passwords = passwordHashing({ bcryptCost: 12, hashesPerAddress: 4, hashQueueLength: 32 });
    seedSeconds = (await seedDemo({ students, passwords, uploadDir })).seconds;
    // What the load wrote goes to disk now, not spread over the first minutes of measuring.
    await pool.query('CHECKPOINT');
    await pool.end();
    if (cache) {
      await db.stop();
      cache.keep(dir, seedSeconds);
      await db.start();
    }
  }
  return {
    url: db.url,
    uploadDir,
    dir,
    seedSeconds,
    postmasterPid: () => Number(readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: async () => {
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
