import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compose } from '../../server/src/compose';
import { loadConfig } from '../../server/src/config';
import { startEmbeddedPostgres } from '../../server/src/db/embedded';
import { migrate } from '../../server/src/db/migrate';
import { createPool } from '../../server/src/db/pool';
import { ensureInitialAdmin } from '../../server/src/modules/admins/initial-admin';
import { THROWAWAY_POSTGRES_SETTINGS } from '../../server/test/throwaway-postgres';
import { E2E_ADMIN, runDir, stateFile } from './state';

// The real server on a throwaway embedded PostgreSQL, serving the built client.
const port = Number(process.env.E2E_PORT);
const dir = path.join(runDir(), 'server');
const db = await startEmbeddedPostgres({
  dir: path.join(dir, 'pg'),
  database: 'school_e2e',
  persistent: false,
  settings: THROWAWAY_POSTGRES_SETTINGS,
});
await migrate(db.url);
const config = loadConfig({
  NODE_ENV: 'test',
  PORT: String(port),
  DATA_DIR: dir,
  UPLOAD_DIR: path.join(dir, 'uploads'),
  SESSION_SECRET: 'e2e-secret-that-is-long-enough-to-pass-validation',
  BCRYPT_COST: '4',
  // With the server's own lines (silent under NODE_ENV=test), not in a file of the run's folder.
  REQUEST_LOG: 'stdout',
  // Every browser test signs up and in from 127.0.0.1: the limits across IDs are for the
  // server tests that send from addresses of their own.
  ACCOUNT_MAX_PER_ADDRESS: '1000000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
  HASHES_PER_ADDRESS: '1000',
  INITIAL_ADMIN_ID: E2E_ADMIN.id,
  INITIAL_ADMIN_PASSWORD: E2E_ADMIN.password,
});
const pool = createPool(db.url, 10, config.db);
const composed = compose(config, pool);
await ensureInitialAdmin(config, composed.parts.passwords);
writeFileSync(stateFile(), JSON.stringify({ databaseUrl: db.url, uploadDir: config.uploadDir }));
const server = composed.app().listen(port, '127.0.0.1');

const stop = async () => {
  server.close();
  await pool.end().catch(() => undefined);
  await db.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
