import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { BackupManifest } from '../../server/src/backup/manifest';
import { restoreBackup } from '../../server/src/backup/restore';
import { diskObjects } from '../../server/src/storage/disk-objects';
import { signIn, sleep } from '../lib/http';
import { makeCallers, uploader } from '../lib/load-mix';
import { RegisterLedger } from '../lib/register-ledger';
import { type Figure, figures, percentile } from '../lib/report';
import { ROOT } from '../lib/server-process';
import type { Stack } from '../lib/stack';
import { runUsers, tally } from '../lib/users';

const USERS = 100;
const UPLOADERS = 3;

/** `npm run backup` as an operator's cron runs it, against the stack's database and files. */
function runBackupCommand(
  stack: Stack,
  backupDir: string,
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      DATABASE_URL: stack.db.url,
      UPLOAD_DIR: stack.settings.uploadDir,
      DATA_DIR: stack.settings.dataDir,
      BACKUP_DIR: backupDir,
      SESSION_SECRET: stack.settings.sessionSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) =>
    child.once('close', (code) => resolve({ code, output, ms: performance.now() - started })),
  );
}

/**
 * `npm run backup` while 100 users and 3 uploaders keep the server busy: the app keeps
 * answering, and the archive restores into a fresh database to a consistent school (rows as
 * the manifest counts them, every file row with its file, every register whole).
 */
export async function backupScenario(stack: Stack, dateBase: number): Promise<Figure[]> {
  const f = figures('backup under load');
  const server = stack.server;
  const admin = await signIn(server.url, stack.school.admins[2]);
  const callers = [
    ...(await makeCallers(server.url, stack.school, new RegisterLedger(), USERS, dateBase)),
    ...Array.from({ length: UPLOADERS }, (_, i) => uploader(admin, `backup ${i}`, 200_000)),
  ];
  let backupDone = false;
  const users = runUsers(server.url, callers, { pauseMs: 100, stop: () => backupDone });
  // Long enough for every user to be signed in and teachers to have saved registers.
  await sleep(8000);
  const from = performance.now();
  const backup = await runBackupCommand(stack, path.join(stack.dir, 'backups'));
  const to = performance.now();
  backupDone = true;
  await users.done;

  const file = /Backup written: (\S+)/.exec(backup.output)?.[1];
  f.check('npm run backup exit code', String(backup.code), '0', backup.code === 0 && !!file);
  if (!file) {
    f.note('its output', backup.output.trim().split('\n').at(-1) ?? '');
    return f.rows;
  }
  const during = users.traces.filter((t) => t.outcome.startedAt >= from && t.outcome.endedAt <= to);
  const failed = during.filter((t) => t.outcome.status === null || t.outcome.status >= 500);
  f.note('backup time (ms); archive size (KB)', `${Math.round(backup.ms)}; ${Math.round(statSync(file).size / 1024)}`);
  f.check(
    'requests answered during the backup; errors',
    `${during.length}; ${failed.length}`,
    '> 0; 0',
    during.length > 0 && failed.length === 0,
  );
  f.note('answers during the backup', tally(during));
  f.note(
    'latency during the backup p50 / p99 (ms)',
    `${percentile(
      during.map((t) => t.outcome.ms),
      50,
    ).toFixed(1)} / ${percentile(
      during.map((t) => t.outcome.ms),
      99,
    ).toFixed(1)}`,
  );

  // Into a new database on the same PostgreSQL, and a new upload folder.
  const restoredUrl = new URL(stack.db.url);
  restoredUrl.pathname = '/school_restored';
  await stack.pool.query('DROP DATABASE IF EXISTS school_restored');
  await stack.pool.query('CREATE DATABASE school_restored');
  const restoredUploads = path.join(stack.dir, 'restored-uploads');
  const restoreStart = performance.now();
  const manifest: BackupManifest = await restoreBackup({
    file,
    databaseUrl: restoredUrl.toString(),
    objects: diskObjects(restoredUploads),
    workDir: stack.dir,
  });
  f.note(
    'restore time (ms); rows; files',
    `${Math.round(performance.now() - restoreStart)}; ${manifest.tables.reduce((n, t) => n + t.rows, 0)}; ${manifest.files.length}`,
  );

  const db = new pg.Client({ connectionString: restoredUrl.toString() });
  await db.connect();
  try {
    const names = (await db.query<{ stored_name: string }>('SELECT stored_name FROM stored_files')).rows.map(
      (r) => r.stored_name,
    );
    const withoutFile = names.filter((n) => !statSync(path.join(restoredUploads, n), { throwIfNoEntry: false }));
    f.check(
      'restored file rows without their file',
      withoutFile.length + manifest.missing_files.length,
      '0',
      withoutFile.length + manifest.missing_files.length === 0,
    );
    const broken = (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT a.class, a.section, a.attendance_date, count(*) AS marked FROM attendance a GROUP BY 1, 2, 3) r
        WHERE r.marked <> (SELECT count(*) FROM students s WHERE s.class = r.class AND s.section = r.section)`,
      )
    ).rows[0].n;
    const registers = (
      await db.query<{ n: number }>(
        'SELECT count(DISTINCT (class, section, attendance_date))::int AS n FROM attendance',
      )
    ).rows[0].n;
    f.check(
      'restored registers whole',
      `${registers - broken}/${registers}`,
      'all (> 0)',
      registers > 0 && broken === 0,
    );
  } finally {
    await db.end();
    await stack.pool.query('DROP DATABASE IF EXISTS school_restored WITH (FORCE)');
  }
  return f.rows;
}
