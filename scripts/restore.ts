import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { ConfigError } from '../server/src/core/config';
import { RestoreRefused, restoreBackup } from '../server/src/backup/restore';
import { openDatabase } from '../server/src/db/database';
import { runningEmbeddedUrl } from '../server/src/db/embedded';
import { objectStore } from '../server/src/storage/objects';

// `npm run restore -- FILE [--force]`: into the database and file store (upload folder or S3
// bucket) this configuration names (DATABASE_URL, or the embedded one in DATA_DIR, started as npm start would).
const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((a) => !a.startsWith('--'));

try {
  if (!file || !existsSync(file))
    throw new RestoreRefused(file ? `No such backup file: ${file}` : 'Usage: npm run restore -- FILE [--force]');
  const config = loadConfig();
  if (!config.databaseUrl && runningEmbeddedUrl(path.join(config.dataDir, 'postgres'), 'school')) {
    throw new RestoreRefused(`The app is running on DATA_DIR ${config.dataDir}: stop it first.`);
  }
  const db = await openDatabase(config);
  try {
    const manifest = await restoreBackup({
      file: path.resolve(file),
      databaseUrl: db.url,
      objects: objectStore(config),
      workDir: config.dataDir,
      force,
      limits: config.db,
      progress: console.log,
    });
    console.log(
      `Restored ${path.basename(file)} (taken ${manifest.created_at}, schema ${manifest.schema_version}): ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows, ${manifest.files.length} files.`,
    );
  } finally {
    await db.stop();
  }
} catch (err) {
  const known = err instanceof ConfigError || err instanceof RestoreRefused;
  console.error(known ? (err as Error).message : `Restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
