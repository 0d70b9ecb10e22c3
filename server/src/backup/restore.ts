import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as tar from 'tar';
import { batchClient } from '../db/batch';
import type { DbLimits } from '../core/config';
import { migrate, migrationNames } from '../db/migrate';
import type { ObjectStore } from '../storage/objects';
import { sha256Of } from './backup';
import { userTableCount } from './catalog';
import { type BackupManifest, FILES_DIR, MANIFEST, tableEntry } from './manifest';

export class RestoreRefused extends Error {}

const visibleEntries = async (objects: ObjectStore) =>
  (await objects.list()).map((o) => o.name).filter((n) => !n.startsWith('.'));

async function readManifest(staging: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new RestoreRefused(`Unknown backup format ${String(manifest.format)}.`);
  if (!migrationNames().includes(manifest.schema_version)) {
    throw new RestoreRefused(
      `The backup's schema (${manifest.schema_version}) is newer than this version of the app knows; restore it with a newer version.`,
    );
  }
  return manifest;
}

async function checkFiles(staging: string, manifest: BackupManifest): Promise<void> {
  for (const f of manifest.files) {
    const actual = await sha256Of(path.join(staging, FILES_DIR, f.name)).catch(() => 'missing');
    if (actual !== f.sha256)
      throw new RestoreRefused(`The backup is damaged: file ${f.name} does not match its SHA-256 in the manifest.`);
  }
}

/** Clears a database that --force allows us to overwrite: its public schema, recreated empty. */
async function clearDatabase(db: pg.Client): Promise<void> {
  await db.query('DROP SCHEMA public CASCADE');
  await db.query('CREATE SCHEMA public');
}

async function copyRows(
  db: pg.Client,
  staging: string,
  manifest: BackupManifest,
  progress?: (line: string) => void,
): Promise<void> {
  const ids = manifest.tables.map((t) => db.escapeIdentifier(t.name));
  await db.query('BEGIN');
  try {
    // Rows the migrations themselves may have written make way for the backup's own.
    if (ids.length) await db.query(`TRUNCATE ${ids.join(', ')} CASCADE`);
    for (const [i, t] of manifest.tables.entries()) {
      // Triggers of ours (history, timestamps) must not rewrite rows that already happened.
      await db.query(`ALTER TABLE ${ids[i]} DISABLE TRIGGER USER`);
      await pipeline(
        createReadStream(path.join(staging, tableEntry(t.name))),
        db.query(copyFrom(`COPY ${ids[i]} FROM STDIN`)),
      );
      await db.query(`ALTER TABLE ${ids[i]} ENABLE TRIGGER USER`);
      const rows = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ids[i]}`)).rows[0].n;
      if (rows !== t.rows)
        throw new RestoreRefused(
          `The backup is damaged: table ${t.name} holds ${rows} rows, the manifest says ${t.rows}.`,
        );
      progress?.(`  ${t.name}: ${rows} rows (${i + 1}/${manifest.tables.length} tables)`);
    }
    for (const s of manifest.sequences) {
      await db.query('SELECT setval($1::regclass, $2, $3)', [db.escapeIdentifier(s.name), s.last_value, s.is_called]);
    }
    await db.query('COMMIT');
  } catch (err) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

/**
 * Restores an archive of createBackup into an empty database and file store (folder or bucket): the schema is
 * migrated to the backup's version, the rows are copied back in one transaction (parents first,
 * sequences set), and the files are put back once their hashes match the manifest. A database or
 * file store that holds anything is refused unless `force` is given, which replaces it.
 */
export async function restoreBackup(opts: {
  file: string;
  databaseUrl: string;
  objects: ObjectStore;
  force?: boolean;
  workDir: string;
  limits?: DbLimits;
  progress?: (line: string) => void;
}): Promise<BackupManifest> {
  await mkdir(opts.workDir, { recursive: true });
  const staging = await mkdtemp(path.join(opts.workDir, '.restoring-'));
  let db: pg.Client | undefined;
  try {
    await tar.extract({ file: opts.file, cwd: staging, strict: true });
    const manifest = await readManifest(staging);
    await checkFiles(staging, manifest);

    // Every table in one transaction, each by one COPY: batch work's limits.
    db = await batchClient(opts.databaseUrl, opts.limits);
    const tablesThere = await userTableCount(db);
    const filesThere = await visibleEntries(opts.objects);
    if (!opts.force && (tablesThere > 0 || filesThere.length > 0)) {
      const what = [
        tablesThere ? 'the database is not empty' : '',
        filesThere.length ? `the file store ${opts.objects.where} is not empty` : '',
      ]
        .filter(Boolean)
        .join(' and ');
      throw new RestoreRefused(
        `Not restoring: ${what}. Restore into an empty one, or add --force to replace what is there.`,
      );
    }
    if (tablesThere > 0) await clearDatabase(db);
    await migrate(opts.databaseUrl, manifest.schema_version);
    await copyRows(db, staging, manifest, opts.progress);

    for (const name of filesThere) await opts.objects.remove(name);
    // Into the upload folder or the bucket, whichever this configuration names.
    for (const f of manifest.files)
      await opts.objects.put(f.name, path.join(staging, FILES_DIR, f.name), 'application/octet-stream', f.bytes);
    return manifest;
  } finally {
    await db?.end().catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
  }
}
