import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import { batchClient } from '../db/batch';
import type { DbLimits } from '../core/config';
import type { ObjectStore } from '../storage/objects';
import { schemaVersion, sequenceStates, tablesInDependencyOrder } from './catalog';
import { type BackupManifest, FILES_DIR, MANIFEST, tableEntry } from './manifest';

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * An empty file only its owner may read, made before any byte is written: a backup folder that
 * already existed with a looser mode (mkdir leaves it as it was) must not show a backup in
 * progress to other local users. The mode is set again on the open file in case a umask changed it.
 */
async function createPrivate(file: string): Promise<void> {
  const handle = await open(file, 'wx', 0o600);
  try {
    await handle.chmod(0o600);
  } finally {
    await handle.close();
  }
}

const stamp = (d: Date) => d.toISOString().replace(/[:.]/g, '-');

/**
 * Writes one archive (tar.gz) of the database and the uploaded files it refers to (read from the
 * upload folder or the S3 bucket), while the app
 * keeps serving. Every table is read by COPY inside ONE repeatable-read, read-only transaction:
 * a single snapshot, so rows written meanwhile are either wholly in the backup or wholly not.
 * Nothing appears under its final name until the archive is complete.
 */
export async function createBackup(opts: {
  databaseUrl: string;
  objects: ObjectStore;
  backupDir: string;
  now?: Date;
  limits?: DbLimits;
  progress?: (line: string) => void;
}): Promise<{ file: string; manifest: BackupManifest }> {
  const now = opts.now ?? new Date();
  // Backups hold personal data and password hashes: readable by this user only.
  await mkdir(opts.backupDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(opts.backupDir, '.incoming-'));
  // Whole tables in one COPY each: batch work's limits, whatever the database's own default.
  const client = await batchClient(opts.databaseUrl, opts.limits);
  try {
    await mkdir(path.join(staging, 'db'));
    await mkdir(path.join(staging, FILES_DIR));
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const version = await schemaVersion(client);
    if (!version) throw new Error('The database has no migrations applied: nothing to back up.');
    const tables: BackupManifest['tables'] = [];
    for (const name of await tablesInDependencyOrder(client)) {
      const id = client.escapeIdentifier(name);
      const rows = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${id}`)).rows[0].n;
      await pipeline(
        client.query(copyTo(`COPY ${id} TO STDOUT`)),
        createWriteStream(path.join(staging, tableEntry(name))),
      );
      tables.push({ name, rows });
      opts.progress?.(`  ${name}: ${rows} rows`);
    }
    const sequences = await sequenceStates(client);
    // The files of exactly the rows in this snapshot; a file uploaded later is not, like its row.
    const named = (
      await client.query<{ stored_name: string }>('SELECT stored_name FROM stored_files ORDER BY stored_name')
    ).rows.map((r) => r.stored_name);
    await client.query('COMMIT');

    const files: BackupManifest['files'] = [];
    const missing: string[] = [];
    for (const name of named) {
      const target = path.join(staging, FILES_DIR, name);
      // From the upload folder or the bucket alike: the archive holds the bytes either way.
      const opened = await opts.objects.open(name);
      if (!opened) {
        missing.push(name);
        continue;
      }
      await pipeline(opened.body, createWriteStream(target));
      const { size } = await stat(target);
      files.push({ name, bytes: size, sha256: await sha256Of(target) });
    }
    const manifest: BackupManifest = {
      format: 1,
      created_at: now.toISOString(),
      schema_version: version.last,
      tables,
      sequences,
      files,
      missing_files: missing,
    };
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));

    const file = path.join(opts.backupDir, `school-backup-${stamp(now)}.tar.gz`);
    const partial = path.join(opts.backupDir, `.school-backup-${stamp(now)}.partial`);
    try {
      await createPrivate(partial);
      await tar.create({ gzip: true, cwd: staging, file: partial, portable: true }, [MANIFEST, 'db', FILES_DIR]);
      await rename(partial, file);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
    return { file, manifest };
  } finally {
    await client.end().catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
  }
}
