import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/databases';
import { migrate } from '../db/migrate';
import { createPool, setPool } from '../db/pool';
import { seedDemo } from '../demo/seed';
import { testPasswords } from '../../test/factories';
import { diskObjects } from '../storage/disk-objects';
import { s3Objects } from '../storage/s3-objects';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

// A school on a database of its own, backed up, and restored into other databases and folders.
const work = mkdtempSync(path.join(os.tmpdir(), 'school-backup-'));
const uploads = path.join(work, 'uploads');
const dbUrl = (name: string) => {
  const u = new URL(testDatabaseUrl());
  u.pathname = `/${name}`;
  return u.toString();
};
const NAMES = ['backup_src', 'backup_dst', 'backup_load_dst', 'backup_s3_dst'];
let s3: S3TestServer;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: dbUrl('postgres') });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function tableDigests(url: string): Promise<Record<string, string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const tables = (
      await c.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)
    ).rows.map((r) => r.t);
    const out: Record<string, string> = {};
    for (const t of tables) {
      const q = `SELECT count(*)::text || ':' || coalesce(md5(string_agg(x::text, E'\\n' ORDER BY x::text)), '') AS d FROM ${c.escapeIdentifier(t)} x`;
      out[t] = (
        await c.query<{ d: string }>(
          t === 'pgmigrations' ? `SELECT string_agg(name, ',' ORDER BY name) AS d FROM pgmigrations` : q,
        )
      ).rows[0].d;
    }
    const seqs = await c.query<{ n: string; v: string }>(
      `SELECT sequencename AS n, coalesce(last_value, 0)::text AS v FROM pg_sequences WHERE schemaname = 'public'`,
    );
    for (const s of seqs.rows) out[`sequence ${s.n}`] = s.v;
    return out;
  } finally {
    await c.end();
  }
}

const fileHashes = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir)
      .filter((n) => !n.startsWith('.'))
      .sort()
      .map((n) => [
        n,
        createHash('sha256')
          .update(readFileSync(path.join(dir, n)))
          .digest('hex'),
      ]),
  );

beforeAll(async () => {
  await admin(async (c) => {
    for (const n of NAMES) await c.query(`DROP DATABASE IF EXISTS ${n}`);
    for (const n of NAMES) await c.query(`CREATE DATABASE ${n}`);
  });
  await migrate(dbUrl('backup_src'));
  setPool(createPool(dbUrl('backup_src'), 4));
  await seedDemo({ students: 30, passwords: testPasswords, uploadDir: uploads });
  s3 = await startS3Server();
}, 120_000);

afterAll(async () => {
  await s3?.stop();
  await admin(async (c) => {
    for (const n of NAMES) await c.query(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`);
  });
});

describe('backup and restore', () => {
  it('restores every table row for row, every sequence and every file byte for byte', async () => {
    const { file, manifest } = await createBackup({
      databaseUrl: dbUrl('backup_src'),
      objects: diskObjects(uploads),
      backupDir: path.join(work, 'backups'),
    });
    expect(path.basename(file)).toMatch(/^school-backup-.*\.tar\.gz$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(manifest.tables.find((t) => t.name === 'students')?.rows).toBe(30);
    expect(manifest.files.length).toBeGreaterThan(0);
    expect(manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);

    const restored = path.join(work, 'restored-uploads');
    await restoreBackup({ file, databaseUrl: dbUrl('backup_dst'), objects: diskObjects(restored), workDir: work });
    expect(await tableDigests(dbUrl('backup_dst'))).toEqual(await tableDigests(dbUrl('backup_src')));
    expect(fileHashes(restored)).toEqual(fileHashes(uploads));

    // Again into the same place: refused, unless forced.
    await expect(
      restoreBackup({ file, databaseUrl: dbUrl('backup_dst'), objects: diskObjects(restored), workDir: work }),
    ).rejects.toThrow(/database is not empty and the file store .* is not empty.*--force/);
    await restoreBackup({
      file,
      databaseUrl: dbUrl('backup_dst'),
      objects: diskObjects(restored),
      workDir: work,
      force: true,
    });
    expect(await tableDigests(dbUrl('backup_dst'))).toEqual(await tableDigests(dbUrl('backup_src')));
    expect(readdirSync(work).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('keeps the archive private from its first byte, even in a backup folder others may read', async () => {
    const dir = path.join(work, 'open-backups');
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    // The unfinished archive's mode, each time it is seen while the backup writes it.
    const modes = new Set<number>();
    let writing = true;
    const watcher = (async () => {
      while (writing) {
        for (const name of readdirSync(dir).filter((n) => n.endsWith('.partial'))) {
          try {
            modes.add(statSync(path.join(dir, name)).mode & 0o777);
          } catch {
            // Renamed between the listing and the look: finished.
          }
        }
        await new Promise((r) => setImmediate(r));
      }
    })();
    const { file } = await createBackup({
      databaseUrl: dbUrl('backup_src'),
      objects: diskObjects(uploads),
      backupDir: dir,
    });
    writing = false;
    await watcher;
    expect(modes.size).toBeGreaterThan(0);
    expect([...modes].map((m) => m.toString(8))).toEqual(['600']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('restores the files into an S3 bucket and backs them up from it again, byte for byte', async () => {
    const { file, manifest } = await createBackup({
      databaseUrl: dbUrl('backup_src'),
      objects: diskObjects(uploads),
      backupDir: path.join(work, 'backups'),
    });
    const bucket = s3Objects(s3.settings);
    await restoreBackup({ file, databaseUrl: dbUrl('backup_s3_dst'), objects: bucket, workDir: work });
    expect((await bucket.list()).map((o) => o.name).sort()).toEqual(manifest.files.map((f) => f.name).sort());
    const again = await createBackup({
      databaseUrl: dbUrl('backup_s3_dst'),
      objects: bucket,
      backupDir: path.join(work, 'backups-s3'),
    });
    expect(again.manifest.missing_files).toEqual([]);
    expect(again.manifest.files).toEqual(manifest.files);
    await expect(
      restoreBackup({ file, databaseUrl: dbUrl('backup_s3_dst'), objects: bucket, workDir: work }),
    ).rejects.toThrow(/file store s3:\/\/school-files is not empty/);
  });

  it('takes a consistent snapshot while writes go on', async () => {
    // Each write adds a teacher and a student in one transaction: a consistent backup holds as
    // many of one as of the other, whichever moment it caught.
    const src = new pg.Pool({ connectionString: dbUrl('backup_src'), max: 4 });
    let stop = false;
    let writes = 0;
    const writer = async () => {
      while (!stop) {
        const c = await src.connect();
        try {
          await c.query('BEGIN');
          await c.query(
            `INSERT INTO teachers (name, email, mobile, joining_date, subject, class, gender) VALUES ('Load Teacher', $1, '9876543210', '2020-06-01', 'Math', 5, 'Female')`,
            [`lt.${writes}.${Math.random()}@example.org`],
          );
          await c.query(
            `INSERT INTO students (name, dob, class, section, gender, father_name, mother_name, email, mobile, address) VALUES ('Load Student', '2012-03-04', 5, 'A', 'Male', 'F', 'M', $1, '9123456780', 'Road')`,
            [`ls.${writes}.${Math.random()}@example.org`],
          );
          await c.query('COMMIT');
          writes++;
        } finally {
          c.release();
        }
      }
    };
    const writers = [writer(), writer()];
    await new Promise((r) => setTimeout(r, 300));
    const { file, manifest } = await createBackup({
      databaseUrl: dbUrl('backup_src'),
      objects: diskObjects(uploads),
      backupDir: path.join(work, 'backups'),
    });
    const before = writes;
    await new Promise((r) => setTimeout(r, 200));
    stop = true;
    await Promise.all(writers);
    await src.end();
    expect(writes).toBeGreaterThan(before);

    await restoreBackup({
      file,
      databaseUrl: dbUrl('backup_load_dst'),
      objects: diskObjects(path.join(work, 'load-uploads')),
      workDir: work,
    });
    const c = new pg.Client({ connectionString: dbUrl('backup_load_dst') });
    await c.connect();
    const counts = (
      await c.query<{ t: number; s: number }>(
        `SELECT (SELECT count(*) FROM teachers WHERE name = 'Load Teacher')::int AS t, (SELECT count(*) FROM students WHERE name = 'Load Student')::int AS s`,
      )
    ).rows[0];
    await c.end();
    expect(counts.t).toBeGreaterThan(0);
    expect(counts.t).toBe(counts.s);
    expect(manifest.tables.find((t) => t.name === 'students')?.rows).toBe(30 + counts.s);
  });
});
