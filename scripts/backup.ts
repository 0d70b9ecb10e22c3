import { loadConfig } from '../server/src/config';
import { ConfigError } from '../server/src/core/config';
import { createBackup } from '../server/src/backup/backup';
import { openDatabase } from '../server/src/db/database';
import { objectStore } from '../server/src/storage/objects';

// `npm run backup`: one archive of the database and the uploaded files into BACKUP_DIR, while
// the app keeps serving (a running embedded PostgreSQL is shared, not started a second time).
try {
  const config = loadConfig();
  const db = await openDatabase(config, { shareRunning: true });
  try {
    const started = performance.now();
    const objects = objectStore(config);
    const { file, manifest } = await createBackup({
      databaseUrl: db.url,
      objects,
      backupDir: config.backupDir,
      limits: config.db,
      progress: console.log,
    });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `Backup written: ${file}\n  schema ${manifest.schema_version}, ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files, ${Math.round(performance.now() - started)} ms`,
    );
    if (manifest.missing_files.length)
      console.log(
        `  ${manifest.missing_files.length} file(s) named by rows were not in ${objects.where} (listed in the manifest)`,
      );
  } finally {
    await db.stop();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `Backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
